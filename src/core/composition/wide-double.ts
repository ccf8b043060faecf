import { decimal, ZERO, type Dec } from './decimal';

/**
 * Approximate probabilities in doubles with a separate exponent, f · 2^(256·e), so that values
 * far below 10⁻³⁰⁸ (a quorum of hundreds of replicas) neither underflow nor cost a bigint per
 * operation. Relative error about 10⁻¹⁶ per operation, positive terms only: used for the shares
 * and what-ifs of groups too large for exact decimals, which the panel marks as approximate.
 */
export interface Wide {
  readonly f: number;
  readonly e: number;
}

/** Mantissas are kept in [SMALL, BIG); exponents count factors of BIG. */
export const BIG = 2 ** 256;
export const SMALL = 2 ** -256;
export const SMALL2 = 2 ** -512;

export const W_ZERO: Wide = { f: 0, e: 0 };
export const W_ONE: Wide = { f: 1, e: 0 };

function norm(f: number, e: number): Wide {
  if (f >= BIG) return { f: f * SMALL, e: e + 1 };
  if (f !== 0 && f < SMALL) return { f: f * BIG, e: e - 1 };
  return { f, e };
}

export function wMul(a: Wide, b: Wide): Wide {
  return a.f === 0 || b.f === 0 ? W_ZERO : norm(a.f * b.f, a.e + b.e);
}

export function wAdd(a: Wide, b: Wide): Wide {
  if (a.f === 0) return b;
  if (b.f === 0) return a;
  const [hi, lo] = a.e >= b.e ? [a, b] : [b, a];
  const d = hi.e - lo.e;
  // Mantissas lie in [2^−256, 2^256): three buckets apart, the smaller is under 2^−256 of the larger.
  if (d > 2) return hi;
  return norm(hi.f + lo.f * (d === 0 ? 1 : d === 1 ? SMALL : SMALL2), hi.e);
}

/** A double as a Wide, however far it is from 1. */
function ofNumber(x: number): Wide {
  let f = x;
  let e = 0;
  while (f >= BIG) [f, e] = [f * SMALL, e + 1];
  while (f !== 0 && f < SMALL) [f, e] = [f * BIG, e - 1];
  return { f, e };
}

const TEN_300 = ofNumber(1e300);
const TENTH_300 = ofNumber(1e-300);

/** 10^p. */
function powTen(p: number): Wide {
  let v: Wide = W_ONE;
  let rest = p;
  while (rest > 300) [v, rest] = [wMul(v, TEN_300), rest - 300];
  while (rest < -300) [v, rest] = [wMul(v, TENTH_300), rest + 300];
  return wMul(v, ofNumber(10 ** rest));
}

/** A decimal to about 17 significant digits. */
export function fromDec(d: Dec): Wide {
  if (d.m === 0n) return W_ZERO;
  const s = d.m.toString();
  const lead = Number(`${s.slice(0, 1)}.${s.slice(1, 18) || '0'}`);
  return wMul({ f: lead, e: 0 }, powTen(s.length - 1 + d.e));
}

/** Back to a decimal (inexact, about 16 significant digits). */
export function toDec(w: Wide): Dec {
  if (w.f === 0) return ZERO;
  const log10 = Math.log10(w.f) + 256 * w.e * Math.log10(2);
  const p = Math.floor(log10) - 16;
  const scaled = wMul(w, powTen(-p));
  const value = scaled.f * 2 ** (256 * scaled.e);
  return decimal(BigInt(Math.round(value)), p, false);
}

/**
 * a − b for a ≥ b ≥ 0. Buckets overlap, so b may sit one bucket above a (a = 3 · 2^−256 in
 * bucket −1, b = 2^−256 in bucket 0); two above, b would be larger.
 */
export function wSub(a: Wide, b: Wide): Wide {
  if (b.f === 0) return a;
  const d = a.e - b.e;
  if (d > 2) return a;
  let f = a.f - b.f * (d === -1 ? BIG : d === 0 ? 1 : d === 1 ? SMALL : SMALL2);
  let e = a.e;
  if (f <= 0) return W_ZERO;
  while (f < SMALL) [f, e] = [f * BIG, e - 1];
  return { f, e };
}
