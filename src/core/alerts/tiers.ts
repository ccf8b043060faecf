import { impossibleText, tierProblem } from './check-tier';
import { parseTiers, type TierEntry } from './parse-tiers';
import { policyTiers } from './policies';
import type { PolicyId, Tier } from './tier';
import { windowText } from './window-text';

/** A tier in the custom language: "page 1h/5m 2%", "ticket 4d/6h x1 for 3h". */
export function tierText(tier: Tier): string {
  const amount =
    tier.share === undefined
      ? `x${Number(tier.factor.toPrecision(12))}`
      : `${Number((tier.share * 100).toPrecision(12))}%`;
  const holdFor = tier.for > 0 ? ` for ${windowText(tier.for)}` : '';
  return `${tier.severity} ${windowText(tier.long)}/${windowText(tier.short)} ${amount}${holdFor}`;
}

/** The tiers of a policy for a period of `period` seconds, each valid or with its problem. */
export function tierEntries(policy: PolicyId, custom: string, period: number): TierEntry[] {
  if (policy === 'custom') return parseTiers(custom, period);
  // A built-in tier's only possible problems come from the period (a window longer than it, or
  // scaled to nothing): the tier is impossible at this period, never a mistake.
  return policyTiers(policy, period).map((tier) => {
    const error = tierProblem(tier, period);
    return error
      ? { text: tierText(tier), tier: null, error: impossibleText(error), impossible: true }
      : { text: tierText(tier), tier, error: null };
  });
}
