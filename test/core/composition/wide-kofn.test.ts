import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { W_ONE, W_ZERO, wSub, type Wide } from '@/core/composition/wide-double';
import { kOfNAffineWide, kOfNWide } from '@/core/composition/wide-kofn';
import { dyadic } from './helpers';

/**
 * Direct value tests of the k-of-n programmes in extended-range doubles
 * (src/core/composition/wide-kofn.ts). References: brute force over all 2^n up/down states in
 * exact BigInt fractions (U = probability that fewer than k of the n members are up). With
 * unavailabilities j/256 every intermediate value is a multiple of 2^−48 below 1, exact in a
 * double, so the programmes must match the reference exactly; members far below a double's range
 * (powers of two, written in all the representations the type allows) are checked within 2^−45.
 */

const TWO_256 = 2 ** 256;
const TWO_M256 = 2 ** -256;
const w = (f: number, e = 0): Wide => ({ f, e });

/** Members' unavailabilities as integers over a common 2^D. */
function scaled(us: readonly Wide[]): { nums: bigint[]; one: bigint } {
  const parts = us.map(dyadic);
  const D = Math.max(0, ...parts.map(([M, E]) => (M === 0n ? 0 : -E)));
  return { nums: parts.map(([M, E]) => M << BigInt(E + D)), one: 1n << BigInt(D) };
}

/** The distribution of the number of members up, exact: dist[j] over one^n. */
function upCounts(nums: readonly bigint[], one: bigint): bigint[] {
  const dist = Array.from({ length: nums.length + 1 }, () => 0n);
  for (let mask = 0; mask < 1 << nums.length; mask++) {
    let term = 1n;
    let up = 0;
    nums.forEach((u, i) => {
      if (mask & (1 << i)) {
        up += 1;
        term *= one - u;
      } else term *= u;
    });
    dist[up] = (dist[up] ?? 0n) + term;
  }
  return dist;
}

/** U = P(fewer than k up), as [numerator, denominator]. */
function reference(us: readonly Wide[], k: number): [bigint, bigint] {
  const { nums, one } = scaled(us);
  const dist = upCounts(nums, one);
  const num = dist.slice(0, Math.max(0, k)).reduce((s, x) => s + x, 0n);
  return [num, one ** BigInt(us.length)];
}

/** A_i = P(others up ≤ k − 2), B_i = P(others up = k − 1), each as [num, den]. */
function affineReference(us: readonly Wide[], k: number, i: number) {
  const others = us.filter((_, j) => j !== i);
  const { nums, one } = scaled(us);
  const dist = upCounts(
    nums.filter((_, j) => j !== i),
    one,
  );
  const den = one ** BigInt(others.length);
  const a = dist.slice(0, Math.max(0, k - 1)).reduce((s, x) => s + x, 0n);
  const b = k >= 1 ? (dist[k - 1] ?? 0n) : 0n;
  return { a: [a, den] as [bigint, bigint], b: [b, den] as [bigint, bigint] };
}

/** x == num/den exactly. */
function exactly(x: Wide, [num, den]: [bigint, bigint]): boolean {
  if (x.f === 0) return num === 0n;
  const [M, E] = dyadic(x);
  return E >= 0 ? (M << BigInt(E)) * den === num : M * den === num << BigInt(-E);
}

/** |x − num/den| ≤ 2^−45 · num/den (and x = 0 when num = 0). */
function close(x: Wide, [num, den]: [bigint, bigint]): boolean {
  if (num === 0n) return x.f === 0;
  if (x.f === 0) return false;
  const [M, E] = dyadic(x);
  const lhs = E >= 0 ? (M << BigInt(E)) * den : M * den;
  const rhs = E >= 0 ? num : num << BigInt(-E);
  const diff = lhs > rhs ? lhs - rhs : rhs - lhs;
  return diff << 45n <= rhs;
}

/** Mantissas in [2^−256, 2^256) (zero as 0). */
const inRange = (x: Wide) => x.f === 0 || (x.f >= TWO_M256 && x.f < TWO_256);

/** 1 − u for each member, as the model passes them (ccf-map.ts). */
const ups = (us: readonly Wide[]) => us.map((u) => wSub(W_ONE, u));

/** Unavailabilities j/256: every value of the programmes is then exact. */
const over256 = (j: number) => (j === 0 ? W_ZERO : w(j / 256));

describe('kOfNWide, hand-worked', () => {
  it('one member: U = u for k = 1, 0 for k = 0, 1 for k = 2', () => {
    const us = [w(0.25)];
    expect(kOfNWide(us, ups(us), 1)).toEqual(w(0.25));
    expect(kOfNWide(us, ups(us), 0).f).toBe(0);
    expect(kOfNWide(us, ups(us), 2)).toEqual(W_ONE);
  });

  it('no member: nothing is needed for k = 0, and k = 1 is never met', () => {
    expect(kOfNWide([], [], 0).f).toBe(0);
    expect(kOfNWide([], [], 1)).toEqual(W_ONE);
  });

  it('2-of-3 at 1/4: U = 3u²(1 − u) + u³ = 9/64 + 1/64 = 5/32', () => {
    const us = [w(0.25), w(0.25), w(0.25)];
    expect(kOfNWide(us, ups(us), 2)).toEqual(w(5 / 32));
    // 1-of-3: u³ = 1/64; 3-of-3: 1 − (3/4)³ = 37/64.
    expect(kOfNWide(us, ups(us), 1)).toEqual(w(1 / 64));
    expect(kOfNWide(us, ups(us), 3)).toEqual(w(37 / 64));
    expect(kOfNWide(us, ups(us), 4)).toEqual(W_ONE);
    expect(kOfNWide(us, ups(us), 0).f).toBe(0);
  });

  it('distinct members: 1/2, 1/4, 1/8', () => {
    const us = [w(0.5), w(0.25), w(0.125)];
    // Parallel: 1/64. Series: 1 − (1/2)(3/4)(7/8) = 1 − 21/64 = 43/64.
    expect(kOfNWide(us, ups(us), 1)).toEqual(w(1 / 64));
    expect(kOfNWide(us, ups(us), 3)).toEqual(w(43 / 64));
    // 2-of-3: P(0 or 1 up) = 1/64 + (1/2·1/4·1/8)(1 + 3 + 7) = 1/64 + 11/64 = 12/64.
    expect(kOfNWide(us, ups(us), 2)).toEqual(w(12 / 64));
  });

  it('members up for sure or down for sure', () => {
    // Up for sure, down for sure, 1/2: at least 2 up ⇔ the third is up.
    const us = [W_ZERO, W_ONE, w(0.5)];
    expect(kOfNWide(us, ups(us), 1).f).toBe(0);
    expect(kOfNWide(us, ups(us), 2)).toEqual(w(0.5));
    expect(kOfNWide(us, ups(us), 3)).toEqual(W_ONE);
    const down = [W_ONE, W_ONE, W_ONE];
    for (const k of [1, 2, 3]) expect(kOfNWide(down, ups(down), k)).toEqual(W_ONE);
    const up = [W_ZERO, W_ZERO, W_ZERO];
    for (const k of [0, 1, 2, 3]) expect(kOfNWide(up, ups(up), k).f).toBe(0);
  });
});

describe('quorums that are always or never met', () => {
  // Whatever the members, k = 0 is always met (U = 0) and k = n + 1 never (U = 1): exactly,
  // not as a sum of rounded terms. Members with decimal unavailabilities, inexact in a double.
  const sets: Wide[][] = [
    [w(0.1), w(0.2), w(0.3)],
    [w(0.1), w(0.2), w(0.3), w(0.7), w(0.01)],
    [w(0.3), w(0.3), w(0.3), w(0.3), w(0.3), w(0.3), w(0.3)],
  ];

  it('kOfNWide: U = 0 for k = 0 and U = 1 for k = n + 1', () => {
    for (const us of sets) {
      expect(kOfNWide(us, ups(us), 0).f).toBe(0);
      expect(kOfNWide(us, ups(us), us.length + 1)).toEqual(W_ONE);
    }
  });

  it('kOfNAffineWide: A = B = 0 for k = 0; A = 1 and B = 0 for k = n + 1', () => {
    for (const us of sets) {
      const none = kOfNAffineWide(us, ups(us), 0);
      expect(none.a.every((x) => x.f === 0) && none.b.every((x) => x.f === 0)).toBe(true);
      const never = kOfNAffineWide(us, ups(us), us.length + 1);
      expect(never.a).toEqual(us.map(() => W_ONE));
      expect(never.b.every((x) => x.f === 0)).toBe(true);
    }
  });
});

describe('kOfNWide against brute force', () => {
  it('matches exactly on unavailabilities j/256, every k from 0 to n + 1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 256 }), { minLength: 1, maxLength: 6 }),
        (js) => {
          const us = js.map(over256);
          for (let k = 0; k <= us.length + 1; k++) {
            const r = kOfNWide(us, ups(us), k);
            expect(exactly(r, reference(us, k))).toBe(true);
            expect(inRange(r)).toBe(true);
          }
        },
      ),
    );
  });

  it('identical members at 1/4: every k-of-5', () => {
    const us = Array.from({ length: 5 }, () => w(0.25));
    for (let k = 0; k <= 6; k++)
      expect(exactly(kOfNWide(us, ups(us), k), reference(us, k))).toBe(true);
  });
});

describe('kOfNWide far below the range of a double', () => {
  it('parallel of tiny powers of two: every bucket crossed exactly', () => {
    const us = [w(2 ** -200), w(2 ** -200), w(2 ** -200), w(2 ** -200), w(2 ** -200)];
    // 2^−1000 = 2^−232 · 2^(−256·3): 2^−400 → 2^−144 · 2^−256, · 2^−200 → 2^−88 · 2^−512, …
    expect(kOfNWide(us, ups(us), 1)).toEqual(w(2 ** -232, -3));
    expect(kOfNWide([w(1, -3)], [W_ONE], 1)).toEqual(w(1, -3));
    // 2^156 · 2^−256 times 2^100 · 2^−256: the mantissa reaches 2^256 exactly, one bucket up.
    expect(kOfNWide([w(2 ** 156, -1), w(2 ** 100, -1)], [W_ONE, W_ONE], 1)).toEqual(w(1, -1));
    // 2^−128 · 2^−128 = 2^−256: kept.
    expect(kOfNWide([w(2 ** -128), w(2 ** -128)], [W_ONE, W_ONE], 1)).toEqual(w(TWO_M256));
  });

  it('adds terms one, two and three buckets apart, either way round', () => {
    const cases: Wide[][] = [
      // U = u₁ + (1 − u₁)u₂: 2^−250 and 2^250 · 2^−512 = 2^−262 (two buckets apart).
      [w(2 ** -250), w(2 ** 250, -2)],
      [w(2 ** 250, -2), w(2 ** -250)],
      // 2^−10 and 2^250 · 2^−256 = 2^−6 (one bucket apart).
      [w(2 ** -10), w(2 ** 250, -1)],
      [w(2 ** 250, -1), w(2 ** -10)],
      // 2^−250 and 2^250 · 2^−768 = 2^−518: three buckets apart, negligible.
      [w(2 ** -250), w(2 ** 250, -3)],
      [w(2 ** 250, -3), w(2 ** -250)],
      // The same bucket.
      [w(2 ** -300 * TWO_256, -1), w(2 ** -301 * TWO_256, -1)],
    ];
    for (const us of cases)
      for (let k = 0; k <= 3; k++) {
        const r = kOfNWide(us, ups(us), k);
        expect(close(r, reference(us, k))).toBe(true);
        expect(inRange(r)).toBe(true);
      }
  });

  it('a sum that rounds up to 2^256 moves up a bucket', () => {
    // Series of u₁ = 1/2 and u₂ = 1 − 2^−53, both written one bucket down (mantissas 2^255 and
    // 2^256 − 2^203), up₁ = 1/2 also: U = u₁ + up₁·u₂ = 1 − 2^−54, whose mantissa
    // 2^256 − 2^202 needs 54 bits and ties to 2^256 in a double: it must come back as {1, 0}.
    const us = [w(2 ** 255, -1), w(2 ** 256 - 2 ** 203, -1)];
    const r = kOfNWide(us, [w(2 ** 255, -1), w(2 ** -53)], 2);
    expect(r).toEqual(W_ONE);
    expect(close(r, reference(us, 2))).toBe(true);
  });

  it('quorums of tiny members, every k', () => {
    const sets: Wide[][] = [
      Array.from({ length: 5 }, () => w(2 ** -300 * TWO_256, -1)),
      [w(2 ** -200), w(2 ** 250, -2), w(2 ** -10), w(2 ** 100, -1), w(0.5), w(2 ** 200, -3)],
      [w(2 ** 255, -1), w(2 ** -255), w(2 ** 255, -2), w(2 ** -255, -1)],
    ];
    for (const us of sets)
      for (let k = 0; k <= us.length + 1; k++) {
        const r = kOfNWide(us, ups(us), k);
        expect(close(r, reference(us, k))).toBe(true);
        expect(inRange(r)).toBe(true);
      }
  });

  it('random tiny members within 2^−45', () => {
    const tiny = fc
      .tuple(fc.integer({ min: 1, max: 255 }), fc.integer({ min: -1000, max: -1 }))
      .map(([odd, p]) => {
        // odd/256 · 2^p, in the bucket ⌊…⌋ with its mantissa in [1, 2^256) or below 1.
        const e = Math.floor(p / 256);
        return w((odd / 256) * 2 ** (p - 256 * e), e);
      });
    fc.assert(
      fc.property(fc.array(tiny, { minLength: 1, maxLength: 6 }), fc.nat(), (us, pick) => {
        const k = pick % (us.length + 2);
        const r = kOfNWide(us, ups(us), k);
        expect(close(r, reference(us, k))).toBe(true);
        expect(inRange(r)).toBe(true);
      }),
    );
  });
});

describe('kOfNAffineWide: U = A_i + B_i · u_i for every member', () => {
  it('one member: A = 0, B = 1 for k = 1; A = 1, B = 0 for k = 2; A = B = 0 for k = 0', () => {
    const us = [w(0.25)];
    const one = kOfNAffineWide(us, ups(us), 1);
    expect(one.a[0]?.f).toBe(0);
    expect(one.b[0]).toEqual(W_ONE);
    const two = kOfNAffineWide(us, ups(us), 2);
    expect(two.a[0]).toEqual(W_ONE);
    expect(two.b[0]?.f).toBe(0);
    const none = kOfNAffineWide(us, ups(us), 0);
    expect(none.a[0]?.f).toBe(0);
    expect(none.b[0]?.f).toBe(0);
  });

  it('no member: nothing to decompose', () => {
    expect(kOfNAffineWide([], [], 0)).toEqual({ a: [], b: [] });
    expect(kOfNAffineWide([], [], 1)).toEqual({ a: [], b: [] });
  });

  it('2-of-3 at 1/2, 1/4, 1/8, by hand', () => {
    const us = [w(0.5), w(0.25), w(0.125)];
    const { a, b } = kOfNAffineWide(us, ups(us), 2);
    // Member 0: others 1/4, 1/8. A = P(both others down) = 1/32; B = P(exactly one up)
    // = 1/4·7/8 + 3/4·1/8 = 10/32. Check: 1/32 + 10/32 · 1/2 = 6/32 = 12/64 ✓.
    expect(a[0]).toEqual(w(1 / 32));
    expect(b[0]).toEqual(w(10 / 32));
    // Member 1: others 1/2, 1/8. A = 1/16; B = 1/2·7/8 + 1/2·1/8 = 8/16.
    expect(a[1]).toEqual(w(1 / 16));
    expect(b[1]).toEqual(w(0.5));
    // Member 2: others 1/2, 1/4. A = 1/8; B = 1/2·3/4 + 1/2·1/4 = 4/8.
    expect(a[2]).toEqual(w(1 / 8));
    expect(b[2]).toEqual(w(0.5));
  });

  it('series and parallel, by hand', () => {
    const us = [w(0.5), w(0.25), w(0.125)];
    // Parallel (k = 1): A = 0, B = product of the others' u.
    const par = kOfNAffineWide(us, ups(us), 1);
    expect(par.a.map((x) => x.f)).toEqual([0, 0, 0]);
    expect(par.b).toEqual([w(1 / 32), w(1 / 16), w(1 / 8)]);
    // Series (k = 3): A = 1 − product of the others' (1 − u), B = that product.
    const ser = kOfNAffineWide(us, ups(us), 3);
    expect(ser.a).toEqual([w(1 - 21 / 32), w(1 - 7 / 16), w(1 - 3 / 8)]);
    expect(ser.b).toEqual([w(21 / 32), w(7 / 16), w(3 / 8)]);
    // k = 4 is never met: A = 1, B = 0.
    const never = kOfNAffineWide(us, ups(us), 4);
    expect(never.a).toEqual([W_ONE, W_ONE, W_ONE]);
    expect(never.b.map((x) => x.f)).toEqual([0, 0, 0]);
  });

  it('matches brute force exactly on unavailabilities j/256, every k and member', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 256 }), { minLength: 1, maxLength: 6 }),
        (js) => {
          const us = js.map(over256);
          for (let k = 0; k <= us.length + 1; k++) {
            const { a, b } = kOfNAffineWide(us, ups(us), k);
            expect(a).toHaveLength(us.length);
            expect(b).toHaveLength(us.length);
            us.forEach((_, i) => {
              const ref = affineReference(us, k, i);
              expect(exactly(a[i] ?? W_ZERO, ref.a)).toBe(true);
              expect(exactly(b[i] ?? W_ZERO, ref.b)).toBe(true);
            });
          }
        },
      ),
    );
  });

  it('tiny members across buckets, within 2^−45', () => {
    const sets: Wide[][] = [
      [w(2 ** -250), w(2 ** 250, -2), w(2 ** -10), w(2 ** 250, -1)],
      [w(2 ** -200), w(2 ** 250, -2), w(2 ** -10), w(2 ** 100, -1), w(0.5), w(2 ** 200, -3)],
      Array.from({ length: 5 }, () => w(2 ** -300 * TWO_256, -1)),
    ];
    for (const us of sets)
      for (let k = 0; k <= us.length + 1; k++) {
        const { a, b } = kOfNAffineWide(us, ups(us), k);
        us.forEach((_, i) => {
          const ref = affineReference(us, k, i);
          expect(close(a[i] ?? W_ZERO, ref.a)).toBe(true);
          expect(close(b[i] ?? W_ZERO, ref.b)).toBe(true);
          expect(inRange(a[i] ?? W_ZERO) && inRange(b[i] ?? W_ZERO)).toBe(true);
        });
      }
  });
});
