import { windowText } from './window-text';
import { DAY, type Tier } from './tier';

/** "30 days", "1 day", "7.5 days". */
export const daysText = (seconds: number) => {
  const days = seconds / DAY;
  return `${days} day${days === 1 ? '' : 's'}`;
};

/**
 * What makes a tier unusable, in words, or null: windows must be positive, the short one shorter
 * than the long one, the long one no longer than the SLO period; a share at most 100%.
 */
export function tierProblem(tier: Tier, period: number): string | null {
  if (!(tier.long > 0)) return 'The long window must be longer than 0 s.';
  if (!(tier.short > 0))
    return 'The short window must be longer than 0 s (at this period it rounds to nothing).';
  if (tier.short >= tier.long)
    return `The short window (${windowText(tier.short)}) must be shorter than the long one (${windowText(tier.long)}).`;
  if (tier.long > period)
    return `The long window (${windowText(tier.long)}) is longer than the ${daysText(period)} SLO period.`;
  if (tier.share !== undefined && !(tier.share > 0 && tier.share <= 1))
    return 'A budget share must be more than 0% and at most 100%.';
  if (!(tier.factor > 0) || !Number.isFinite(tier.factor))
    return 'The burn-rate factor must be more than 0.';
  if (tier.for < 0) return 'The `for` duration cannot be negative.';
  return null;
}

/** A problem that makes a tier impossible at this period, in words, with what it means. */
export function impossibleText(problem: string): string {
  return `Impossible at this period: ${problem.charAt(0).toLowerCase()}${problem.slice(1)} The tier is left out; the other tiers work without it.`;
}
