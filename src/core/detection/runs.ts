/**
 * Runs of identical outcomes in a sequence of independent checks: the arithmetic behind "N
 * consecutive failures". Everything here works for probabilities down to the smallest double and
 * reports magnitudes that no longer fit a double by their base-10 logarithm instead.
 */

/** A positive quantity that may be too small or too large for a double: its value and log10. */
export interface Magnitude {
  /** The nearest double; 0 or Infinity when the true value lies beyond the double range. */
  readonly value: number;
  /** log10 of the true value (−Infinity for an exact zero, Infinity for "never"). */
  readonly log10: number;
}

export const magnitude = (value: number): Magnitude => ({ value, log10: Math.log10(value) });

const fromLog10 = (log10: number): Magnitude => ({ value: 10 ** log10, log10 });

/** x^n for x in [0, 1], n ≥ 1, as a magnitude (0.05^3 = 1.25e-4). */
export function power(x: number, n: number): Magnitude {
  if (x === 0) return { value: 0, log10: -Infinity };
  const direct = x ** n;
  return direct > 0 ? magnitude(direct) : fromLog10(n * Math.log10(x));
}

/** True when the double holds the value itself (it did not underflow or overflow). */
export const fitsDouble = (m: Magnitude): boolean =>
  Number.isFinite(m.value) && (m.value > 0 || m.log10 === -Infinity);

/**
 * xⁿ and 1 − xⁿ. Near x = 1 they go through log1p/expm1 of the complement y, so that
 * 1 − 0.999999ⁿ keeps its digits; elsewhere plain powers are the most accurate.
 */
function powers(x: number, y: number, n: number): { xn: number; oneMinusXn: number } {
  if (y < 0.5) {
    const lnX = Math.log1p(-y);
    return { xn: Math.exp(n * lnX), oneMinusXn: -Math.expm1(n * lnX) };
  }
  const xn = x ** n;
  return { xn, oneMinusXn: 1 - xn };
}

/**
 * Per check, the probability that a run of `n` consecutive events (each of probability x, given
 * with its complement y = 1 − x for precision) completes at that check, in a renewal sequence
 * where the count restarts after each completed run: r = (1 − x)·xⁿ / (1 − xⁿ). It is the
 * reciprocal of the mean waiting time for the run (Feller, vol. 1, XIII.7; for n = 1 it is x).
 */
export function runRatePerCheck(x: number, n: number, y = 1 - x): Magnitude {
  if (x === 0) return { value: 0, log10: -Infinity };
  if (y === 0) return { value: 1, log10: 0 };
  const lnX = y < 0.5 ? Math.log1p(-y) : Math.log(x);
  const { xn, oneMinusXn } = powers(x, y, n);
  // Directly in doubles while xⁿ is representable; by logarithms beyond.
  if (xn > 0) return magnitude((y * xn) / oneMinusXn);
  return fromLog10(Math.log10(y) + (n * lnX) / Math.LN10 - Math.log10(oneMinusXn));
}

/**
 * Mean number of checks until a run of `n` consecutive events of probability x (complement y):
 * (1 − xⁿ) / ((1 − x)·xⁿ). p = 0.05, n = 3 → 8,420; n = 1 → 1/x. Infinity (never) when x = 0.
 */
export function meanChecksToRun(x: number, n: number, y = 1 - x): Magnitude {
  if (x === 0) return { value: Infinity, log10: Infinity };
  if (y === 0) return magnitude(n);
  const { xn, oneMinusXn } = powers(x, y, n);
  const mean = oneMinusXn / (y * xn);
  if (Number.isFinite(mean)) return magnitude(mean);
  return fromLog10(-runRatePerCheck(x, n, y).log10);
}

/** A magnitude times a positive finite factor. */
export function scale(m: Magnitude, factor: number): Magnitude {
  if (!Number.isFinite(m.log10)) return { value: m.value * factor, log10: m.log10 };
  const direct = m.value * factor;
  if (fitsDouble(m) && direct > 0 && Number.isFinite(direct)) return magnitude(direct);
  return fromLog10(m.log10 + Math.log10(factor));
}

/** a ≤ b, compared by logarithm so that magnitudes beyond the double range compare correctly. */
export const atMost = (a: Magnitude, b: number): boolean =>
  b <= 0 ? a.log10 === -Infinity : fitsDouble(a) ? a.value <= b : a.log10 <= Math.log10(b);
