import { decimal, ZERO, type Dec } from './decimal';

/**
 * The k-of-n failure-count programme in binary floating point with a BITS-bit integer
 * mantissa (about 72 significant digits), for quorums too large for exact decimals: a bigint
 * shift is some ten times cheaper than the decimal rounding (a division by a power of ten) the
 * exact arithmetic needs after every product. Each operation truncates by less than 2^−(BITS−1)
 * relative and every term is positive, so after the ≤ 1,500 operations on any path the result
 * is within 10^−66 relative of the exact value; it is then rounded once to 60 significant
 * digits (and marked inexact).
 */
const BITS = 240;
const LOG10_2 = Math.log10(2);
const B = BigInt(BITS);
const B1 = BigInt(BITS - 1);
const TOP = 1n << B;
const TOP2 = 1n << BigInt(2 * BITS - 1);
const SHIFTS = Array.from({ length: BITS + 1 }, (_, i) => BigInt(i));

/** A value m · 2^x with m of exactly BITS bits, or m = 0. */
interface Bin {
  m: bigint;
  x: number;
}

function bitLength(m: bigint): number {
  return m === 0n ? 0 : m.toString(2).length;
}

function normalise(m: bigint, x: number): Bin {
  if (m === 0n) return { m, x: 0 };
  const extra = bitLength(m) - BITS;
  return extra >= 0
    ? { m: m >> BigInt(extra), x: x + extra }
    : { m: m << BigInt(-extra), x: x + extra };
}

/** A decimal as a binary float (truncated to BITS bits). */
function fromDec(d: Dec): Bin {
  if (d.m === 0n) return { m: 0n, x: 0 };
  if (d.e >= 0) return normalise(d.m * 10n ** BigInt(d.e), 0);
  const den = 10n ** BigInt(-d.e);
  const s = BITS + 2 + bitLength(den) - bitLength(d.m);
  const q = s >= 0 ? (d.m << BigInt(s)) / den : (d.m >> BigInt(-s)) / den;
  return normalise(q, -s);
}

/** A binary float as a decimal rounded to the working precision (inexact). */
function toDec(v: Bin): Dec {
  if (v.m === 0n) return ZERO;
  // Scale by 10^t so that about 75 decimal digits remain in the integer part, then round.
  const log10 = (bitLength(v.m) + v.x) * LOG10_2;
  const t = 75 - Math.floor(log10);
  let scaled = v.m;
  if (t >= 0) scaled *= 10n ** BigInt(t);
  const x = v.x;
  if (t < 0) {
    const den = 10n ** BigInt(-t);
    scaled = x >= 0 ? (scaled << BigInt(x)) / den : (scaled >> BigInt(-x)) / den;
  } else {
    scaled = x >= 0 ? scaled << BigInt(x) : scaled >> BigInt(-x);
  }
  return decimal(scaled, -t, false);
}

/** a + b, both normalised; the smaller is truncated to the larger's last bit. */
function addBin(am: bigint, ax: number, bm: bigint, bx: number): Bin {
  if (am === 0n) return { m: bm, x: bx };
  if (bm === 0n) return { m: am, x: ax };
  const d = ax - bx;
  let s: bigint;
  if (d >= 0) s = d > BITS ? am : am + (bm >> (SHIFTS[d] ?? B));
  else s = -d > BITS ? bm : bm + (am >> (SHIFTS[-d] ?? B));
  let x = Math.max(ax, bx);
  if (s >= TOP) {
    s >>= 1n;
    x += 1;
  }
  return { m: s, x };
}

/**
 * U of k-of-n, the programme of `kOfNU` (P′(f) = P(f)(1 − u) + P(f − 1)u, counts ≥ lost merged),
 * or, when k < lost, the same on the number of members up (U = P(fewer than k up)), so that it
 * costs n · min(k, lost) steps.
 */
export function kOfNBinary(us: readonly Dec[], ups: readonly Dec[], k: number): Dec {
  const lost = us.length - k + 1;
  const byUps = k < lost;
  const [ps, qs, cap] = byUps ? [ups, us, k] : [us, ups, lost];
  const ms: bigint[] = [1n << B1, ...Array.from({ length: cap }, () => 0n)];
  const xs: number[] = [-(BITS - 1), ...Array.from({ length: cap }, () => 0)];
  ps.forEach((pDec, j) => {
    const p = fromDec(pDec);
    const q = fromDec(qs[j] ?? ZERO);
    // In place, from the top: state c only reads the old state c − 1.
    for (let c = cap; c >= 0; c--) {
      let m = ms[c] ?? 0n;
      let x = xs[c] ?? 0;
      if (c < cap && m !== 0n) {
        // m · q: a product of two BITS-bit mantissas has 2·BITS − 1 or 2·BITS bits.
        const prod = m * q.m;
        const hi = prod >= TOP2;
        m = prod >> (hi ? B : B1);
        x += q.x + (hi ? BITS : BITS - 1);
      }
      const from = c > 0 ? (ms[c - 1] ?? 0n) : 0n;
      if (from !== 0n && p.m !== 0n) {
        const prod = from * p.m;
        const hi = prod >= TOP2;
        const bm = prod >> (hi ? B : B1);
        const bx = (xs[c - 1] ?? 0) + p.x + (hi ? BITS : BITS - 1);
        if (m === 0n) [m, x] = [bm, bx];
        else {
          const sum = addBin(m, x, bm, bx);
          m = sum.m;
          x = sum.x;
        }
      }
      ms[c] = m;
      xs[c] = x;
    }
  });
  if (!byUps) return toDec({ m: ms[cap] ?? 0n, x: xs[cap] ?? 0 });
  let sum: Bin = { m: 0n, x: 0 };
  for (let c = 0; c < cap; c++) sum = addBin(sum.m, sum.x, ms[c] ?? 0n, xs[c] ?? 0);
  return toDec(sum);
}
