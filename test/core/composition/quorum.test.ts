import { describe, expect, it } from 'vitest';
import { analyseTopology } from '@/core/composition/analyse';
import { toRational } from '@/core/composition/decimal';
import { quorumFacts, quorumText } from '@/core/composition/quorum';
import { ONE, rational } from '@/core/exact/rational';

describe('quorum helper', () => {
  it.each([
    [1, 1, 0],
    [3, 2, 1],
    [4, 3, 1],
    [5, 3, 2],
    [7, 4, 3],
  ])('N = %i: majority %i, tolerates %i', (n, majority, tolerates) => {
    const f = quorumFacts(n, rational(1n, 1000n));
    expect([f.majority, f.tolerates]).toEqual([majority, tolerates]);
  });

  it('3 replicas at 99.9%: a majority is reachable 99.9997002% of the time', () => {
    expect(toRational(quorumFacts(3, rational(1n, 1000n)).unavailability)).toEqual(
      rational(2998n, 10n ** 9n),
    );
  });

  it('5 replicas at 99.9%: U = 10u³ − 15u⁴ + 6u⁵ (hand-derived binomial tail)', () => {
    const u = rational(1n, 1000n);
    const expected = rational(10n * 10n ** 12n - 15n * 10n ** 9n + 6n * 10n ** 6n, 10n ** 21n);
    expect(toRational(quorumFacts(5, u).unavailability)).toEqual(expected);
  });

  it('no replicas: no majority can ever form, U = 1', () => {
    const f = quorumFacts(0, rational(1n, 1000n));
    expect(f.majority).toBe(1);
    expect(toRational(f.unavailability)).toEqual(ONE);
  });

  it.each([
    [1, '1of1(n1: 99.9)'],
    [3, '2of3(n1: 99.9, n2: 99.9, n3: 99.9)'],
    [4, '3of4(n1: 99.9, n2: 99.9, n3: 99.9, n4: 99.9)'],
  ])('the text of %i replicas: %s, and it evaluates to the helper’s U', (n, text) => {
    expect(quorumText(n, '99.9')).toBe(text);
    const a = analyseTopology(text);
    expect(a.evaluation && toRational(a.evaluation.total)).toEqual(
      toRational(quorumFacts(n, rational(1n, 1000n)).unavailability),
    );
  });
});
