/**
 * The same data under every policy side by side: how many pages and tickets each would have sent,
 * how soon the first page came, and how many pages came when the budget was already gone.
 *
 * "Already spent" at evaluation k: the errors counted from the first sample up to t_k exceed
 * budget × the requests of the whole data, i.e. the data's error budget (the one `budget-spent`
 * measures against) was used up by then. It uses the whole data's requests, not the requests so
 * far, so it agrees with the timeline's budget left (spent ⇔ budget left < 0) and, once spent,
 * stays spent: such a page can no longer save the SLO over the data's period.
 */
import { POLICY_IDS } from '../alerts/policies';
import type { PolicyId, Tier } from '../alerts/tier';
import { tierEntries } from '../alerts/tiers';
import { runTier } from './evaluate';
import type { Replay } from './replay';
import { evalSeconds } from './summary';

/** A policy's valid tiers and what is wrong with the others. */
export interface PolicyTiers {
  readonly policy: PolicyId;
  readonly tiers: readonly Tier[];
  /** Each invalid tier's problem in words (custom text with a mistake). */
  readonly problems: readonly string[];
}

export interface PolicyOutcome {
  readonly policy: PolicyId;
  /** Valid tiers. */
  readonly tiers: number;
  readonly problems: readonly string[];
  /** Onsets of the page tiers, summed over them. */
  readonly pages: number;
  /** Onsets of the ticket tiers, summed over them. */
  readonly tickets: number;
  /** Seconds from the first sample to the first firing evaluation of any page tier; null if none. */
  readonly firstPage: number | null;
  /** Page onsets at an evaluation where the budget was already spent (see the module's note). */
  readonly pagesAfterBudget: number;
}

/** Every policy's tiers for a period (seconds), the custom one read from `custom`. */
export function policyTierSets(custom: string, periodSeconds: number): PolicyTiers[] {
  return POLICY_IDS.map((policy) => {
    const entries = tierEntries(policy, custom, periodSeconds);
    return {
      policy,
      tiers: entries.flatMap((e) => (e.tier ? [e.tier] : [])),
      problems: entries.flatMap((e) => (e.error ? [e.error] : [])),
    };
  });
}

/** Evaluation k is past the data's budget: errors so far > budget × all requests. */
function spentBy(r: Replay, budget: number): (k: number) => boolean {
  const limit = budget * r.total;
  return (k) => r.total > 0 && r.cumBad[k]! > limit;
}

/** One policy's pages and tickets over the replay (which must hold all its windows). */
export function policyOutcome(r: Replay, set: PolicyTiers, budget: number): PolicyOutcome {
  const spent = spentBy(r, budget);
  let pages = 0;
  let tickets = 0;
  let pagesAfterBudget = 0;
  let firstPage: number | null = null;
  for (const tier of set.tiers) {
    const run = runTier(r, tier, budget);
    if (tier.severity === 'ticket') {
      tickets += run.onsets.length;
      continue;
    }
    pages += run.onsets.length;
    pagesAfterBudget += run.onsets.filter(spent).length;
    const first = run.onsets[0];
    if (first !== undefined) {
      const t = evalSeconds(r, first);
      firstPage = firstPage === null ? t : Math.min(firstPage, t);
    }
  }
  return {
    policy: set.policy,
    tiers: set.tiers.length,
    problems: set.problems,
    pages,
    tickets,
    firstPage,
    pagesAfterBudget,
  };
}

/** Every policy's outcome over one replay. */
export function comparePolicies(
  r: Replay,
  sets: readonly PolicyTiers[],
  budget: number,
): PolicyOutcome[] {
  return sets.map((set) => policyOutcome(r, set, budget));
}
