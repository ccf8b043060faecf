import { analyseAlerts, type AlertsAnalysis } from '@/core/alerts/analyse';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { noiseRunRefusal } from '@/core/alerts/noise';
import type { TierEntry } from '@/core/alerts/parse-tiers';
import { tierSettings } from '@/core/alerts/settings';
import type { PolicyId, Tier } from '@/core/alerts/tier';
import type { NoiseJob } from '@/core/sim/engines';
import { parseAll } from '@/core/fields/schema';
import type { AlertsFields, AlertsInputs } from './state';

/** Everything the panel shows, derived from the inputs alone (never stored). */
export interface AlertsModel {
  /** Each field as read; `tiers` carries the custom text's problems (policy=custom). */
  readonly fields: AlertsFields;
  readonly policy: PolicyId | null;
  /** Error budget B = 1 − S as a double. */
  readonly budget: number | null;
  /** SLO period, seconds. */
  readonly period: number | null;
  /** The tiers of the chosen policy; null while the policy or the period is invalid. */
  readonly entries: readonly TierEntry[] | null;
  /**
   * The valid tiers, in policy order, when every tier is valid or impossible at this period and
   * at least one is valid (charts, exports, simulation); impossible tiers are left out.
   */
  readonly tiers: readonly Tier[] | null;
  /** The 1-based tier-table index of each of `tiers` (they differ once a tier is left out). */
  readonly tierIndices: readonly number[];
  readonly analysis: AlertsAnalysis;
  /** The noise simulation's job, when every input it needs is valid. */
  readonly noiseJob: NoiseJob | null;
  /** Why a valid-looking noise run is not attempted (too large), in words. */
  readonly noiseRefusal: string | null;
}

export function deriveAlerts(inputs: AlertsInputs): AlertsModel {
  const parsed = parseAll(ALERTS_FIELDS, inputs);
  const { budget, period, policy, entries, tiers, tiersField } = tierSettings(parsed, inputs.tiers);
  const fields: AlertsFields = tiersField ? { ...parsed, tiers: tiersField } : parsed;
  const tierIndices = tiers ? (entries ?? []).flatMap((e, i) => (e.tier ? [i + 1] : [])) : [];
  const analysis = analyseAlerts({
    budget,
    period,
    entries,
    errorRatio: parsed.err.ok ? parsed.err.value / 100 : null,
    duration: parsed.dur.ok ? parsed.dur.value : null,
    rps: parsed.rps.ok ? parsed.rps.value : null,
    evalInterval: parsed.eval.ok ? parsed.eval.value : null,
  });
  const p = parsed;
  const ready =
    tiers &&
    budget !== null &&
    period !== null &&
    p.rps.ok &&
    p.base.ok &&
    p.periods.ok &&
    p.seed.ok;
  const noiseRefusal = ready ? noiseRunRefusal(p.periods.value, period) : null;
  const noiseJob: NoiseJob | null =
    ready && !noiseRefusal
      ? {
          mode: 'alerts-noise',
          params: {
            rps: p.rps.value,
            base: p.base.value / 100,
            budget,
            periodSeconds: period,
            tiers,
            periods: p.periods.value,
            seed: p.seed.value,
          },
        }
      : null;
  return {
    fields,
    policy,
    budget,
    period,
    entries,
    tiers,
    tierIndices,
    analysis,
    noiseJob,
    noiseRefusal,
  };
}
