/**
 * A number as plain decimal digits, never e-notation, with exactly the digits of its shortest
 * round-trip form: 1.5e-25 → "0.00000000000000000000000015", 2e21 → "2000000000000000000000".
 * For config files and messages that echo what the user asked for.
 */
export function plainDecimal(x: number): string {
  const text = String(x);
  const match = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', frac = '', exp = '0'] = match;
  const digits = whole + frac;
  // The decimal point sits after `point` digits (negative or beyond the digits: pad with zeros).
  const point = whole.length + Number(exp);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return `${sign}${digits}${'0'.repeat(point - digits.length)}`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}
