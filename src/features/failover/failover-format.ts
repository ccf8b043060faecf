import { formatNumber, formatProbability, texScientific } from '@/lib/format/numbers';

/** A number in a formula line: "1,234.5", or "3 × 10⁻²⁰" when four decimals would show 0. */
export const formulaNumber = (x: number): string =>
  x !== 0 && Math.abs(x) < 1e-4 ? formatProbability(x) : formatNumber(x, 4);

/** The same for TeX: "1{,}234.5", "3 \times 10^{-20}". */
export const texNumber = (x: number): string =>
  x !== 0 && Math.abs(x) < 1e-4 ? texScientific(x) : formatNumber(x, 4).replace(/,/g, '{,}');
