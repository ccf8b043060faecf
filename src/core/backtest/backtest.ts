/**
 * The alert backtest: replay a user's own counters through the burn-rate rules and say what each
 * tier would have done, with Prometheus' semantics (replay.ts, evaluate.ts). A task in the
 * SimTask shape (src/core/sim/task.ts): its units are evaluations, so a worker can step it in
 * chunks and report the fraction done.
 */
import type { Tier } from '../alerts/tier';
import type { SimTask } from '../sim/task';
import { comparePolicies, type PolicyOutcome, type PolicyTiers } from './compare';
import { windowIndex } from './evaluate';
import { prepareData, type PreparedData } from './prepare';
import type { RateSemantics } from './rate';
import { createReplay, replayProblem, type Replay } from './replay';
import type { BacktestData } from './series';
import {
  budgetOutcome,
  tierOutcome,
  tierWindows,
  worstBurn,
  type BudgetOutcome,
  type TierOutcome,
  type WorstBurn,
} from './summary';
import { timeline, type Timeline } from './timeline';

export interface BacktestParams {
  /** The tiers to replay (tier i of the result ids is tiers[i − 1]). */
  readonly tiers: readonly Tier[];
  /** Error budget 1 − SLO, a fraction (0.001 for 99.9 %). */
  readonly budget: number;
  /** Rule evaluation interval, seconds; default 60. */
  readonly eval?: number;
  /** Which Prometheus to reproduce; default PROMETHEUS_2_42. */
  readonly semantics?: RateSemantics;
  /** Other policies to run on the same replay, side by side (compare.ts policyTierSets). */
  readonly compare?: readonly PolicyTiers[];
  /** Most timeline points; default 2,000. */
  readonly maxPoints?: number;
}

export interface BacktestResult {
  /** The first sample, Unix seconds: every time in the result counts from it. */
  readonly t0: number;
  /** Evaluation interval, seconds (as used: whole milliseconds). */
  readonly eval: number;
  /** Evaluations replayed, at t0 + k·eval for k = 0 … evaluations − 1. */
  readonly evaluations: number;
  /** Seconds from t0 to the last sample where an errors counter rose; null when none did. */
  readonly lastBad: number | null;
  readonly tiers: readonly TierOutcome[];
  readonly budget: BudgetOutcome;
  /** One per distinct window of the tiers, shortest first. */
  readonly worstBurn: readonly WorstBurn[];
  readonly timeline: Timeline;
  /** Every policy given in `compare`, in that order; empty when none. */
  readonly comparison: readonly PolicyOutcome[];
  /** The ratios per evaluation (for the promtool export). */
  readonly replay: Replay;
}

/** What a worker posts while the backtest runs. */
export interface BacktestProgress {
  readonly done: number;
  readonly total: number;
  /** done ÷ total, 0–1. */
  readonly fraction: number;
}

/** Why the backtest cannot run, in words, or null. */
export function backtestProblem(
  data: BacktestData | PreparedData,
  params: BacktestParams,
): string | null {
  if (params.tiers.length === 0) return 'There is no valid tier to replay.';
  if (!(params.budget > 0 && params.budget < 1)) return 'The error budget must be between 0 and 1.';
  const prepared = 'samples' in data ? data : prepareData(data);
  return replayProblem(prepared, { windows: tierWindows(params.tiers), eval: params.eval });
}

/** Assembles the result from a finished replay. */
export function backtestResult(r: Replay, params: BacktestParams): BacktestResult {
  const windows = tierWindows(params.tiers).map((w) => windowIndex(r, w));
  const tiers = params.tiers.map((t) => tierOutcome(r, t, params.budget));
  return {
    t0: r.t0Ms / 1000,
    eval: r.evalMs / 1000,
    evaluations: r.count,
    lastBad: r.lastBadMs === null ? null : (r.lastBadMs - r.t0Ms) / 1000,
    tiers,
    budget: budgetOutcome(r, params.budget),
    worstBurn: windows.map((w) => worstBurn(r, w, params.budget)),
    timeline: timeline(
      r,
      windows,
      tiers.map((t) => t.run),
      params.budget,
      params.maxPoints,
    ),
    comparison: comparePolicies(r, params.compare ?? [], params.budget),
    replay: r,
  };
}

/**
 * The backtest as a task: `step(n)` replays up to n more evaluations; the last step also
 * assembles the result. Throws a RangeError with backtestProblem()'s words for bad input.
 */
export function createBacktestTask(
  data: BacktestData | PreparedData,
  params: BacktestParams,
): SimTask<BacktestProgress, BacktestResult> {
  const problem = backtestProblem(data, params);
  if (problem) throw new RangeError(problem);
  const windows = tierWindows([...params.tiers, ...(params.compare ?? []).flatMap((c) => c.tiers)]);
  const stepper = createReplay(data, {
    windows,
    eval: params.eval,
    semantics: params.semantics,
  });
  let result: BacktestResult | null = null;
  const progress = (): BacktestProgress => ({
    done: stepper.done(),
    total: stepper.count,
    fraction: stepper.count > 0 ? stepper.done() / stepper.count : 1,
  });
  return {
    total: stepper.count,
    done: () => stepper.done(),
    step(units) {
      if (result) return true;
      if (stepper.step(units)) result = backtestResult(stepper.replay(), params);
      return result !== null;
    },
    partial: progress,
    result() {
      if (!result) throw new Error('Backtest: result() before the last step.');
      return result;
    },
  };
}

/** The whole backtest at once (tests, CLI, benchmarks). */
export function backtest(
  data: BacktestData | PreparedData,
  params: BacktestParams,
): BacktestResult {
  const task = createBacktestTask(data, params);
  while (!task.step(1 << 16)) {
    // keep stepping
  }
  return task.result();
}

/**
 * The public result ids and their values: `alerts-<i>`, `first-fire-<i>`, `firing-time-<i>`,
 * `reset-<i>` (tier i, 1-based), `budget-spent`, `budget-left`, `worst-burn-<window>`.
 */
export function resultValues(r: BacktestResult): Record<string, number | null> {
  const values: Record<string, number | null> = {};
  r.tiers.forEach((t, i) => {
    values[`alerts-${i + 1}`] = t.alerts;
    values[`first-fire-${i + 1}`] = t.firstFire;
    values[`firing-time-${i + 1}`] = t.firingTime;
    values[`reset-${i + 1}`] = t.reset;
  });
  values['budget-spent'] = r.budget.spent;
  values['budget-left'] = r.budget.left;
  for (const w of r.worstBurn) values[`worst-burn-${w.window}`] = w.burn;
  return values;
}
