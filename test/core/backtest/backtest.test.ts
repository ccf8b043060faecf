/**
 * The backtest's results: the worked example's numbers worked by hand, the `for:` state machine,
 * the public result ids, the budget, the timeline, the policy comparison and the task's steps.
 */
import { describe, expect, it } from 'vitest';
import { DAY, type Tier } from '@/core/alerts/tier';
import {
  backtest,
  backtestProblem,
  createBacktestTask,
  resultValues,
} from '@/core/backtest/backtest';
import { policyTierSets } from '@/core/backtest/compare';
import { ruleThreshold, runTier } from '@/core/backtest/evaluate';
import { prepareSeries } from '@/core/backtest/prepare';
import { replay } from '@/core/backtest/replay';
import { runToEnd } from '@/core/sim/task';
import { ERRORS, exportSpec, sampled, series, TOTAL, workedExample } from './fixtures';

const WORKBOOK = exportSpec().tiers;
const params = { tiers: WORKBOOK, budget: 0.001 };

/**
 * The worked example (fixtures.ts): 10 req/s, 15 s samples, 2% errors for an hour from
 * t = 3600 s, workbook tiers at 99.9% over 30 days (page 1h/5m ×14.4, page 6h/30m ×6, ticket
 * 3d/6h ×1), eval 60 s.
 *
 * The continuous model: a 20× burn fills the 1h window to 14.4× after 14.4/20 × 3600 = 2,592 s.
 * Prometheus: at t = 3600 + x on the 60 s grid the 1h window [t − 3600, t] holds samples on both
 * edges (no extrapolation; the zero point does not cut) and 3 errors per 15 s sample since the
 * incident: ratio = (x/5) / 36,000. It passes 0.0144 (14.4 × 0.001) strictly when x/5 > 518.4,
 * i.e. x > 2,592; the first evaluation after that is x = 2,640 (t = 6,240), 48 s later than the
 * continuous model. The 5m window is at 2% by then. After the incident (last error at 7,200) the
 * 5m ratio at t is ((7,500 − t)/5)/3,000, above 0.0144 while t < 7,284: the last firing
 * evaluation is 7,260, so it fires 18 evaluations (1,080 s) and resolves at 7,320, 120 s after
 * the last error.
 *
 * The 6h tier (threshold 0.006): with the brief's single hour of clean history, the 6h window
 * holds only the data since t = 0, and the ratio (x/5)/(10 · t) passes 0.006 when t > 5,142.9:
 * it pages at t = 5,160 (1,560 s into the incident, before the 1h tier!). With six hours of
 * history before the incident it never fires (at most 720 / 216,000 = 0.0033). promtool agrees
 * with both at every evaluation (promtool.test.ts).
 */
describe('the worked example', () => {
  it('pages 2,640 s into the incident (2,592 s in the continuous model) and resets 120 s after it', () => {
    for (const history of [3600, 6 * 3600]) {
      const r = backtest(workedExample(history), params);
      const page = r.tiers[0]!;
      expect(page.firstFire).toBe(history + 2640);
      expect(page.alerts).toBe(1);
      expect(page.firingTime).toBe(1080);
      expect(page.reset).toBe(120);
      expect(r.lastBad).toBe(history + 3600);
      expect(r.evaluations).toBe((history + 4 * 3600) / 60 + 1);
    }
  });

  it('the 6h tier pages with one hour of history and never with six', () => {
    const short = backtest(workedExample(3600), params);
    expect(short.tiers[1]!.firstFire).toBe(5160);
    const long = backtest(workedExample(6 * 3600), params);
    expect(long.tiers[1]!.firstFire).toBeNull();
    expect(long.tiers[1]!.alerts).toBe(0);
    expect(long.tiers[1]!.reset).toBeNull();
    // The 6h window's worst burn: 720 errors of 216,000 requests = 3.33× the budget.
    expect(long.worstBurn.find((w) => w.window === '6h')!.burn).toBeCloseTo(10 / 3, 12);
  });

  it('the public result ids', () => {
    const r = backtest(workedExample(6 * 3600), params);
    const v = resultValues(r);
    expect(Object.keys(v)).toEqual([
      'alerts-1',
      'first-fire-1',
      'firing-time-1',
      'reset-1',
      'alerts-2',
      'first-fire-2',
      'firing-time-2',
      'reset-2',
      'alerts-3',
      'first-fire-3',
      'firing-time-3',
      'reset-3',
      'budget-spent',
      'budget-left',
      'worst-burn-5m',
      'worst-burn-30m',
      'worst-burn-1h',
      'worst-burn-6h',
      'worst-burn-3d',
    ]);
    // 720 errors of 360,000 requests (10 hours at 10/s): ratio 0.002 = 2× the budget, −1 left.
    expect(v['budget-spent']).toBeCloseTo(2, 12);
    expect(v['budget-left']).toBeCloseTo(-1, 12);
    expect(v['worst-burn-5m']).toBeCloseTo(20, 12);
    // The ticket still fires when the data ends: no reset.
    expect(v['reset-3']).toBeNull();
    expect(Object.values(v).every((x) => x === null || Number.isFinite(x))).toBe(true);
  });
});

/** A replay of one window whose ratio per evaluation is given (errors / total per 60 s). */
function ratioReplay(ratios: readonly number[]) {
  // Total counts 1,000 per minute; errors `ratio × 1000` per minute; 60 s window, eval 60 s: the
  // window [t − 60, t] holds the two samples on its edges, so the ratio is exactly the given one.
  const t = ratios.map((_, i) => i * 60);
  let e = 0;
  const errors = [0, ...ratios.slice(1).map((x) => (e += x * 1000))];
  const total = ratios.map((_, i) => i * 1000);
  return replay(
    { errors: [series(ERRORS, t, errors)], total: [series(TOTAL, t, total)] },
    { windows: [60], eval: 60 },
  );
}

const tier = (over: Partial<Tier> = {}): Tier => ({
  severity: 'page',
  long: 60,
  short: 60,
  factor: 100,
  for: 0,
  ...over,
});

describe('the alerting rule with for:', () => {
  it('fires at the first evaluation held for `for`, and any false evaluation resets it', () => {
    // Threshold 100 × 0.001 = 0.1. Ratios per evaluation (the first has no rate: one sample).
    const r = ratioReplay([0, 0.2, 0.2, 0.2, 0.05, 0.2, 0.2, 0.2, 0.2, 0.1, 0.2]);
    const run = runTier(r, tier({ for: 120 }), 0.001);
    // Pending at 1 (ActiveAt), 3 − 1 = 2 evaluations = 120 s ≥ 120: fires at 3; 4 is false; pending
    // again at 5, fires at 7; 9 is exactly at the threshold (not above): resolves.
    expect([...run.firing]).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 1, 0, 0]);
    expect(run.onsets).toEqual([3, 7]);
    expect(run.resolves).toEqual([4, 9]);
    // Without for: it fires at once.
    expect([...runTier(r, tier(), 0.001).firing]).toEqual([0, 1, 1, 1, 0, 1, 1, 1, 1, 0, 1]);
  });

  it('NaN (no traffic) and no value never fire; +Inf (errors without traffic) does', () => {
    const t = [0, 60, 120, 180];
    const r = replay(
      {
        errors: [series(ERRORS, t, [0, 5, 5, 10])],
        total: [series(TOTAL, t, [0, 0, 0, 100])],
      },
      { windows: [60], eval: 60 },
    );
    // k = 0: one sample, no value; 1: 5/0 = +Inf; 2: 0/0 = NaN; 3: 5/100.
    expect(Number.isNaN(r.ratios[0]![0])).toBe(true);
    expect(r.ratios[0]![1]).toBe(Infinity);
    expect(Number.isNaN(r.ratios[0]![2])).toBe(true);
    expect([...runTier(r, tier({ factor: 1 }), 0.001).firing]).toEqual([0, 1, 0, 1]);
    const worst = backtest(
      { errors: [series(ERRORS, t, [0, 5, 5, 10])], total: [series(TOTAL, t, [0, 0, 0, 100])] },
      { tiers: [tier({ factor: 1 })], budget: 0.001 },
    ).worstBurn[0]!;
    expect(worst.burn).toBeCloseTo(50, 12); // +Inf left out: 0.05 / 0.001
  });

  it('the threshold is the rule file’s (F * B) with 12 significant digits', () => {
    expect(ruleThreshold(tier({ factor: 14.399999999999999 }), 0.0010000000000000009)).toBe(
      14.4 * 0.001,
    );
  });
});

describe('budget, timeline and comparison', () => {
  const data = workedExample(6 * 3600);

  it('the timeline keeps at most 2,000 points, their maxima, and ends at budget-left', () => {
    const r = backtest(data, { ...params, maxPoints: 100 });
    const tl = r.timeline;
    expect(tl.perPoint).toBe(Math.ceil(r.evaluations / 100));
    expect(tl.points.length).toBeLessThanOrEqual(100);
    expect(tl.windows).toEqual([300, 1800, 3600, 21600, 259200]);
    expect(Math.max(...tl.points.map((p) => p.burn[0] ?? 0))).toBeCloseTo(20, 12);
    expect(tl.points.at(-1)!.budgetLeft).toBeCloseTo(r.budget.left!, 12);
    expect(tl.points.some((p) => p.firing[0])).toBe(true);
    expect(tl.points.some((p) => p.firing[1])).toBe(false);
    const full = backtest(data, params).timeline;
    expect(full.perPoint).toBe(1);
    expect(full.points.length).toBe(r.evaluations);
  });

  it('every policy on the same data: pages, tickets, first page, pages after the budget', () => {
    const compare = policyTierSets('page 1h/5m 2%\npage 1h/5m', 30 * DAY);
    const r = backtest(data, { ...params, compare });
    const byPolicy = Object.fromEntries(r.comparison.map((c) => [c.policy, c]));
    expect(byPolicy.workbook).toMatchObject({ pages: 1, tickets: 1, firstPage: 24240 });
    expect(byPolicy.custom!.tiers).toBe(1);
    expect(byPolicy.custom!.problems.length).toBe(1);
    // The data's budget (0.001 × 360,000 = 360 errors) is gone 360 × 5 = 1,800 s into the
    // incident (t = 23,400); the workbook's page comes at 24,240, after it.
    expect(byPolicy.workbook!.pagesAfterBudget).toBe(1);
    // pyrra's first page tier, scaled by 30/28 days: 1h4m/5m ×14 for 2m. The 1h4m (3,840 s)
    // ratio (x/5)/38,400 passes 0.014 when x > 2,688: pending at x = 2,700 (t = 24,300), firing
    // two minutes later at 24,420.
    expect(byPolicy.pyrra!.firstPage).toBe(24_420);
  });
});

describe('the task', () => {
  it('stepped in chunks gives the same result as at once, with progress', () => {
    const data = workedExample(3600);
    const task = createBacktestTask(data, params);
    const fractions: number[] = [];
    while (!task.step(37)) fractions.push(task.partial().fraction);
    expect(fractions.length).toBe(Math.ceil(task.total / 37) - 1);
    expect(fractions.every((f, i) => i === 0 || f > fractions[i - 1]!)).toBe(true);
    expect(resultValues(task.result())).toEqual(
      resultValues(runToEnd(createBacktestTask(data, params))),
    );
  });

  it('refuses bad input in words', () => {
    const empty = { errors: [], total: [] };
    expect(backtestProblem(empty, params)).toMatch(/no samples/);
    expect(backtestProblem(workedExample(), { ...params, tiers: [] })).toMatch(/no valid tier/);
    expect(backtestProblem(workedExample(), { ...params, eval: 0 })).toMatch(/evaluation interval/);
    expect(backtestProblem(workedExample(), { ...params, budget: 0 })).toMatch(/budget/);
    expect(() => createBacktestTask(empty, params)).toThrow(RangeError);
  });

  it('drops samples that are not finite or out of order', () => {
    const s = prepareSeries(series({}, [1, 2, NaN, 3, 3, 2, 4], [1, 2, 3, NaN, 5, 6, Infinity]));
    expect([...s.t]).toEqual([1000, 2000, 3000]);
    expect([...s.v]).toEqual([1, 2, 5]);
    const many = sampled(TOTAL, 0, 15, 5, (t) => t);
    expect([...prepareSeries(many).v]).toEqual([0, 15, 30, 45, 60]);
  });
});
