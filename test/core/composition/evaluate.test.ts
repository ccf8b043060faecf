import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nines } from '@/core/availability/downtime';
import { isGroup, type BlockNode, type Topology } from '@/core/composition/ast';
import { analyseTopology } from '@/core/composition/analyse';
import { tenth, toNumber, toRational, type Dec } from '@/core/composition/decimal';
import { setAvailability } from '@/core/composition/edit';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { printTopology } from '@/core/composition/print';
import { createRng, type Rng } from '@/core/random/prng';
import {
  add,
  compare,
  mul,
  ONE,
  rational,
  sub,
  toDecimalString,
  toNumber as ratNumber,
  type Rational,
} from '@/core/exact/rational';
import { logKofNCcfU, logKofNU, relativeGap } from './float-oracle';
import {
  evaluationOf,
  leafCount,
  logOf,
  members,
  percent,
  totalOf,
  treeArb,
  unavailability,
} from './helpers';
import { bruteForceU } from './oracle';
import { propertyTimeout, runs } from '../property-runs';

const availabilityDigits = (u: Rational) => toDecimalString(sub(ONE, u), 40).replace(/^0\./, '');
/** A as a percentage string: 1 − u = 0.999300109995 → "99.9300109995". */
function availabilityPercent(u: Rational): string {
  const digits = availabilityDigits(u);
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

/**
 * The evaluator's paths that ordinary topologies do not reach: a total of zero, a total rounded
 * to the working precision, shares far below the total's last digit, double-precision maps, and
 * what-ifs skipped when the work budget runs out. Expected values are worked by hand or come from
 * the log-space oracle (float-oracle.ts), which shares no code with the model.
 */

const byLabel = (ev: Evaluation, label: string): BlockEval => {
  const block = ev.blocks.find((b) => b.label === label);
  if (!block) throw new Error(`no block ${label}: ${ev.blocks.map((b) => b.label).join(', ')}`);
  return block;
};

describe('labels', () => {
  it('a group shows up to three members, then the first two and an ellipsis', () => {
    const ev = evaluationOf(
      'series(parallel(a: 99, b: 99, c: 99, d: 99), parallel(e: 99, f: 99, g: 99), 2of3(h: 99, i: 99, j: 99))',
    );
    expect(ev.blocks.map((b) => b.label).slice(0, 2)).toEqual([
      'series(parallel(a, b, …), parallel(e, f, g), 2of3(h, i, j))',
      'parallel(a, b, …)',
    ]);
    expect(ev.blocks.filter((b) => !b.isComponent).map((b) => b.label)).toEqual([
      'series(parallel(a, b, …), parallel(e, f, g), 2of3(h, i, j))',
      'parallel(a, b, …)',
      'parallel(e, f, g)',
      '2of3(h, i, j)',
    ]);
  });
});

describe('a total of zero: no shares, nothing skipped', () => {
  it('parallel(a: 100, b: 99): U = 0, every share null, every what-if 0', () => {
    const ev = evaluationOf('parallel(a: 100, b: 99)');
    expect(ev.total.m).toBe(0n);
    expect(ev.blocks).toHaveLength(3);
    for (const b of ev.blocks) {
      expect(b.share).toBeNull();
      expect(b.approximate).toBe(false);
      expect(b.oneMoreNine?.m).toBe(0n);
    }
    expect(ev.weakest).toEqual([]);
    expect(ev.skipped).toBe(0);
    expect(ev.exact).toBe(true);
  });
});

describe('exactness', () => {
  it('a total within 60 significant digits is exact', () => {
    const ev = evaluationOf('a: 99, b: 99.9');
    expect(ev.exact).toBe(true);
    expect(toRational(ev.total)).toEqual(rational(10_990n, 1_000_000n));
  });

  it('twenty blocks of 99.99999% in series need 140 digits: the total is rounded', () => {
    const text = Array.from({ length: 20 }, (_, i) => `b${i}: 99.99999`).join(', ');
    const ev = evaluationOf(text);
    expect(ev.exact).toBe(false);
    expect(ev.total.exact).toBe(false);
    expect(ev.blocks.every((b) => b.u.exact)).toBe(true);
    // 1 − (1 − 10⁻⁷)²⁰ = 20·10⁻⁷ − 190·10⁻¹⁴ + 1140·10⁻²¹ − …
    expect(Math.abs(toNumber(ev.total) / 1.99999810000114e-6 - 1)).toBeLessThan(1e-15);
  });

  it('a share far below the total’s last digit is still its own (β·u/U, no cancellation)', () => {
    // Three replicas of u = 10⁻²² in parallel: 10⁻⁶⁶. In series with a 50% block, U = 0.5 +
    // 0.5·10⁻⁶⁶ rounds to 0.5 at 60 digits, so U − U[b perfect] would be 0; each replica's share
    // is (0.5 · 10⁻⁶⁶) / U = 10⁻⁶⁶.
    const tiny = `99.${'9'.repeat(20)}`;
    const ev = evaluationOf(`a: 50, parallel(b: ${tiny}, c: ${tiny}, d: ${tiny})`);
    expect(ev.exact).toBe(false);
    for (const label of ['parallel(b, c, d)', 'b', 'c', 'd']) {
      const share = byLabel(ev, label).share;
      expect(Math.abs(share! / 1e-66 - 1)).toBeLessThan(1e-12);
    }
    expect(byLabel(ev, 'a').share).toBe(1);
  });
});

describe('double-precision maps mark their blocks approximate, and only those', () => {
  it('a 240of480 quorum beyond the exact budget, in series with one component', () => {
    const text = `z: 99, 240of480(series(x: 90, y: 99.9), ${members(479)})`;
    const ev = evaluationOf(text);
    const approximate = (label: string) => byLabel(ev, label).approximate;
    expect(approximate('z')).toBe(false);
    expect(approximate('240of480(series(x, y), m0, …)')).toBe(false);
    expect(approximate('series(x, y)')).toBe(true);
    // Nested under the quorum: its member map is exact, but the quorum's is not.
    expect(approximate('x')).toBe(true);
    expect(approximate('m0')).toBe(true);
    expect(ev.skipped).toBe(0);
  });

  it('a common cause with exact maps throughout: nothing approximate, nested blocks included', () => {
    const ev = evaluationOf('parallel[ccf=5%](series(x: 99, y: 99.9), b: 99.9)');
    expect(ev.blocks).toHaveLength(5);
    for (const b of ev.blocks) {
      expect(b.approximate).toBe(false);
      expect(b.share).not.toBeNull();
      expect(b.oneMoreNine).not.toBeNull();
    }
  });

  it('a share computed exactly and a what-if in double precision: the block says approximate', () => {
    // 32of63[ccf=5%] of one 90% member and 62 perfect ones. The quorum's own map takes 504 exact
    // steps; making a perfect (U[a perfect] = 0) takes 63 · 33 = 2,079; its what-if needs as many
    // again, with 1,417 left, so it runs in double precision.
    const perfect = Array.from({ length: 62 }, (_, i) => `n${i}: 100`).join(', ');
    const ev = evaluationOf(`32of63[ccf=5%](a: 90, ${perfect})`);
    // U = q꜀ = 0.05 · 0.1: no 32 members can be down without the common event.
    expect(toRational(ev.total)).toEqual(rational(5n, 1000n));
    const a = byLabel(ev, 'a');
    expect(a.share).toBe(1);
    expect(Math.abs(toNumber(a.oneMoreNine!) / 0.0005 - 1)).toBeLessThan(1e-14);
    expect(a.approximate).toBe(true);
  });
});

describe('what-ifs past the work budget are skipped, and counted', () => {
  /** The group's unavailabilities: the series(x: 90, y: 99.9) first, then the m members. */
  const groupUs = (n: number, first = 1 - 0.9 * 0.999) => [
    first,
    ...Array.from({ length: n - 1 }, (_, i) => unavailability(i)),
  ];

  it('249of497[ccf=5%] whose worst member is a series: its second member gets neither', () => {
    // Each recomputation of the group costs 497 · 250 = 124,250 double-precision steps; the
    // budget of 600,000 covers four: the series' share and what-if, then x's. y gets neither.
    const text = `249of497[ccf=5%](series(x: 90, y: 99.9), ${members(496)})`;
    const ev = evaluationOf(text);
    const us = groupUs(497);
    const total = logKofNCcfU(us, 249, 0.05);
    expect(relativeGap(logOf(ev.total), total)).toBeLessThan(1e-9);

    const series = byLabel(ev, 'series(x, y)');
    const x = byLabel(ev, 'x');
    const y = byLabel(ev, 'y');
    const at = (first: number) => logKofNCcfU(groupUs(497, first), 249, 0.05);
    expect(relativeGap(logOf(series.oneMoreNine!), at(us[0]! / 10))).toBeLessThan(1e-9);
    expect(series.share).toBeCloseTo(-Math.expm1(at(0) - total), 9);
    expect(relativeGap(logOf(x.oneMoreNine!), at(1 - 0.99 * 0.999))).toBeLessThan(1e-9);
    expect(x.share).toBeCloseTo(-Math.expm1(at(0.001) - total), 9);
    for (const b of [series, x]) expect(b.approximate).toBe(true);

    expect(y.share).toBeNull();
    expect(y.oneMoreNine).toBeNull();
    expect(y.approximate).toBe(false);
    expect(ev.skipped).toBe(1);
    expect(ev.blocks.filter((b) => b.share === null || b.oneMoreNine === null)).toEqual([y]);
  });

  it('235of470[ccf=5%]: five recomputations fit, so y keeps its share and loses its what-if', () => {
    // 470 · 236 = 110,920 steps each: five fit in 600,000, the sixth (y's what-if) does not.
    const text = `235of470[ccf=5%](series(x: 90, y: 99.9), ${members(469)})`;
    const ev = evaluationOf(text);
    const us = groupUs(470);
    const total = logKofNCcfU(us, 235, 0.05);
    const y = byLabel(ev, 'y');
    const perfectY = logKofNCcfU(groupUs(470, 0.1), 235, 0.05);
    expect(y.share).toBeCloseTo(-Math.expm1(perfectY - total), 9);
    expect(y.oneMoreNine).toBeNull();
    expect(y.approximate).toBe(true);
    expect(ev.skipped).toBe(1);
  });
});

const r = (num: bigint, den: bigint) => rational(num, den);

describe('failover success (imperfect coverage), hand-derived', () => {
  it('two 99.99% with failover 99.9%: U = u₁((1 − c) + c·u₂) = 1.0999e-7', () => {
    const u = r(1n, 10_000n);
    const c = r(999n, 1000n);
    const expected = mul(u, add(sub(ONE, c), mul(c, u)));
    expect(expected).toEqual(r(10999n, 10n ** 11n));
    expect(totalOf('parallel[failover=99.9%](p: 99.99, s: 99.99)')).toEqual(expected);
  });

  it('perfect failover is plain parallel; failover 0% leaves only the primary', () => {
    expect(totalOf('parallel[failover=100%](p: 99, s: 98)')).toEqual(
      totalOf('parallel(p: 99, s: 98)'),
    );
    expect(totalOf('parallel[failover=0%](p: 99, s: 98)')).toEqual(r(1n, 100n));
  });

  it('three members: the switch is tried once, then any standby will do', () => {
    // u₁((1 − c) + c·u₂·u₃) with u = 1%, 2%, 3% and c = 90%.
    const expected = mul(r(1n, 100n), add(r(1n, 10n), mul(r(9n, 10n), r(6n, 10_000n))));
    expect(totalOf('parallel[failover=90%](a: 99, b: 98, c: 97)')).toEqual(expected);
  });
});

describe('common-cause failures (beta factor), hand-derived', () => {
  it('1oo2 at 99.9% with β = 5%: U = βu + (1 − βu)((1 − β)u)² = 5.0902454875e-5', () => {
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9)')).toEqual(r(50902454875n, 10n ** 15n));
  });

  it('2of3 at 99.9% with β = 10%: U = q꜀ + (1 − q꜀)(3q² − 2q³), q = u − q꜀', () => {
    const qc = r(1n, 10_000n);
    const q = r(9n, 10_000n);
    const twoOfThree = sub(mul(r(3n, 1n), mul(q, q)), mul(r(2n, 1n), mul(q, mul(q, q))));
    const expected = add(qc, mul(sub(ONE, qc), twoOfThree));
    expect(totalOf('2of3[ccf=10%](a: 99.9, b: 99.9, c: 99.9)')).toEqual(expected);
  });

  it('different members: the common event is β · max uᵢ, each keeps (1 − β)·uᵢ', () => {
    // u = 1% and 2%, β = 50%: q꜀ = 0.5 · 2% = 1%, independent parts 0.5% and 1%.
    // U = 1% + 99% · (0.5% · 1%) = 0.01 + 0.99 · 0.00005 = 0.0100495.
    const expected = add(r(1n, 100n), mul(r(99n, 100n), mul(r(5n, 1000n), r(1n, 100n))));
    expect(expected).toEqual(r(100495n, 10n ** 7n));
    expect(totalOf('parallel[ccf=50%](a: 99, b: 98)')).toEqual(expected);
  });

  it('a better third replica: parallel[ccf=5%](a: 99.9, b: 99.9, c: 99.99)', () => {
    // q꜀ = 5% · 1e-3 = 5e-5; parts 9.5e-4, 9.5e-4, 9.5e-5; S = 9.5e-4² · 9.5e-5 = 8.57375e-11.
    // U = 5e-5 + (1 − 5e-5) · 8.57375e-11 = 5e-5 + 8.57375e-11 − 4.286875e-15
    //   = 5.0000085733213125e-5: the pair's 5.0902454875e-5 barely moves, the cap stays.
    const qc = r(5n, 100_000n);
    const s = mul(mul(r(95n, 100_000n), r(95n, 100_000n)), r(95n, 1_000_000n));
    const expected = add(qc, mul(sub(ONE, qc), s));
    expect(expected).toEqual(r(50000085733213125n, 10n ** 21n));
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9, c: 99.99)')).toEqual(expected);
    // With c perfect, S = 0 and U is the common event alone: exactly 5e-5.
    expect(totalOf('parallel[ccf=5%](a: 99.9, b: 99.9, c: 100)')).toEqual(qc);
  });

  it('adding a better replica or making a member perfect never takes U below β · max u of the others', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('90', '99', '99.5', '99.9', '99.99', '99.9999'), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.constantFrom('99.99', '99.99999', '100'),
        fc.constantFrom('5', '20', '50', '100'),
        fc.boolean(),
        (values, better, beta, quorum) => {
          const all = [...values, better];
          const members = all.map((v, i) => `m${i}: ${v}`).join(', ');
          const head = quorum && all.length > 1 ? `${all.length - 1}of${all.length}` : 'parallel';
          const total = totalOf(`${head}[ccf=${beta}%](${members})`);
          const worst = values
            .map((v) => sub(ONE, rational(BigInt(Math.round(Number(v) * 1e4)), 1_000_000n)))
            .reduce((a, b) => (compare(a, b) < 0 ? b : a));
          const floor = mul(rational(BigInt(beta), 100n), worst);
          expect(compare(total, floor)).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: runs(200) },
    );
  });

  it('two zones with a shared dependency: the preset, derived by hand', () => {
    const zone = sub(ONE, r(9999n * 9995n * 9999n, 10n ** 12n));
    const qc = mul(r(5n, 100n), zone);
    const q = sub(zone, qc);
    const pair = add(qc, mul(sub(ONE, qc), mul(q, q)));
    const dns = r(1n, 10_000n);
    const expected = add(dns, mul(pair, sub(ONE, dns)));
    const text =
      'series(dns: 99.99, parallel[ccf=5%](series(lb-a: 99.99, app-a: 99.95, db-a: 99.99), series(lb-b: 99.99, app-b: 99.95, db-b: 99.99)))';
    expect(totalOf(text)).toEqual(expected);
    // The common cause caps the pair near β·u: far above the u² that independence would give.
    expect(ratNumber(pair)).toBeGreaterThan(ratNumber(mul(zone, zone)) * 50);
  });

  it('ccf 0% changes nothing; ccf 100% makes the group as good as its worst member', () => {
    expect(totalOf('parallel[ccf=0%](a: 99, b: 98)')).toEqual(totalOf('parallel(a: 99, b: 98)'));
    // q꜀ = 1 · 2%, independent parts 0: U = 2%.
    expect(totalOf('parallel[ccf=100%](a: 99, b: 98)')).toEqual(r(2n, 100n));
  });
});

/**
 * A seeded Monte Carlo of the same models, written from the story rather than the formulas:
 * draw each component up or down, the common-cause event, the switch-over; count outages.
 */
function simulate(
  trials: number,
  seed: number,
  draw: (rng: Rng) => boolean,
): { p: number; se: number } {
  const rng = createRng(seed);
  let down = 0;
  for (let i = 0; i < trials; i++) if (draw(rng)) down += 1;
  const p = down / trials;
  return { p, se: Math.sqrt((p * (1 - p)) / trials) };
}

const bern = (rng: Rng, p: number) => rng.next() < p;

describe('a seeded Monte Carlo agrees within 4 standard errors (two-sided, ≈ 99.994%)', () => {
  const TRIALS = 400_000;

  it('failover: primary 90%, standbys 85% and 80%, switch works 90%', () => {
    const { p, se } = simulate(TRIALS, 7, (rng) => {
      const primaryDown = bern(rng, 0.1);
      const standbysDown = bern(rng, 0.15) && bern(rng, 0.2);
      const switchFails = bern(rng, 0.1);
      return primaryDown && (switchFails || standbysDown);
    });
    const exact = ratNumber(totalOf('parallel[failover=90%](p: 90, s1: 85, s2: 80)'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });

  it('ccf: 2of3 of 80%, 85%, 90% with β = 20%, in series with a 99% load balancer', () => {
    // The common event has probability β · max u = 4%; each member fails on its own with (1 − β)·u.
    const us = [0.2, 0.15, 0.1];
    const qc = 0.2 * Math.max(...us);
    const { p, se } = simulate(TRIALS, 11, (rng) => {
      const lbDown = bern(rng, 0.01);
      const common = bern(rng, qc);
      const failures = us.filter((u) => bern(rng, 0.8 * u)).length;
      return lbDown || common || failures >= 2;
    });
    const exact = ratNumber(totalOf('series(lb: 99, 2of3[ccf=20%](a: 80, b: 85, c: 90))'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });

  it('both at once: parallel[failover=95%, ccf=10%] of 90% and 90%', () => {
    const qc = 0.1 * 0.1;
    const { p, se } = simulate(TRIALS, 13, (rng) => {
      const common = bern(rng, qc);
      const primaryDown = bern(rng, 0.9 * 0.1);
      const standbyDown = bern(rng, 0.9 * 0.1);
      const switchFails = bern(rng, 0.05);
      return common || (primaryDown && (switchFails || standbyDown));
    });
    const exact = ratNumber(totalOf('parallel[failover=95%, ccf=10%](p: 90, s: 90)'));
    expect(Math.abs(p - exact)).toBeLessThan(4 * se);
  });
});

/** a / b for two decimals m·10^e, as a double even when both are far below the smallest double. */
function decRatio(a: Dec, b: Dec): number {
  if (a.m === 0n) return 0;
  // Scale both mantissas to 17 significant digits, then divide and apply the exponent gap.
  const digits = (m: bigint) => m.toString().replace('-', '').length;
  const shrink = (d: Dec) => {
    const cut = Math.max(0, digits(d.m) - 17);
    return { m: Number(d.m / 10n ** BigInt(cut)), e: d.e + cut };
  };
  const x = shrink(a);
  const y = shrink(b);
  return (x.m / y.m) * 10 ** (x.e - y.e);
}

describe('large quorums: exact to the working precision', () => {
  it('60of120 of distinct availabilities equals the exact value rounded to 60 digits', () => {
    // Oracle: the same distribution in scaled integers (every u = 1 − A/100 has 7 decimals).
    const n = 120;
    const k = 60;
    const scale = 10_000_000n;
    const a = Array.from({ length: n }, (_, i) => scale - BigInt(percent(i).replace('.', '')));
    const lost = n - k + 1;
    let dist: bigint[] = [1n, ...Array.from({ length: lost }, () => 0n)];
    for (const ai of a) {
      dist = dist.map((p, f) =>
        f === lost
          ? p * scale + (dist[f - 1] ?? 0n) * ai
          : p * (scale - ai) + (f > 0 ? (dist[f - 1] ?? 0n) * ai : 0n),
      );
    }
    const exact: Rational = rational(dist[lost] ?? 0n, scale ** BigInt(n));
    const total = evaluationOf(`${k}of${n}(${members(n)})`).total;
    expect(total.exact).toBe(false);
    // Within half a unit in the 60th significant digit.
    const ulp = rational(10n ** BigInt(Math.max(0, -(total.e + total.m.toString().length - 60))));
    const gap = sub(toRational(total), exact);
    const abs = compare(gap, rational(0n)) < 0 ? mul(gap, -1n) : gap;
    expect(compare(mul(abs, mul(ulp, 2n)), ONE)).toBeLessThanOrEqual(0);
  });
});

describe('worst cases of 500 blocks agree with an independent floating-point computation', () => {
  const us = Array.from({ length: 499 }, (_, i) => unavailability(i));
  const sample = [0, 1, 137, 250, 498];

  it('250of499 of distinct availabilities: total, shares and what-ifs', () => {
    const ev = evaluationOf(`250of499(${members(499)})`);
    const total = logKofNU(us, 250);
    expect(relativeGap(logOf(ev.total), total)).toBeLessThan(1e-9);
    expect(ev.skipped).toBe(0);
    for (const i of sample) {
      const block = ev.blocks[i + 1];
      expect(block?.label).toBe(`m${i}`);
      const tenthOff = logKofNU(
        us.map((u, j) => (j === i ? u / 10 : u)),
        250,
      );
      expect(relativeGap(logOf(block!.oneMoreNine!), tenthOff)).toBeLessThan(1e-9);
      const perfect = logKofNU(
        us.map((u, j) => (j === i ? 0 : u)),
        250,
      );
      expect(block!.share).toBeCloseTo(-Math.expm1(perfect - total), 9);
    }
  });

  it.each([
    [250, 5],
    [2, 5],
    [498, 20],
  ])(
    '%iof499 with a common cause of %i percent: total and shares; what-ifs right or skipped',
    (k, beta) => {
      const ev = evaluationOf(`${k}of499[ccf=${beta}%](${members(499)})`);
      const total = logKofNCcfU(us, k, beta / 100);
      expect(relativeGap(logOf(ev.total), total)).toBeLessThan(1e-9);
      for (const i of sample) {
        const block = ev.blocks[i + 1]!;
        const perfect = logKofNCcfU(
          us.map((u, j) => (j === i ? 0 : u)),
          k,
          beta / 100,
        );
        expect(block.share).toBeCloseTo(-Math.expm1(perfect - total), 9);
        if (block.oneMoreNine) {
          const tenthOff = logKofNCcfU(
            us.map((u, j) => (j === i ? u / 10 : u)),
            k,
            beta / 100,
          );
          expect(relativeGap(logOf(block.oneMoreNine), tenthOff)).toBeLessThan(1e-9);
        }
      }
      // Only what-ifs that move the group's largest unavailability (its worst member) can be
      // skipped, and the evaluation says how many.
      const largest = Math.max(...us);
      const skipped = ev.blocks.filter((b) => b.oneMoreNine === null);
      expect(skipped).toHaveLength(ev.skipped);
      for (const b of skipped) expect(toNumber(b.u)).toBe(largest);
    },
  );

  it('parallel[failover=99%, ccf=5%] of 499: every share and what-if, none skipped', () => {
    const ev = evaluationOf(`parallel[failover=99%, ccf=5%](${members(499)})`);
    expect(ev.skipped).toBe(0);
    expect(ev.blocks.every((b) => b.oneMoreNine !== null && b.share !== null)).toBe(true);
    // The common event and the primary down with the switch failing dominate:
    // U ≈ q꜀ + (1 − q꜀)·(1 − β)·u₁·1%, q꜀ = β · max u.
    const qc = 0.05 * Math.max(...us);
    const expected = qc + (1 - qc) * 0.95 * us[0]! * 0.01;
    expect(Math.abs(toNumber(ev.total) / expected - 1)).toBeLessThan(1e-3);
  });

  it('a 500-block series of distinct availabilities: shares add up to about the total', () => {
    const ev = evaluationOf(`series(${members(499)})`);
    const expected = -Math.expm1(us.reduce((s, u) => s + Math.log1p(-u), 0));
    expect(Math.abs(toNumber(ev.total) / expected - 1)).toBeLessThan(1e-12);
    for (const i of sample) {
      const without = -Math.expm1(us.reduce((s, u, j) => (j === i ? s : s + Math.log1p(-u)), 0));
      expect(ev.blocks[i + 1]!.share).toBeCloseTo((expected - without) / expected, 10);
    }
  });
});

/** Every component's path in the tree, in text order. */
function componentPaths(t: Topology): number[][] {
  const out: number[][] = [];
  const visit = (n: BlockNode, path: number[]) => {
    if (isGroup(n)) n.members.forEach((m, i) => visit(m, [...path, i]));
    else out.push(path);
  };
  t.blocks.forEach((b, i) => visit(b, [i]));
  return out;
}

/** The availability text of an unavailability u, exactly. */
const availabilityText = (u: Rational) => toDecimalString(mul(sub(ONE, u), 100n), 80);

describe('shares and what-ifs equal re-evaluating the edited topology', () => {
  it(
    'on random trees with failover and common cause (fast-check)',
    () => {
      fc.assert(
        fc.property(treeArb({ withOptions: true, depth: 3 }), (t) => {
          const ev = evaluationOf(printTopology(t));
          for (const path of componentPaths(t)) {
            const block = ev.blocks.find((b) => b.path.join('.') === path.join('.'));
            expect(block).toBeDefined();
            if (!block?.oneMoreNine) continue;
            const better = evaluationOf(
              printTopology(setAvailability(t, path, availabilityText(toRational(tenth(block.u))))),
            );
            if (ev.exact && better.exact && !block.approximate) {
              expect(toRational(block.oneMoreNine)).toEqual(toRational(better.total));
            }
            const perfect = evaluationOf(printTopology(setAvailability(t, path, '100')));
            if (ev.total.m !== 0n && block.share !== null) {
              // Clamped to [0, 1] as the model does (with ccf, making the worst member perfect also
              // shrinks the common event to β times the next worst, which moves U non-linearly).
              // Exact ratio: a total below the smallest double must not make the check compare the
              // share with itself.
              const raw = 1 - decRatio(perfect.total, ev.total);
              const expected = Math.min(1, Math.max(0, raw));
              expect(Math.abs(block.share - expected)).toBeLessThan(1e-9);
            }
          }
        }),
        { numRuns: runs(100) },
      );
    },
    propertyTimeout(20_000),
  );
});
