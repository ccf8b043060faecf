/**
 * The SLO, period, policy and tiers as the Alerts panel and the Alert backtest both read them
 * (the same fields, so one link carries them across): the error budget, the policy's tiers at
 * this period, the custom text's problems, and the rules exports' spec.
 */
import type { Rational } from '../exact/rational';
import { mul, rational, sub, toDecimalString, toNumber } from '../exact/rational';
import { fail, ok, type Parsed } from '../input/parsed';
import type { ExportSpec } from './export/spec';
import type { TierEntry } from './parse-tiers';
import { DAY, type PolicyId, type Tier } from './tier';
import { tierEntries } from './tiers';

/** The fields the settings are read from, as parsed (`slo` is the error budget, exactly). */
export interface TierFields {
  readonly slo: Parsed<Rational>;
  readonly period: Parsed<number>;
  readonly policy: Parsed<PolicyId>;
}

export interface TierSettings {
  /** Error budget B = 1 − S as a double; null while the SLO is invalid. */
  readonly budget: number | null;
  /** SLO period, seconds. */
  readonly period: number | null;
  readonly policy: PolicyId | null;
  /** The tiers of the chosen policy; null while the policy or the period is invalid. */
  readonly entries: readonly TierEntry[] | null;
  /** The custom text's problems as the `tiers` field's message (policy=custom), else null. */
  readonly tiersField: Parsed<string> | null;
  /** The entries' valid tiers (impossible ones left out), whether or not every entry is usable. */
  readonly valid: readonly Tier[];
  /** Every entry valid or impossible at this period. */
  readonly usable: boolean;
  /**
   * The valid tiers, in policy order, when every tier is valid or impossible at this period and
   * at least one is valid; impossible tiers are left out.
   */
  readonly tiers: readonly Tier[] | null;
}

/** The custom text's problems, one per line, as the tiers field's message. */
function tiersField(entries: readonly TierEntry[]): Parsed<string> {
  if (entries.length === 0) return fail('Write at least one tier, e.g. page 1h/5m 2%.');
  // A tier impossible at this period is said on its row: the text itself has no mistake.
  const problems = entries.flatMap((e) => (e.error && !e.impossible ? [e.error] : []));
  return problems.length > 0 ? fail(problems.join(' ')) : ok('');
}

/** The budget, period, policy and tiers from the parsed fields and the custom tiers' text. */
export function tierSettings(f: TierFields, customTiers: string): TierSettings {
  const budget = f.slo.ok ? toNumber(f.slo.value) : null;
  const period = f.period.ok ? f.period.value * DAY : null;
  const policy = f.policy.ok ? f.policy.value : null;
  const entries =
    policy !== null && period !== null ? tierEntries(policy, customTiers, period) : null;
  const valid = entries?.flatMap((e) => (e.tier ? [e.tier] : [])) ?? [];
  const usable = entries !== null && entries.every((e) => e.tier !== null || e.impossible);
  return {
    budget,
    period,
    policy,
    entries,
    tiersField: policy === 'custom' && entries ? tiersField(entries) : null,
    valid,
    usable,
    tiers: usable && valid.length > 0 ? valid : null,
  };
}

/** The rules exports' input, when every value it needs is valid. */
export function exportSpecOf(
  f: TierFields & {
    readonly service: Parsed<string>;
    readonly errors: Parsed<string>;
    readonly total: Parsed<string>;
  },
  s: Pick<TierSettings, 'budget' | 'policy' | 'tiers'>,
): ExportSpec | null {
  if (!f.service.ok || !f.errors.ok || !f.total.ok || !f.period.ok || !f.slo.ok) return null;
  if (s.budget === null || s.policy === null || !s.tiers) return null;
  return {
    service: f.service.value,
    errors: f.errors.value,
    total: f.total.value,
    // The SLO exactly, in plain decimals whatever was typed (9.99e1 → 99.9): at most 20 places.
    sloText: toDecimalString(sub(rational(100n), mul(f.slo.value, 100n)), 20),
    budget: s.budget,
    periodDays: f.period.value,
    policy: s.policy,
    tiers: s.tiers,
  };
}
