import { prometheusDuration } from '../../emit/durations';
import { configNumber } from '../../emit/numbers';
import type { Tier } from '../tier';
import { rulePercent } from './number';
import { periodSeconds, type ExportSpec } from './spec';

/** The error ratio at which the tier fires: factor × budget. */
export function thresholdRatio(tier: Tier, spec: ExportSpec): number {
  return tier.factor * spec.budget;
}

/** The share of the period's budget spent by the time the tier fires: factor × long / period. */
export function budgetSpent(tier: Tier, spec: ExportSpec): number {
  return (tier.factor * tier.long) / periodSeconds(spec);
}

/** A tier in a few words for comments: `page 1h/5m ×14.4`. */
export function tierLabel(tier: Tier): string {
  return `${tier.severity} ${prometheusDuration(tier.long)}/${prometheusDuration(tier.short)} ×${configNumber(tier.factor)}`;
}

/** A list of tiers for comments: `page 1h/5m ×14.4, ticket 3d/6h ×1`. */
export function tierList(tiers: readonly Tier[]): string {
  return tiers.length ? tiers.map(tierLabel).join(', ') : 'none';
}

/**
 * The tier's alert in one sentence with its numbers: burn factor, threshold error ratio,
 * windows, and the budget spent when it fires.
 */
export function tierSummary(tier: Tier, spec: ExportSpec, slug: string): string {
  const long = prometheusDuration(tier.long);
  const short = prometheusDuration(tier.short);
  return (
    `${slug} is burning its error budget at ${configNumber(tier.factor)}x the rate the SLO allows: ` +
    `error ratio above ${rulePercent(thresholdRatio(tier, spec))} over both the last ${long} and the last ${short} ` +
    `(${rulePercent(budgetSpent(tier, spec))} of the ${configNumber(spec.periodDays)}-day budget spent when it fires)`
  );
}

/** The SLO in words for headers: `SLO 99.9% over 30 days (error budget 0.1%)`. */
export function sloWords(spec: ExportSpec, percent: string): string {
  return `SLO ${percent}% over ${configNumber(spec.periodDays)} days (error budget ${rulePercent(spec.budget)})`;
}
