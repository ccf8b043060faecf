import type { Rng } from './prng';

/**
 * Standard exponential variates by the ziggurat method (Marsaglia & Tsang, "The Ziggurat Method
 * for Generating Random Variables", J. Stat. Software 5(8), 2000: REXP with 256 strips), about
 * 99% of them without a logarithm. One change from the paper: the strip comes from a second draw
 * rather than from the low 8 bits of the value's own 32 bits, so strip and value are independent
 * (the paper's sharing is a known, if small, defect).
 */

const TWO_32 = 4294967296;
/** Where the tail starts: the rightmost strip's edge. */
const R = 7.697117470131487;
/** Each strip's area. */
const V = 3.949659822581572e-3;

/** Strip i accepts a 32-bit draw j outright when j < K[i]; its value is then j · W[i]; F = e^(−x_i). */
const K = new Float64Array(256);
const W = new Float64Array(256);
const F = new Float64Array(256);
(() => {
  let de = R;
  let te = R;
  const q = V / Math.exp(-de);
  K[0] = (de / q) * TWO_32;
  K[1] = 0;
  W[0] = q / TWO_32;
  W[255] = de / TWO_32;
  F[0] = 1;
  F[255] = Math.exp(-de);
  for (let i = 254; i >= 1; i--) {
    de = -Math.log(V / de + Math.exp(-de));
    K[i + 1] = (de / te) * TWO_32;
    te = de;
    F[i] = Math.exp(-de);
    W[i] = de / TWO_32;
  }
})();

/** One Exp(1) variate (mean 1) from `rng`. */
export function exponential(rng: Rng): number {
  for (;;) {
    const j = rng.next() * TWO_32; // the draw's 32 bits, as an integer (exactly)
    const i = (rng.next() * 256) | 0;
    if (j < K[i]!) return j * W[i]!;
    if (i === 0) return R - Math.log(1 - rng.next()); // the tail beyond R: R + Exp(1)
    const x = j * W[i]!;
    if (F[i]! + rng.next() * (F[i - 1]! - F[i]!) < Math.exp(-x)) return x;
  }
}

/**
 * Writes n Exp(1) variates into out[0…n), the same as n calls of exponential() in turn: for hot
 * loops, which read them from the array (a double returned by a call that is not inlined is a
 * heap allocation each time).
 */
export function fillExponential(rng: Rng, out: Float64Array, n: number): void {
  for (let k = 0; k < n; k++) out[k] = exponential(rng);
}
