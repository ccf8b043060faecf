import { describe, expect, it } from 'vitest';
import { fromRational, toRational } from '@/core/composition/decimal';
import { Budget, plainMap, type Affine } from '@/core/composition/overrides';
import {
  add,
  mul,
  ONE,
  rational,
  sub,
  toNumber as ratNumber,
  type Rational,
} from '@/core/exact/rational';
import { bare, budget, groupOf } from './helpers';
import { bruteForceKofN as bruteKofN } from './oracle';

/**
 * The member maps of groups without common cause (U = a + b·u in each member's u) and the
 * k-of-n programme, checked against values worked out independently: products and series of
 * the others by hand, and for k-of-n a brute-force enumeration of every up/down state, with
 * a = U at u = 0 and b = U(u = 1) − U(u = 0). The work budget is checked step by step.
 */

const r = (n: number | bigint, d: number | bigint = 1) => rational(BigInt(n), BigInt(d));
const dec = (x: Rational) => fromRational(x);
const oneMinus = (x: Rational) => sub(ONE, x);
const ZERO_R = r(0);
/** 10^−p as a rational. */
const tenTo = (p: number) => rational(1n, 10n ** BigInt(p));

const exactly = (affine: readonly Affine[]) =>
  affine.map(({ a, b }) => ({ a: toRational(a), b: toRational(b) }));

/** Member i's affine map by enumeration: a = U(uᵢ = 0), b = U(uᵢ = 1) − U(uᵢ = 0). */
function bruteAffine(us: readonly Rational[], k: number): { a: Rational; b: Rational }[] {
  return us.map((_, i) => {
    const at = (v: Rational) => bruteKofN([...us.slice(0, i), v, ...us.slice(i + 1)], k);
    const a = at(ZERO_R);
    return { a, b: sub(at(ONE), a) };
  });
}

const relativeGap = (got: Rational, want: Rational) =>
  Math.abs(ratNumber(sub(got, want)) / ratNumber(want));

describe('Budget: steps are taken only while they fit', () => {
  it('starts with 4,000 exact and 600,000 double-precision steps', () => {
    const b = new Budget();
    expect([b.exactSteps, b.wideSteps]).toEqual([4_000, 600_000]);
  });

  it('takeExact spends what fits, down to exactly zero, and refuses the rest untouched', () => {
    const b = budget(10, 7);
    expect(b.takeExact(4)).toBe(true);
    expect(b.exactSteps).toBe(6);
    expect(b.takeExact(7)).toBe(false);
    expect(b.exactSteps).toBe(6);
    expect(b.takeExact(6)).toBe(true);
    expect(b.exactSteps).toBe(0);
    expect(b.takeExact(1)).toBe(false);
    expect(b.takeExact(0)).toBe(true);
    expect([b.exactSteps, b.wideSteps]).toEqual([0, 7]);
  });

  it('takeWide spends what fits, down to exactly zero, and refuses the rest untouched', () => {
    const b = budget(3, 10);
    expect(b.takeWide(4)).toBe(true);
    expect(b.wideSteps).toBe(6);
    expect(b.takeWide(7)).toBe(false);
    expect(b.wideSteps).toBe(6);
    expect(b.takeWide(6)).toBe(true);
    expect(b.wideSteps).toBe(0);
    expect(b.takeWide(1)).toBe(false);
    expect([b.exactSteps, b.wideSteps]).toEqual([3, 0]);
  });
});

describe('plainMap: series, parallel and failover, leaving one member out', () => {
  it('a series of one: U = u itself (a = 0, b = 1), and no map for a second member', () => {
    const { group, us } = groupOf('series(a: 99)');
    const map = plainMap(group, us, budget(0, 0));
    expect(exactly(map.affine ?? [])).toEqual([{ a: ZERO_R, b: ONE }]);
    expect(map.approximate).toBe(false);
    expect(map.at(0, dec(r(3, 10)))).toEqual({ u: dec(r(3, 10)), approximate: false });
    expect(map.at(1, dec(r(3, 10)))).toBeNull();
  });

  it('a series of two: each member sees the other alone', () => {
    // U = u_other + (1 − u_other)·u.
    const { group, us } = groupOf('series(a: 99, b: 99.9)');
    const map = plainMap(group, us, new Budget());
    expect(exactly(map.affine ?? [])).toEqual([
      { a: r(1, 1000), b: r(999, 1000) },
      { a: r(1, 100), b: r(99, 100) },
    ]);
    // a at 50%: U = 1 − 0.5 · 0.999 = 0.5005.
    const got = map.at(0, dec(r(1, 2)));
    expect(got && toRational(got.u)).toEqual(r(5005, 10_000));
  });

  it('a series of three: a = 1 − Π(1 − u) and b = Π(1 − u) over the two others', () => {
    const { group, us } = groupOf('series(a: 99, b: 99.9, c: 95)');
    const b0 = mul(r(999, 1000), r(95, 100));
    const b1 = mul(r(99, 100), r(95, 100));
    const b2 = mul(r(99, 100), r(999, 1000));
    const map = plainMap(group, us, new Budget());
    expect(exactly(map.affine ?? [])).toEqual([
      { a: oneMinus(b0), b: b0 },
      { a: oneMinus(b1), b: b1 },
      { a: oneMinus(b2), b: b2 },
    ]);
  });

  it('a series costs no budget and is exact even with none left', () => {
    const { group, us } = groupOf('series(a: 99, b: 99.9, c: 95, d: 90, e: 50)');
    const b = budget(0, 0);
    const map = plainMap(group, us, b);
    expect(map.approximate).toBe(false);
    expect(map.affine).toHaveLength(5);
    expect(map.at(4, dec(r(1, 10)))?.approximate).toBe(false);
    expect([b.exactSteps, b.wideSteps]).toEqual([0, 0]);
    const fresh = new Budget();
    plainMap(group, us, fresh);
    expect(fresh.exactSteps).toBe(4_000);
  });

  it('parallel of one, two and three: b = Π of the others, a = 0, one map per member', () => {
    const one = groupOf('parallel(a: 99)');
    expect(exactly(plainMap(one.group, one.us, new Budget()).affine ?? [])).toEqual([
      { a: ZERO_R, b: ONE },
    ]);
    const two = groupOf('parallel(a: 99, b: 90)');
    expect(exactly(plainMap(two.group, two.us, new Budget()).affine ?? [])).toEqual([
      { a: ZERO_R, b: r(1, 10) },
      { a: ZERO_R, b: r(1, 100) },
    ]);
    const three = groupOf('parallel(a: 99, b: 90, c: 50)');
    const map = plainMap(three.group, three.us, new Budget());
    expect(exactly(map.affine ?? [])).toEqual([
      { a: ZERO_R, b: r(5, 100) },
      { a: ZERO_R, b: r(5, 1000) },
      { a: ZERO_R, b: r(1, 1000) },
    ]);
    expect(map.at(3, dec(r(1, 2)))).toBeNull();
  });

  it('parallel costs no budget and stays exact with none left', () => {
    const { group, us } = groupOf('parallel(a: 99, b: 90, c: 50)');
    const b = budget(0, 0);
    const map = plainMap(group, us, b);
    expect(map.approximate).toBe(false);
    expect(map.at(2, dec(ZERO_R))).toEqual({ u: dec(ZERO_R), approximate: false });
    expect([b.exactSteps, b.wideSteps]).toEqual([0, 0]);
  });

  it('failover: the primary and each standby, U = u₁((1 − c) + c Π standbys)', () => {
    // miss = 0.1, c = 0.9; u_p = 0.01, u_s1 = 0.001, u_s2 = 0.005.
    const { group, us } = groupOf('parallel[failover=90%](p: 99, s1: 99.9, s2: 99.5)');
    const b = budget(0, 0);
    const map = plainMap(group, us, b);
    const c = r(9, 10);
    const miss = r(1, 10);
    expect(exactly(map.affine ?? [])).toEqual([
      { a: ZERO_R, b: add(miss, mul(c, mul(r(1, 1000), r(5, 1000)))) },
      { a: mul(r(1, 100), miss), b: mul(r(1, 100), mul(c, r(5, 1000))) },
      { a: mul(r(1, 100), miss), b: mul(r(1, 100), mul(c, r(1, 1000))) },
    ]);
    expect(map.approximate).toBe(false);
    expect([b.exactSteps, b.wideSteps]).toEqual([0, 0]);
    // The primary at 50%: U = 0.5 · (0.1 + 0.9 · 0.000005).
    const got = map.at(0, dec(r(1, 2)));
    expect(got && toRational(got.u)).toEqual(mul(r(1, 2), add(miss, r(45, 10_000_000))));
  });

  it('failover with a primary alone: U = u₁ (no standby to miss)', () => {
    const { group, us } = groupOf('parallel[failover=90%](p: 99)');
    expect(exactly(plainMap(group, us, new Budget()).affine ?? [])).toEqual([
      { a: ZERO_R, b: ONE },
    ]);
  });
});

describe('plainMap: k-of-n maps agree with an enumeration of every state', () => {
  const cases: [string, Rational[], number][] = [
    ['2of3(a: 99, b: 99.9, c: 99.5)', [r(1, 100), r(1, 1000), r(5, 1000)], 2],
    ['1of3(a: 90, b: 99, c: 50)', [r(1, 10), r(1, 100), r(1, 2)], 1],
    ['3of3(a: 90, b: 99, c: 50)', [r(1, 10), r(1, 100), r(1, 2)], 3],
    ['2of4(a: 90, b: 99, c: 50, d: 99.9)', [r(1, 10), r(1, 100), r(1, 2), r(1, 1000)], 2],
    [
      '3of5(a: 90, b: 99, c: 50, d: 99.9, e: 80)',
      [r(1, 10), r(1, 100), r(1, 2), r(1, 1000), r(2, 10)],
      3,
    ],
  ];

  it.each(cases)('%s: every member’s a and b, exactly', (text, us, k) => {
    const g = groupOf(text);
    const map = plainMap(g.group, g.us, new Budget());
    expect(map.approximate).toBe(false);
    expect(exactly(map.affine ?? [])).toEqual(bruteAffine(us, k));
  });

  it('a what-if through the map is the enumeration with that member replaced', () => {
    // 2of3 with b at 20%: states with at most one member up.
    const { group, us } = groupOf('2of3(a: 99, b: 99.9, c: 99.5)');
    const got = plainMap(group, us, new Budget()).at(1, dec(r(2, 10)));
    expect(got?.approximate).toBe(false);
    expect(got && toRational(got.u)).toEqual(bruteKofN([r(1, 100), r(2, 10), r(5, 1000)], 2));
  });

  it('the first member has its map too (the loop runs down to index 0)', () => {
    const { group, us } = groupOf('2of4(a: 90, b: 99, c: 50, d: 99.9)');
    const map = plainMap(group, us, new Budget());
    expect(map.affine).toHaveLength(4);
    expect(map.at(0, dec(ZERO_R))).not.toBeNull();
    expect(map.at(4, dec(ZERO_R))).toBeNull();
  });
});

describe('k-of-n budget: exact steps of n · lost, a quarter when the inputs are short', () => {
  it('2of3 of short decimals (8 places): n · lost = 6 steps cost ⌈6/4⌉ = 2', () => {
    const { group, us } = groupOf('2of3(a: 99, b: 99.9, c: 99.5)');
    const b = new Budget();
    plainMap(group, us, b);
    expect([b.exactSteps, b.wideSteps]).toEqual([3_998, 600_000]);
  });

  it('3of5: lost = 3, n · lost = 15 steps cost ⌈15/4⌉ = 4', () => {
    const { group, us } = groupOf('3of5(a: 90, b: 99, c: 50, d: 99.9, e: 80)');
    const b = new Budget();
    plainMap(group, us, b);
    expect(b.exactSteps).toBe(3_996);
  });

  it('exactly 60 decimal places in all is still short: 3 × 10⁻²⁰ costs 2 of 6 steps', () => {
    const u = tenTo(20);
    const b = new Budget();
    const map = plainMap(bare('kofn', 2), [dec(u), dec(u), dec(u)], b);
    expect(b.exactSteps).toBe(3_998);
    expect(map.approximate).toBe(false);
    expect(exactly(map.affine ?? [])).toEqual(bruteAffine([u, u, u], 2));
  });

  it('63 decimal places (3 × 10⁻²¹) pay every step: 6', () => {
    const u = tenTo(21);
    const b = new Budget();
    const map = plainMap(bare('kofn', 2), [dec(u), dec(u), dec(u)], b);
    expect(b.exactSteps).toBe(3_994);
    expect(map.approximate).toBe(false);
    // Two down lose the quorum: a = P(both others down) = u², b = P(exactly one down) = 2u(1 − u).
    const a = mul(u, u);
    const slope = mul(mul(r(2), u), oneMinus(u));
    expect(exactly(map.affine ?? [])).toEqual([
      { a, b: slope },
      { a, b: slope },
      { a, b: slope },
    ]);
  });

  it('a budget of exactly the cost is enough, and is spent to zero', () => {
    const { group, us } = groupOf('2of3(a: 99, b: 99.9, c: 99.5)');
    const b = budget(2, 0);
    const map = plainMap(group, us, b);
    expect(map.approximate).toBe(false);
    expect(b.exactSteps).toBe(0);
    expect(exactly(map.affine ?? [])).toEqual(bruteAffine([r(1, 100), r(1, 1000), r(5, 1000)], 2));
  });

  it('one step short: double precision, marked approximate, the exact budget untouched', () => {
    const us = [r(1, 100), r(1, 1000), r(5, 1000)];
    const { group, us: decs } = groupOf('2of3(a: 99, b: 99.9, c: 99.5)');
    const b = budget(1, 0);
    const map = plainMap(group, decs, b);
    expect(map.approximate).toBe(true);
    expect(b.exactSteps).toBe(1);
    const want = bruteAffine(us, 2);
    (map.affine ?? []).forEach((f, i) => {
      const w = want[i] ?? { a: ONE, b: ONE };
      expect(relativeGap(toRational(f.a), w.a)).toBeLessThan(1e-12);
      expect(relativeGap(toRational(f.b), w.b)).toBeLessThan(1e-12);
    });
    expect(map.affine).toHaveLength(3);
    const got = map.at(2, dec(r(1, 2)));
    expect(got?.approximate).toBe(true);
    const whatIf = bruteKofN([r(1, 100), r(1, 1000), r(1, 2)], 2);
    expect(got && relativeGap(toRational(got.u), whatIf)).toBeLessThan(1e-12);
  });
});

describe('the member map of a quorum larger than its group: U = 1', () => {
  it('its member map: a = 1, b = 0 for every member, exact and free', () => {
    // Resolve refuses K > N in text, so the group is built by hand from a valid 2of2.
    const g = groupOf('2of2(a: 99, b: 99.9)');
    const left = budget(0, 0);
    // k = n + 2 as well: lost = n − k + 1 is then negative, not just 0.
    const further = plainMap({ ...g.group, k: 4 }, g.us, left);
    expect(exactly(further.affine ?? [])).toEqual([
      { a: ONE, b: ZERO_R },
      { a: ONE, b: ZERO_R },
    ]);
    const map = plainMap({ ...g.group, k: 3 }, g.us, left);
    expect(map.approximate).toBe(false);
    expect(exactly(map.affine ?? [])).toEqual([
      { a: ONE, b: ZERO_R },
      { a: ONE, b: ZERO_R },
    ]);
    const whatIf = map.at(1, dec(r(1, 2)));
    expect(whatIf && toRational(whatIf.u)).toEqual(ONE);
    expect(whatIf?.approximate).toBe(false);
  });
});
