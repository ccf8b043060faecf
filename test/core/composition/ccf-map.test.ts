import { describe, expect, it } from 'vitest';
import { ccfMap } from '@/core/composition/ccf-map';
import { fromRational, toNumber, toRational } from '@/core/composition/decimal';
import { Budget } from '@/core/composition/overrides';
import { add, mul, rational, sub, ONE, type Rational } from '@/core/exact/rational';
import { logKofNU } from './float-oracle';
import { budget, groupOf } from './helpers';

/**
 * The member map of a group with a common cause, called directly: the what-ifs that move the
 * group's largest unavailability are recomputed, exactly within the budget, then in double
 * precision, then skipped. Expected values are the beta-factor formula worked by hand,
 * U = q꜀ + (1 − q꜀) · S((1 − β)·u) with q꜀ = β · max u, in rationals or plain doubles.
 */

const r = (n: number, d: number) => rational(BigInt(n), BigInt(d));
const dec = (n: number, d: number) => fromRational(r(n, d));
const oneMinus = (x: Rational) => sub(ONE, x);

/** q꜀ + (1 − q꜀) · s, in rationals. */
const withCommon = (qc: Rational, s: Rational) => add(qc, mul(oneMinus(qc), s));

describe('ccfMap: what-ifs that move the largest unavailability are recomputed exactly', () => {
  it('a member made worse than the worst: the common event grows with it', () => {
    // parallel[ccf=10%](a: 90, b: 99) with b at 50% unavailability: q꜀ = 0.1 · 0.5 = 0.05.
    const { group, us } = groupOf('parallel[ccf=10%](a: 90, b: 99)');
    const map = ccfMap(group, us, new Budget());
    const got = map.at(1, dec(1, 2));
    const s = mul(mul(r(9, 10), r(1, 10)), mul(r(9, 10), r(1, 2)));
    expect(got && toRational(got.u)).toEqual(withCommon(r(5, 100), s));
    expect(got?.approximate).toBe(false);
  });

  it('the worst member improved: q꜀ falls to β times the next worst, exactly', () => {
    // parallel[ccf=5%](a: 99, b: 99.9), a improved to 99.9: q꜀ = 0.05 · 0.001.
    const { group, us } = groupOf('parallel[ccf=5%](a: 99, b: 99.9)');
    const got = ccfMap(group, us, new Budget()).at(0, dec(1, 1000));
    const q = mul(r(95, 100), r(1, 1000));
    expect(got && toRational(got.u)).toEqual(withCommon(r(5, 100_000), mul(q, q)));
    expect(got?.approximate).toBe(false);
  });

  it('a what-if that keeps the worst member where it is uses the fixed common event', () => {
    // b improved: q꜀ stays 0.05 · 0.01.
    const { group, us } = groupOf('parallel[ccf=5%](a: 99, b: 99.9)');
    const budgetLeft = budget(4_000);
    const got = ccfMap(group, us, budgetLeft).at(1, dec(1, 10_000));
    const s = mul(mul(r(95, 100), r(1, 100)), mul(r(95, 100), r(1, 10_000)));
    expect(got && toRational(got.u)).toEqual(withCommon(r(5, 10_000), s));
    expect(budgetLeft.exactSteps).toBe(4_000);
  });

  it('the primary and a standby of equal unavailability are different what-ifs', () => {
    // parallel[failover=90%, ccf=10%](p: 99, s: 99) with one of them at 50%: q꜀ = 0.05;
    // independent parts 0.9 · 0.5 = 0.45 and 0.9 · 0.01 = 0.009; miss = 0.1.
    const { group, us } = groupOf('parallel[failover=90%, ccf=10%](p: 99, s: 99)');
    const map = ccfMap(group, us, new Budget());
    const high = r(45, 100);
    const low = r(9, 1000);
    const primaryDown = mul(high, add(r(1, 10), mul(r(9, 10), low)));
    const standbyDown = mul(low, add(r(1, 10), mul(r(9, 10), high)));
    const p = map.at(0, dec(1, 2));
    const s = map.at(1, dec(1, 2));
    expect(p && toRational(p.u)).toEqual(withCommon(r(5, 100), primaryDown));
    expect(s && toRational(s.u)).toEqual(withCommon(r(5, 100), standbyDown));
  });

  it('members of equal unavailability share one recomputation, and asking twice costs once', () => {
    const { group, us } = groupOf('parallel[ccf=10%](a: 99, b: 99, c: 99.9)');
    const left = budget(4_000);
    const map = ccfMap(group, us, left);
    const first = map.at(0, dec(1, 2));
    expect(left.exactSteps).toBe(4_000 - 3);
    const again = map.at(0, dec(1, 2));
    const other = map.at(1, dec(1, 2));
    expect(left.exactSteps).toBe(4_000 - 3);
    // q꜀ = 0.05; parts 0.45, 0.009, 0.0009.
    const expected = withCommon(r(5, 100), mul(mul(r(45, 100), r(9, 1000)), r(9, 10_000)));
    for (const v of [first, again, other]) expect(v && toRational(v.u)).toEqual(expected);
  });

  it.each([
    // [text, steps]: n for parallel; n · (min(k, n − k + 1) + 1) for k-of-n.
    ['parallel[ccf=10%](a: 90, b: 99)', 2],
    ['4of5[ccf=10%](a: 90, b: 99, c: 99, d: 99, e: 99)', 5 * 3],
    ['2of5[ccf=10%](a: 90, b: 99, c: 99, d: 99, e: 99)', 5 * 3],
    ['3of7[ccf=10%](a: 90, b: 99, c: 99, d: 99, e: 99, f: 99, g: 99)', 7 * 4],
  ])('%s: one recomputation costs %i exact steps', (text, steps) => {
    const { group, us } = groupOf(text);
    const left = budget(4_000);
    // Building the map takes the k-of-n programme's own steps; count from there.
    const map = ccfMap(group, us, left);
    const before = left.exactSteps;
    map.at(0, dec(1, 1000));
    expect(left.exactSteps).toBe(before - steps);
  });
});

describe('ccfMap: past the exact budget, in double precision; past both, skipped', () => {
  /** P(fewer than k of the parts up), from the log-space oracle (float-oracle.ts). */
  const kOfN = (qs: readonly number[], k: number) => Math.exp(logKofNU(qs, k));

  const ccf = (beta: number, us: readonly number[], s: (qs: number[]) => number) => {
    const qc = beta * Math.max(...us);
    return qc + (1 - qc) * s(us.map((u) => (1 - beta) * u));
  };

  it.each([
    {
      text: '2of3[ccf=10%](a: 90, b: 99, c: 99.9)',
      expected: ccf(0.1, [0.01, 0.01, 0.001], (qs) => kOfN(qs, 2)),
    },
    {
      text: '3of4[ccf=20%](a: 90, b: 99, c: 95, d: 99.9)',
      expected: ccf(0.2, [0.01, 0.01, 0.05, 0.001], (qs) => kOfN(qs, 3)),
    },
    {
      text: 'parallel[failover=90%, ccf=10%](p: 90, s: 99, t: 99.9)',
      expected: ccf(0.1, [0.01, 0.01, 0.001], ([p = 0, s = 0, t = 0]) => p * (0.1 + 0.9 * s * t)),
    },
    {
      text: 'parallel[ccf=10%](a: 90, b: 99, c: 99.5)',
      expected: ccf(0.1, [0.01, 0.01, 0.005], ([a = 0, b = 0, c = 0]) => a * b * c),
    },
  ])('$text, the worst member at 99%', ({ text, expected }) => {
    const { group, us } = groupOf(text);
    const got = ccfMap(group, us, budget(0)).at(0, dec(1, 100));
    expect(got?.approximate).toBe(true);
    expect(Math.abs(toNumber(got!.u) / expected - 1)).toBeLessThan(1e-13);
    // The same what-if within the exact budget: the exact value.
    const exact = ccfMap(group, us, budget(4_000)).at(0, dec(1, 100));
    expect(exact?.approximate).toBe(false);
    expect(Math.abs(toNumber(exact!.u) / expected - 1)).toBeLessThan(1e-13);
  });

  it('with neither budget left, the what-if is skipped (null)', () => {
    const { group, us } = groupOf('2of3[ccf=10%](a: 90, b: 99, c: 99.9)');
    const map = ccfMap(group, us, budget(0, 0));
    expect(map.at(0, dec(1, 100))).toBeNull();
    // What-ifs that keep the worst member cost nothing and still answer.
    expect(map.at(1, dec(1, 1000))).not.toBeNull();
  });
});
