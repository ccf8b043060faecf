/**
 * Seconds as short plain text for labels and sentences: `0.4 s`, `42 s`, `86400 s`: up to six
 * significant digits, trailing zeros dropped (no unit conversion: the models speak in seconds).
 */
export function formatSeconds(seconds: number): string {
  return `${Number(seconds.toPrecision(6))} s`;
}
