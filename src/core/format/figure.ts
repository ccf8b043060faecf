import { formatPowerOfTen, texPowerOfTen } from './power';

// Not part of the module's API (index.ts does not export it): the one figure every text
// formatter and its TeX twin are written from, so the two can never disagree.

/**
 * A number as it is shown, before it is written as text or as TeX: its digits ("," between
 * thousands), times 10^exponent when there is an exponent. A mantissa of 1 is left out.
 */
export interface Figure {
  readonly digits: string;
  readonly exponent?: number;
}

/** The figure of what cannot be shown. */
export const DASH: Figure = { digits: '—' };

/** A figure as text: "1,234.5", "5 × 10⁻⁴", "10⁻⁴". */
export function textOf({ digits, exponent }: Figure): string {
  if (exponent === undefined) return digits;
  const power = formatPowerOfTen(exponent);
  return digits === '1' ? power : `${digits} × ${power}`;
}

/** A figure for TeX: "1{,}234.5", "5 \times 10^{-4}", "10^{-4}". */
export function texOf({ digits, exponent }: Figure): string {
  const tex = digits.replace(/,/g, '{,}');
  if (exponent === undefined) return tex;
  const power = texPowerOfTen(exponent);
  return digits === '1' ? power : `${tex} \\times ${power}`;
}

/** `digits` significant digits (trailing zeros dropped) times a power of ten. */
export function scientificFigure(x: number, digits: number): Figure {
  const [mantissa = '', exponent = ''] = x.toExponential(digits - 1).split('e');
  return { digits: String(Number(mantissa)), exponent: Number(exponent) };
}
