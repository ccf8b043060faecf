import { describe, expect, it } from 'vitest';
import { analyseTopology } from '@/core/composition/analyse';
import type { BlockEval } from '@/core/composition/evaluate';
import { contributionBars, contributionTable } from '@/features/composition/contribution-data';

/** The chart's components as the panel passes them: with a share, largest first. */
function chartComponents(text: string) {
  const evaluation = analyseTopology(text).evaluation;
  if (!evaluation) throw new Error(`does not evaluate: ${text}`);
  const components = evaluation.blocks
    .filter((b: BlockEval) => b.isComponent && b.share !== null)
    .sort((a, b) => (b.share ?? 0) - (a.share ?? 0));
  return { components, weakest: evaluation.weakest };
}

const shareOf = (table: ReturnType<typeof contributionTable>, name: string) =>
  Number(table?.rows.find((r) => r[0]?.text === name)?.[1]?.value);

describe('contribution chart data', () => {
  it('gives the worked example’s shares in closed form, one row per component, largest first', () => {
    const { components, weakest } = chartComponents(
      'series(lb: 99.99, app: 99.95, parallel(db1: 99.99, db2: 99.99))',
    );
    const table = contributionTable(components, weakest);
    // Series: a block's share is u_k · Π_{j≠k} (1 − u_j) / U, U = 1 − Π (1 − u_j); the pair is
    // one block of u = 10⁻⁸, and each member carries the pair's whole share.
    const [lb, app, db] = [1e-4, 5e-4, 1e-8];
    const total = 1 - (1 - lb) * (1 - app) * (1 - db);
    expect(table?.rows.map((r) => r[0]?.text)).toEqual(['app', 'lb', 'db1', 'db2']);
    expect(shareOf(table, 'app')).toBeCloseTo((app * (1 - lb) * (1 - db)) / total, 12);
    expect(shareOf(table, 'lb')).toBeCloseTo((lb * (1 - app) * (1 - db)) / total, 12);
    for (const name of ['db1', 'db2']) {
      expect(shareOf(table, name) / ((db * (1 - lb) * (1 - app)) / total) - 1).toBeCloseTo(0, 9);
    }
    expect(table?.rows[0]?.[1]?.text).toBe('83.3%');
    expect(table?.rows[1]?.[1]?.text).toBe('16.7%');
    expect(table?.rows.map((r) => r[3]?.text)).toEqual(['yes', 'no', 'no', 'no']);
    expect(table?.rows[0]?.[2]?.text).toBe('99.95%');
  });

  it('the shares of a series group’s members sum to the group’s share, to first order', () => {
    // parallel(series(a, b), c): the series block's share is 1 (U = u_s·u_c, and u_s → 0 takes
    // all of it); a's share is u_a(1 − u_b)/u_s, so a + b = (u_a + u_b − 2·u_a·u_b)/u_s.
    const { components, weakest } = chartComponents('parallel(series(a: 99, b: 99.5), c: 90)');
    const table = contributionTable(components, weakest);
    const [ua, ub] = [0.01, 0.005];
    const us = ua + ub - ua * ub;
    expect(shareOf(table, 'c')).toBeCloseTo(1, 12);
    expect(shareOf(table, 'a') + shareOf(table, 'b')).toBeCloseTo((ua + ub - 2 * ua * ub) / us, 12);
    expect(shareOf(table, 'a')).toBeCloseTo((ua * (1 - ub)) / us, 12);
  });

  it('a 2-of-3 quorum member’s share is 1 − u²/(3u² − 2u³)', () => {
    // Perfect n1: the quorum fails only when n2 and n3 are both down, u², against U = 3u² − 2u³.
    const { components, weakest } = chartComponents('2of3(n1: 99.9, n2: 99.9, n3: 99.9)');
    const bars = contributionBars(components, weakest);
    const u = 0.001;
    expect(bars).toHaveLength(3);
    for (const bar of bars) {
      expect(bar.share).toBeCloseTo(1 - u ** 2 / (3 * u ** 2 - 2 * u ** 3), 12);
      expect(bar.weakest).toBe(true);
    }
  });

  it('has no table without a component to draw', () => {
    expect(contributionTable([], [])).toBeNull();
  });
});
