import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isGroup, type BlockNode, type Topology } from '@/core/composition/ast';
import { tenth, toNumber, toRational, type Dec } from '@/core/composition/decimal';
import { setAvailability } from '@/core/composition/edit';
import { printTopology } from '@/core/composition/print';
import {
  compare,
  mul,
  ONE,
  rational,
  sub,
  toDecimalString,
  type Rational,
} from '@/core/exact/rational';
import { logKofNCcfU, logKofNU, relativeGap } from './float-oracle';
import { evaluationOf, treeArb } from './helpers';
import { logOf, members, percent, unavailability } from './large-inputs';
import { runs } from '../property-runs';

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
  it('on random trees with failover and common cause (fast-check)', () => {
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
  }, 20_000);
});
