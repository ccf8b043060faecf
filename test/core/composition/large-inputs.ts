import type { Dec } from '@/core/composition/decimal';

/** Availabilities 99.00000 … 99.99999 with five decimals, all different. */
export const percent = (i: number) => (99 + ((i * 7919) % 99_991) / 100_000).toFixed(5);
export const members = (n: number, prefix = 'm') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: ${percent(i)}`).join(', ');
/** The unavailability of `percent(i)` as a double. */
export const unavailability = (i: number) => Number((1 - Number(percent(i)) / 100).toPrecision(15));

/** ln of a decimal, for values far below a double's range. */
export function logOf(d: Dec): number {
  const s = d.m.toString();
  return Math.log(Number(`${s[0]}.${s.slice(1, 17) || '0'}`)) + (s.length - 1 + d.e) * Math.LN10;
}
