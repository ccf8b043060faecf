import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nines } from '@/core/availability/downtime';
import { analyseTopology } from '@/core/composition/analyse';
import { printTopology } from '@/core/composition/print';
import { quorumFacts, quorumText } from '@/core/composition/quorum';
import { toRational } from '@/core/composition/decimal';
import {
  compare,
  mul,
  ONE,
  rational,
  sub,
  toDecimalString,
  type Rational,
} from '@/core/exact/rational';
import { bruteForceU } from './oracle';
import { leafCount, totalOf, treeArb } from './helpers';
import { runs } from '../property-runs';

const percent = (u: Rational) => toDecimalString(sub(ONE, u), 40).replace(/^0\./, '');
/** A as a percentage string: 1 − u = 0.999300109995 → "99.9300109995". */
function availabilityPercent(u: Rational): string {
  const digits = percent(u);
  return `${digits.slice(0, 2)}.${digits.slice(2)}`.replace(/\.$/, '');
}

describe('the composition worked examples', () => {
  it('series(lb 99.99, app 99.95, db 99.99) is 99.9300109995%, worse than every component', () => {
    const u = totalOf('series(lb: 99.99, app: 99.95, db: 99.99)');
    expect(availabilityPercent(u)).toBe('99.9300109995');
    expect(compare(u, rational(5n, 10_000n))).toBe(1);
  });

  it('a redundant database pair is 99.999999%, and the chain 99.94000400059995%', () => {
    const text = 'series(lb: 99.99, app: 99.95, parallel(db1: 99.99, db2: 99.99))';
    expect(availabilityPercent(totalOf(text))).toBe('99.94000400059995');
    const pair = analyseTopology(text).evaluation?.blocks.find(
      (b) => b.label === 'parallel(db1, db2)',
    );
    expect(pair && toRational(pair.u)).toEqual(rational(1n, 10n ** 8n));
  });

  it('2of3 of 99.9% has unavailability 2.998e-6 (99.9997002%)', () => {
    const u = totalOf('2of3(a: 99.9, b: 99.9, c: 99.9)');
    expect(u).toEqual(rational(2998n, 10n ** 9n));
    expect(availabilityPercent(u)).toBe('99.9997002');
  });

  it('two twelve-nines in parallel give exactly 24 nines, u = 1e-24', () => {
    const u = totalOf('parallel(a: 99.9999999999, b: 99.9999999999)');
    expect(u).toEqual(rational(1n, 10n ** 24n));
    expect(nines(u)).toBe(24);
  });

  it('reads component availabilities in scientific notation, 1e2 included as never failing', () => {
    expect(totalOf('series(a: 9.999e1, b: 99.99)')).toEqual(totalOf('series(a: 99.99, b: 99.99)'));
    for (const perfect of ['1e2', '1.0e2', '100%', '1e2%']) {
      expect(analyseTopology(`series(a: ${perfect}, b: 99.9)`).errors).toEqual([]);
      expect(totalOf(`series(a: ${perfect}, b: 99.9)`)).toEqual(totalOf('series(b: 99.9)'));
    }
  });

  it('two 99.9% in series give 99.8001%, in parallel 99.9999%', () => {
    expect(availabilityPercent(totalOf('series(a: 99.9, b: 99.9)'))).toBe('99.8001');
    expect(availabilityPercent(totalOf('parallel(a: 99.9, b: 99.9)'))).toBe('99.9999');
    expect(availabilityPercent(totalOf('a: 99.9\nb: 99.9'))).toBe('99.8001');
  });
});

describe('shares, weakest link and what-if', () => {
  it('in the classic chain the app tier owns 5/7 of the downtime, to first order', () => {
    const ev = analyseTopology('series(lb: 99.99, app: 99.95, db: 99.99)').evaluation;
    const app = ev?.blocks.find((b) => b.label === 'app');
    // Exactly: (U − U[app = 0]) / U with U[app = 0] = 1 − 0.9999² = 0.00019999.
    const expected = (0.000699890005 - 0.00019999) / 0.000699890005;
    expect(app?.share).toBeCloseTo(expected, 12);
    expect(ev?.weakest.map((b) => b.label)).toEqual(['app']);
  });

  it('marks every component tied for the largest share as the weakest link', () => {
    const labels = (text: string) =>
      analyseTopology(text).evaluation?.weakest.map((b) => b.label) ?? null;
    // A redundant pair: each member carries the pair's whole share (100% each).
    expect(labels('parallel(a: 99.9, b: 99.9)')).toEqual(['a', 'b']);
    expect(labels('series(lb: 99.99999, parallel(a: 99, b: 99, c: 99))')).toEqual(['a', 'b', 'c']);
    // Equal components in series tie too; a strictly larger share wins alone.
    expect(labels('series(a: 99.9, b: 99.9, c: 99.99)')).toEqual(['a', 'b']);
    expect(labels('series(a: 99.9, b: 99.95)')).toEqual(['a']);
    // U = 0: nobody.
    expect(labels('series(a: 100, b: 100)')).toEqual([]);
  });

  it('five nines on the database buys nothing while the app sits at 99.95%', () => {
    const ev = analyseTopology('series(lb: 99.99, app: 99.95, db: 99.99)').evaluation;
    const db = ev?.blocks.find((b) => b.label === 'db');
    const app = ev?.blocks.find((b) => b.label === 'app');
    // db at 99.999%: 1 − 0.9999 · 0.9995 · 0.99999 exactly.
    expect(db?.oneMoreNine && toRational(db.oneMoreNine)).toEqual(
      sub(ONE, rational(99940005n * 99999n, 10n ** 13n)),
    );
    expect(app?.oneMoreNine && toRational(app.oneMoreNine)).toEqual(
      sub(ONE, rational(9999n * 99995n * 9999n, 10n ** 13n)),
    );
  });

  it('each member of a redundant pair is in every failure of the pair: share 100%', () => {
    const ev = analyseTopology('parallel(a: 99, b: 99.9)').evaluation;
    // The pair itself, then a and b.
    expect(ev?.blocks.map((b) => b.share)).toEqual([1, 1, 1]);
  });
});

describe('evaluation agrees with an exact brute-force enumeration', () => {
  it('on random trees of series, parallel and k-of-n (fast-check)', () => {
    fc.assert(
      fc.property(
        treeArb({ withOptions: false }).filter((t) => leafCount(t) <= 9),
        (t) => {
          const ev = analyseTopology(printTopology(t)).evaluation;
          expect(ev).not.toBeNull();
          // Exact to the documented 60 significant digits (products of many decimals are
          // rounded there): the relative difference from the brute force is below 1e-59.
          const exact = bruteForceU(t);
          const diff = sub(toRational(ev!.total), exact);
          const size = rational(diff.num < 0n ? -diff.num : diff.num, diff.den);
          expect(compare(size, mul(exact, rational(1n, 10n ** 59n)))).toBeLessThanOrEqual(0);
        },
      ),
      { numRuns: runs(150) },
    );
  });

  it('1ofN is parallel and NofN is series, for any availabilities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 99_999 }), { minLength: 1, maxLength: 6 }),
        (vals) => {
          const members = vals.map((v, i) => `m${i}: ${v / 1000}`).join(', ');
          const n = vals.length;
          expect(totalOf(`1of${n}(${members})`)).toEqual(totalOf(`parallel(${members})`));
          expect(totalOf(`${n}of${n}(${members})`)).toEqual(totalOf(`series(${members})`));
        },
      ),
      { numRuns: runs(100) },
    );
  });

  it('adding a component in series never raises availability; adding a replica never lowers it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 1, max: 99_999 }),
        (a, b) => {
          const x = `x: ${a / 1000}`;
          const y = `y: ${b / 1000}`;
          expect(compare(totalOf(`series(${x}, ${y})`), totalOf(x))).toBeGreaterThanOrEqual(0);
          expect(compare(totalOf(`parallel(${x}, ${y})`), totalOf(x))).toBeLessThanOrEqual(0);
        },
      ),
    );
  });
});

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
