import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kOfNBinary } from '@/core/composition/binary-float';
import type { Dec } from '@/core/composition/decimal';

/**
 * Direct value tests of the k-of-n programme in binary floating point
 * (src/core/composition/binary-float.ts). The doc comment promises the exact U within 10^−66
 * relative, then rounded once to 60 significant digits and marked inexact. The references are
 * exact fractions in plain BigInt: brute force over all 2^n up/down states (U = probability that
 * fewer than k of the n members are up), or the binomial sum for identical members.
 */

const p10 = (k: number): bigint => 10n ** BigInt(k);

/** m × 10^−places, trailing zeros stripped (a decimal as the parser would give it). */
function decimalOf(m: bigint, places: number): Dec {
  let e = -places;
  while (m !== 0n && m % 10n === 0n) {
    m /= 10n;
    e += 1;
  }
  return { m, e: m === 0n ? 0 : e, exact: true };
}

/** A member: its unavailability u = a / 10^places and availability 1 − u, as decimals. */
interface Member {
  readonly a: bigint;
  readonly places: number;
}

const member = (a: bigint, places: number): Member => ({ a, places });
const us = (ms: readonly Member[]) => ms.map((x) => decimalOf(x.a, x.places));
const ups = (ms: readonly Member[]) => ms.map((x) => decimalOf(p10(x.places) - x.a, x.places));

/** U = P(fewer than k up) over all 2^n states, as [numerator, denominator]. */
function bruteForce(ms: readonly Member[], k: number): [bigint, bigint] {
  const places = Math.max(0, ...ms.map((x) => x.places));
  const one = p10(places);
  const scaled = ms.map((x) => x.a * p10(places - x.places));
  let total = 0n;
  for (let mask = 0; mask < 1 << ms.length; mask++) {
    let term = 1n;
    let up = 0;
    scaled.forEach((u, i) => {
      if (mask & (1 << i)) {
        up += 1;
        term *= one - u;
      } else term *= u;
    });
    if (up < k) total += term;
  }
  return [total, one ** BigInt(ms.length)];
}

function binomial(n: number, j: number): bigint {
  let c = 1n;
  for (let i = 0; i < j; i++) c = (c * BigInt(n - i)) / BigInt(i + 1);
  return c;
}

/** n identical members: U = Σ_{j<k} C(n, j) (1 − u)^j u^(n−j). */
function identical(x: Member, n: number, k: number): [bigint, bigint] {
  const one = p10(x.places);
  let total = 0n;
  for (let j = 0; j < Math.min(k, n + 1); j++)
    total += binomial(n, j) * (one - x.a) ** BigInt(j) * x.a ** BigInt(n - j);
  return [total, one ** BigInt(n)];
}

/**
 * The result is the exact U = num/den rounded to 60 significant digits: zero exactly when U is,
 * otherwise inexact, on the 60-digit grid, and within half a unit of its last digit of U (plus
 * the documented 10^−66 relative, taken as 10^−65 for the final conversion's truncation).
 */
function expectRounded(result: Dec, [num, den]: [bigint, bigint]): void {
  if (num === 0n) {
    expect(result).toEqual({ m: 0n, e: 0, exact: true });
    return;
  }
  expect(result.exact).toBe(false);
  let { m, e } = result;
  // A carry (999…9 rounded up) leaves 10^60: the same grid point as 10^59 one place up.
  if (m === p10(60)) [m, e] = [p10(59), e + 1];
  expect(m >= p10(59) && m < p10(60)).toBe(true);
  // Everything times L = den · 10^lift, lift = 65 − e (e < 0 for a probability's 60 digits).
  expect(e).toBeLessThan(0);
  const lift = 65 - e;
  const r = m * den * p10(lift + e); // m · 10^e · L
  const x = num * p10(lift); // U · L
  const ulp = den * p10(lift + e); // 10^e · L
  const slack = num * p10(lift - 65); // U · 10^−65 · L
  const gap = r > x ? r - x : x - r;
  expect(2n * gap <= ulp + 2n * slack).toBe(true);
}

describe('kOfNBinary, hand-worked', () => {
  it('one member: U = u for k = 1, 0 for k = 0, 1 for k = 2', () => {
    const ms = [member(1n, 1)];
    // U = 0.1, which is no binary fraction: 0.0999…9 within 10^−66, rounded up to 0.1.
    expectRounded(kOfNBinary(us(ms), ups(ms), 1), [1n, 10n]);
    expect(kOfNBinary(us(ms), ups(ms), 0)).toEqual({ m: 0n, e: 0, exact: true });
    // 1 is exact in binary: 10^59 × 10^−59.
    expect(kOfNBinary(us(ms), ups(ms), 2)).toEqual({ m: p10(59), e: -59, exact: false });
  });

  it('parallel and series of 10% and 20%', () => {
    const ms = [member(1n, 1), member(2n, 1)];
    // 1-of-2: U = 0.1 × 0.2 = 0.02.
    expectRounded(kOfNBinary(us(ms), ups(ms), 1), [2n, 100n]);
    // 2-of-2: U = 1 − 0.9 × 0.8 = 0.28.
    expectRounded(kOfNBinary(us(ms), ups(ms), 2), [28n, 100n]);
    expect(kOfNBinary(us(ms), ups(ms), 2)).toEqual({ m: 28n * p10(58), e: -60, exact: false });
    expect(kOfNBinary(us(ms), ups(ms), 0)).toEqual({ m: 0n, e: 0, exact: true });
    expectRounded(kOfNBinary(us(ms), ups(ms), 3), [1n, 1n]);
  });

  it('2-of-3 at 10%: U = 3u²(1 − u) + u³ = 0.027 + 0.001 = 0.028', () => {
    const ms = [member(1n, 1), member(1n, 1), member(1n, 1)];
    expectRounded(kOfNBinary(us(ms), ups(ms), 2), [28n, 1000n]);
    // 1-of-3: u³ = 0.001; 3-of-3: 1 − 0.9³ = 0.271.
    expectRounded(kOfNBinary(us(ms), ups(ms), 1), [1n, 1000n]);
    expectRounded(kOfNBinary(us(ms), ups(ms), 3), [271n, 1000n]);
  });

  it('members that are always up or always down', () => {
    // Up for sure, down for sure, and 50%: at least 2 up ⇔ the third is up.
    const ms = [member(0n, 0), member(1n, 0), member(5n, 1)];
    expect(kOfNBinary(us(ms), ups(ms), 1)).toEqual({ m: 0n, e: 0, exact: true });
    expectRounded(kOfNBinary(us(ms), ups(ms), 2), [1n, 2n]);
    expectRounded(kOfNBinary(us(ms), ups(ms), 3), [1n, 1n]);
    expectRounded(kOfNBinary(us(ms), ups(ms), 4), [1n, 1n]);
    expect(kOfNBinary(us(ms), ups(ms), 0)).toEqual({ m: 0n, e: 0, exact: true });
  });

  it('all members up for sure, or all down for sure', () => {
    const up = [member(0n, 0), member(0n, 0), member(0n, 0)];
    for (const k of [0, 1, 2, 3])
      expect(kOfNBinary(us(up), ups(up), k)).toEqual({ m: 0n, e: 0, exact: true });
    expectRounded(kOfNBinary(us(up), ups(up), 4), [1n, 1n]);
    const down = [member(1n, 0), member(1n, 0)];
    expect(kOfNBinary(us(down), ups(down), 0)).toEqual({ m: 0n, e: 0, exact: true });
    for (const k of [1, 2, 3]) expectRounded(kOfNBinary(us(down), ups(down), k), [1n, 1n]);
  });

  it('adds up states that are zero: a member up at most', () => {
    // 3-of-7, counting members up (cap 3): one member at 30%, six down for sure. At most one
    // member is ever up, so P(2 up) = 0 is added to P(0 up) + P(1 up) = 1, and U = 1.
    const ms = [member(3n, 1), ...Array.from({ length: 6 }, () => member(1n, 0))];
    expectRounded(kOfNBinary(us(ms), ups(ms), 3), [1n, 1n]);
    // 2-of-7 (cap 2): U = P(0 up) + P(1 up) = 1 as well; 1-of-7: U = P(0 up) = 0.3.
    expectRounded(kOfNBinary(us(ms), ups(ms), 2), [1n, 1n]);
    expectRounded(kOfNBinary(us(ms), ups(ms), 1), [3n, 10n]);
  });
});

describe('kOfNBinary against exact references', () => {
  it('every k from 0 to n + 1 on long-digit members, both programmes', () => {
    const ms = [
      member(123456789012345678901234567n, 30),
      member(987654321098765432109876543210987n, 40),
      member(5n, 1),
      member(3333333333333333333333333333333333333n, 37),
      member(1n, 50),
    ];
    for (let k = 0; k <= ms.length + 1; k++)
      expectRounded(kOfNBinary(us(ms), ups(ms), k), bruteForce(ms, k));
  });

  it('identical members, n = 40, quorums from 1 to 41', () => {
    const halves = member(5n, 1);
    const long = member(12345678901234567890123456789n, 31);
    for (const k of [1, 2, 20, 21, 39, 40, 41]) {
      expectRounded(kOfNBinary(us(Array(40).fill(halves)), ups(Array(40).fill(halves)), k), [
        ...identical(halves, 40, k),
      ] as [bigint, bigint]);
      expectRounded(
        kOfNBinary(us(Array(40).fill(long)), ups(Array(40).fill(long)), k),
        identical(long, 40, k),
      );
    }
  });

  it('keeps its 240 bits over hundreds of products (n = 300)', () => {
    // Every product must renormalise to a full mantissa: losing a bit now and then would leave
    // far fewer than the 200 bits that 60 digits need after 300 members.
    const long = member(123456789012345678901234567890123n, 34);
    const n = 300;
    for (const k of [1, 2, 299, 300])
      expectRounded(
        kOfNBinary(us(Array(n).fill(long)), ups(Array(n).fill(long)), k),
        identical(long, n, k),
      );
  });

  it('random members and quorums match brute force', () => {
    const memberArb = fc
      .integer({ min: 0, max: 45 })
      .chain((places) => fc.bigInt({ min: 0n, max: p10(places) }).map((a) => member(a, places)));
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1, maxLength: 6 }), fc.nat(), (ms, pick) => {
        const k = pick % (ms.length + 2);
        expectRounded(kOfNBinary(us(ms), ups(ms), k), bruteForce(ms, k));
      }),
    );
  });
});
