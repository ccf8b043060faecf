import type { ExportSpec } from '@/core/alerts/export/spec';
import type { TierEntry } from '@/core/alerts/parse-tiers';
import { exportSpecOf, tierSettings } from '@/core/alerts/settings';
import type { PolicyId, Tier } from '@/core/alerts/tier';
import { policyTierSets } from '@/core/backtest/compare';
import { BACKTEST_FIELDS, type SampleChoice } from '@/core/backtest/fields';
import type { BacktestJob, BacktestJobParams, BacktestSource } from '@/core/backtest/jobs';
import { fieldFor, parseAll } from '@/core/fields/schema';
import { ok } from '@/core/input/parsed';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import type { BacktestFields, BacktestInputs } from './state';

/** The service the exported rules and the promtool test name (the Alerts panel's default). */
export const EXPORT_SERVICE = fieldFor(ALERTS_FIELDS, 'service').default;

/** Everything the panel derives from its settings alone (the data is not an input: see data-store.ts). */
export interface BacktestModel {
  /** Each field as read; `tiers` carries the custom text's problems (policy=custom). */
  readonly fields: BacktestFields;
  /** The data chosen: a sample's id or `own`; null while the field is invalid. */
  readonly sample: SampleChoice | null;
  readonly policy: PolicyId | null;
  /** Error budget 1 − SLO, a fraction. */
  readonly budget: number | null;
  /** SLO period, seconds. */
  readonly period: number | null;
  /** The chosen policy's tiers, valid or with their problem. */
  readonly entries: readonly TierEntry[] | null;
  /** The valid tiers replayed (tier i of the result ids is tiers[i − 1]); null while none can be. */
  readonly tiers: readonly Tier[] | null;
  /** The rules export's spec (the promtool test runs beside those rules); null while a field is invalid. */
  readonly spec: ExportSpec | null;
  /** The job's settings, without the data; null while a setting is invalid. */
  readonly settings: Omit<BacktestJobParams, 'source'> | null;
  /** Why the settings cannot be replayed, in words (the fields say their own), or null. */
  readonly settingsProblem: string | null;
}

export function deriveBacktest(inputs: BacktestInputs): BacktestModel {
  const parsed = parseAll(BACKTEST_FIELDS, inputs);
  const set = tierSettings(parsed, inputs.tiers);
  const { budget, period, policy, entries, valid, usable, tiers } = set;
  const fields: BacktestFields = set.tiersField ? { ...parsed, tiers: set.tiersField } : parsed;
  const f = parsed;
  const spec = exportSpecOf({ ...parsed, service: ok(EXPORT_SERVICE) }, set);
  const settings =
    tiers && budget !== null && period !== null && f.eval.ok && f.prom.ok
      ? {
          errors: inputs.errors,
          total: inputs.total,
          tiers,
          budget,
          eval: f.eval.value,
          prom: f.prom.value,
          compare: policyTierSets(inputs.tiers, period),
          spec,
        }
      : null;
  const settingsProblem =
    entries && !usable
      ? null
      : entries && valid.length === 0
        ? 'No tier of this policy can exist at this SLO period: nothing to replay.'
        : null;
  return {
    fields,
    sample: f.sample.ok ? f.sample.value : null,
    policy,
    budget,
    period,
    entries,
    tiers,
    spec,
    settings,
    settingsProblem,
  };
}

/** The job for these settings and this data; null while either is missing. */
export function backtestJob(
  model: BacktestModel,
  source: BacktestSource | null,
): BacktestJob | null {
  return model.settings && source
    ? { mode: 'backtest', params: { ...model.settings, source } }
    : null;
}

/** The data a chosen sample stands for (null for `own`, which the page's data store supplies). */
export function sampleSource(model: BacktestModel): BacktestSource | null {
  return model.sample && model.sample !== 'own' ? { kind: 'sample', id: model.sample } : null;
}

/** What the page says when the link's data was the sender's own. */
export const OWN_DATA_MISSING =
  'This link was made with the sender’s own data, which is never put in a link: load yours above, or pick a sample.';
