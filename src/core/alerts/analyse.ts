import {
  belowOne,
  budgetAtFire,
  detectTime,
  exhaustTime,
  firstFailureTime,
  neverFires,
  oneFailureBurn,
  resetTime,
  singleFailureRps,
  steadyFireTime,
  thresholdOf,
} from './burn';
import type { TierEntry } from './parse-tiers';
import type { Tier } from './tier';

/** What the analysis reads; null where the input is invalid (results that need it are null). */
export interface AlertsInput {
  /** Error budget B = 1 − S, fraction. */
  readonly budget: number | null;
  /** SLO period T, seconds. */
  readonly period: number | null;
  /** The policy's tiers, each valid or with its problem; null when the policy cannot be read. */
  readonly entries: readonly TierEntry[] | null;
  /** The incident's error ratio e, fraction. */
  readonly errorRatio: number | null;
  /** The incident's duration, seconds. */
  readonly duration: number | null;
  /** Requests per second. */
  readonly rps: number | null;
  /**
   * Rule evaluation interval, seconds: 0 (the default) evaluates continuously, as the Workbook's
   * arithmetic does; E > 0 evaluates at k · E from the incident's start. Null when invalid.
   */
  readonly evalInterval?: number | null;
}

export interface TierFigures {
  /** 1-based, in policy order: the `i` of `burn-i`. */
  readonly index: number;
  readonly entry: TierEntry;
  readonly tier: Tier | null;
  readonly burn: number | null;
  readonly threshold: number | null;
  readonly budgetAtFire: number | null;
  readonly exhaust: number | null;
  /** Seconds into the incident when it fires; null when it does not (see `fires`). */
  readonly detect: number | null;
  readonly reset: number | null;
  /** Whether it fires during the incident; null while that cannot be computed. */
  readonly fires: boolean | null;
  /** Threshold at or above 100%: no error ratio can be above it, so nothing ever fires it. */
  readonly never: boolean | null;
  /** The tier cannot exist at this period (its entry says why): it has no figures. */
  readonly impossible: boolean;
  /** Burn factor below 1: it fires on burns that leave budget at the period's end. */
  readonly belowOne: boolean | null;
  /** Seconds to fire on a full outage (e = 1), th · W_L + for; null when it can never fire. */
  readonly fullOutage: number | null;
}

export interface AlertsAnalysis {
  readonly errorBudget: number | null;
  readonly budgetTime: number | null;
  readonly budgetEvents: number | null;
  readonly tiers: readonly TierFigures[];
  /** Whether any tier fires during the incident; null while unknown. */
  readonly anyFires: boolean | null;
  readonly firstAlert: number | null;
  /** The first alert with continuous evaluation (E = 0): what the evaluation grid delays. */
  readonly firstAlertContinuous: number | null;
  readonly budgetSpent: number | null;
  readonly budgetAtFirstAlert: number | null;
  readonly lowestCaught: number | null;
  readonly oneFailureBurn: number | null;
  readonly singleFailureRps: number | null;
  readonly neverFire: number | null;
  /** Seconds from the incident's start to its first failed request (on the grid when E > 0). */
  readonly firstFailure: number | null;
}

/** A value when every input it needs is known. */
const when = <T>(ready: boolean, value: () => T): T | null => (ready ? value() : null);

/** The evaluation interval, 0 when not given; null when given and invalid. */
const evalOf = (input: AlertsInput) => (input.evalInterval === undefined ? 0 : input.evalInterval);

function tierFigures(input: AlertsInput, entry: TierEntry, index: number): TierFigures {
  const { budget, period, errorRatio: e, duration: dur } = input;
  const every = evalOf(input);
  const tier = entry.tier;
  const hasBudget = tier !== null && budget !== null;
  const incident = hasBudget && e !== null && dur !== null && every !== null;
  const detect = incident ? detectTime(tier, budget, e, dur, every) : null;
  const never = hasBudget ? neverFires(tier, budget) : null;
  return {
    index,
    entry,
    tier,
    burn: tier?.factor ?? null,
    threshold: hasBudget ? thresholdOf(tier, budget) : null,
    budgetAtFire: when(tier !== null && period !== null, () => budgetAtFire(tier!, period!)),
    exhaust: when(tier !== null && period !== null, () => exhaustTime(tier!, period!)),
    detect,
    reset: incident ? resetTime(tier, budget, e, dur, every) : null,
    fires: incident ? detect !== null : null,
    never,
    impossible: entry.impossible === true,
    belowOne: tier ? belowOne(tier) : null,
    fullOutage:
      hasBudget && !never && every !== null
        ? steadyFireTime(tier, thresholdOf(tier, budget), 1, every)
        : null,
  };
}

/** Every figure of the panel from its inputs (formulas in burn.ts; docs/models.md). */
export function analyseAlerts(input: AlertsInput): AlertsAnalysis {
  const { budget, period, entries, errorRatio: e, duration: dur, rps } = input;
  const every = evalOf(input);
  const tiers = (entries ?? []).map((entry, i) => tierFigures(input, entry, i + 1));
  const valid = tiers.filter((t): t is TierFigures & { tier: Tier } => t.tier !== null);
  // Tier-wide figures need every tier: one bad line would make a minimum or a count wrong. A tier
  // impossible at this period (its long window longer than it) is left out, said on its row.
  const allTiers =
    entries !== null && valid.length > 0 && tiers.every((t) => t.tier !== null || t.impossible);
  const firable = valid.filter((t) => t.never === false);
  const incident = allTiers && budget !== null && e !== null && dur !== null && every !== null;
  const detections = tiers.flatMap((t) => (t.detect === null ? [] : [t.detect]));
  const firstAlert = incident && detections.length > 0 ? Math.min(...detections) : null;
  const continuous = incident
    ? valid.flatMap((t) => {
        const d = detectTime(t.tier, budget, e, dur, 0);
        return d === null ? [] : [d];
      })
    : [];
  const firstAlertContinuous = continuous.length > 0 ? Math.min(...continuous) : null;
  const shortestLong = allTiers ? Math.min(...valid.map((t) => t.tier.long)) : null;
  return {
    errorBudget: budget,
    budgetTime: when(budget !== null && period !== null, () => budget! * period!),
    budgetEvents: when(
      budget !== null && period !== null && rps !== null,
      () => budget! * rps! * period!,
    ),
    tiers,
    anyFires: incident ? firstAlert !== null : null,
    firstAlert,
    firstAlertContinuous,
    budgetSpent: when(
      budget !== null && period !== null && e !== null && dur !== null,
      () => (e! * dur!) / (budget! * period!),
    ),
    budgetAtFirstAlert: when(
      firstAlert !== null && period !== null,
      () => (e! * Math.min(firstAlert!, dur!)) / (budget! * period!),
    ),
    lowestCaught: when(allTiers && budget !== null && firable.length > 0, () =>
      Math.min(...firable.map((t) => t.threshold!)),
    ),
    oneFailureBurn: when(shortestLong !== null && rps !== null && budget !== null, () =>
      oneFailureBurn(shortestLong!, rps!, budget!),
    ),
    singleFailureRps: when(allTiers && budget !== null, () => {
      // One failure holds the condition while it is in the short window: W_S must outlast `for`.
      const held = firable.filter((t) => t.tier.for < t.tier.short);
      return held.length > 0 ? Math.max(...held.map((t) => singleFailureRps(t.tier, budget!))) : 0;
    }),
    neverFire: when(allTiers && budget !== null, () => valid.filter((t) => t.never).length),
    firstFailure:
      rps !== null && e !== null && every !== null ? firstFailureTime(rps, e, every) : null,
  };
}
