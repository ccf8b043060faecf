import { describe, expect, it } from 'vitest';
import { toNumber, toRational } from '@/core/composition/decimal';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { rational } from '@/core/exact/rational';
import { logKofNCcfU, relativeGap } from './float-oracle';
import { evaluationOf } from './helpers';
import { logOf, members, unavailability } from './large-inputs';

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
