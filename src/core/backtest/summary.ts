/**
 * What the backtest says per tier and overall: the numbers behind the public result ids
 * (`alerts-<i>`, `first-fire-<i>`, `firing-time-<i>`, `reset-<i>`, `budget-spent`,
 * `budget-left`, `worst-burn-<window>`). Times are seconds; "none" is null, never NaN.
 */
import { prometheusDuration } from '../emit/durations';
import type { Tier } from '../alerts/tier';
import { runTier, type TierRun } from './evaluate';
import type { Replay } from './replay';

export interface TierOutcome {
  readonly tier: Tier;
  /** The error ratio the rule compares with (factor × budget as the rule file writes it). */
  readonly threshold: number;
  /** `alerts-<i>`: onsets, i.e. evaluations where the alert went from not firing to firing. */
  readonly alerts: number;
  /** `first-fire-<i>`: seconds from the first sample to the first firing evaluation; null if never. */
  readonly firstFire: number | null;
  /**
   * `firing-time-<i>`: seconds firing = firing evaluations × eval (each firing evaluation
   * stands for the interval up to the next one).
   */
  readonly firingTime: number;
  /**
   * `reset-<i>`: seconds from the last bad sample (the last sample where an errors counter rose)
   * to the end of the last firing (the first evaluation after it at which the alert no longer
   * fires). Null when the tier never fired, still fires at the last evaluation, there was no bad
   * sample, or the last bad sample came after the alert had resolved (the errors went on below
   * the threshold, so "how long it kept firing after the errors stopped" does not apply).
   */
  readonly reset: number | null;
  /** Seconds from the first sample of each onset. */
  readonly onsets: readonly number[];
  /** The run itself: firing flags per evaluation. */
  readonly run: TierRun;
}

export interface WorstBurn {
  /** The window as Prometheus writes it (`5m`, `1h`, `3d`): the id is `worst-burn-<window>`. */
  readonly window: string;
  readonly seconds: number;
  /**
   * The highest burn rate (error ratio ÷ budget) at any evaluation; null when the window never had
   * a finite ratio. NaN ratios (no traffic) and +Inf (errors with no traffic) are left out.
   */
  readonly burn: number | null;
}

export interface BudgetOutcome {
  /** Errors and requests counted (reset-corrected increases) over the whole data. */
  readonly bad: number;
  readonly total: number;
  /**
   * `budget-spent`: bad / (budget × total), the error ratio over the whole data ÷ (1 − SLO):
   * the share of the data's error budget used. Null when no request was counted.
   */
  readonly spent: number | null;
  /** `budget-left` = 1 − spent; negative when the budget was overspent. */
  readonly left: number | null;
}

/** Seconds from the first sample to evaluation k. */
export const evalSeconds = (r: Replay, k: number): number => (k * r.evalMs) / 1000;

/** One tier's outcome. */
export function tierOutcome(r: Replay, tier: Tier, budget: number): TierOutcome {
  const run = runTier(r, tier, budget);
  const onsets = run.onsets.map((k) => evalSeconds(r, k));
  const last = run.onsets.length > 0 ? run.resolves[run.onsets.length - 1] : undefined;
  const lastBad = r.lastBadMs === null ? null : (r.lastBadMs - r.t0Ms) / 1000;
  const end = last === undefined ? null : evalSeconds(r, last);
  return {
    tier,
    threshold: run.threshold,
    alerts: run.onsets.length,
    firstFire: onsets[0] ?? null,
    firingTime: (run.firingCount * r.evalMs) / 1000,
    reset: end !== null && lastBad !== null && end >= lastBad ? end - lastBad : null,
    onsets,
    run,
  };
}

/** The budget over the whole data. */
export function budgetOutcome(r: Replay, budget: number): BudgetOutcome {
  const spent = r.total > 0 && budget > 0 ? r.bad / (budget * r.total) : null;
  return { bad: r.bad, total: r.total, spent, left: spent === null ? null : 1 - spent };
}

/** The highest finite burn of a window over the replay. */
export function worstBurn(r: Replay, windowIndex: number, budget: number): WorstBurn {
  const ratios = r.ratios[windowIndex]!;
  let max = -Infinity;
  for (let k = 0; k < ratios.length; k++) {
    const x = ratios[k]!;
    if (x > max && x !== Infinity) max = x;
  }
  const seconds = r.windowsMs[windowIndex]! / 1000;
  return {
    window: prometheusDuration(seconds),
    seconds,
    burn: max > -Infinity && budget > 0 ? max / budget : null,
  };
}

/** Every distinct window of the tiers, seconds, shortest first. */
export function tierWindows(tiers: readonly Tier[]): number[] {
  const ms = new Set<number>();
  for (const t of tiers) {
    ms.add(Math.round(t.short * 1000));
    ms.add(Math.round(t.long * 1000));
  }
  return [...ms].sort((a, b) => a - b).map((x) => x / 1000);
}
