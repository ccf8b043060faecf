import { prometheusDuration } from '../../emit/durations';
import type { Tier } from '../tier';

/** Longest service slug: leaves room for the suffixes within a 63-character RFC 1123 name. */
const SLUG_MAX = 30;
/**
 * Longest tier name: RFC 1123 labels (Kubernetes and OpenSLO names) hold at most 63
 * characters, and OpenSLO's condition names add `-burn-rate` (10) to the tier's.
 */
const TIER_NAME_MAX = 53;

/**
 * The service as a name part: lowercase letters, digits and single dashes, no dash at either
 * end, at most 30 characters ("API Gateway (EU)" → `api-gateway-eu`); `service` when nothing
 * is left.
 */
export function serviceSlug(service: string): string {
  const slug = service
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'service';
}

/** The SLO's name: `<slug>-availability`. */
export function sloName(slug: string): string {
  return `${slug}-availability`;
}

/** The alert's name, one for every tier (they differ by severity and windows): `<slug>-error-budget-burn`. */
export function alertName(slug: string): string {
  return `${slug}-error-budget-burn`;
}

/**
 * One name per tier, unique within the list and at most 53 characters: `<slug>-page-1h-5m`
 * (`<slug>-page-<n>` when the windows make it too long), with `-2`, `-3` … after a repeat.
 */
export function tierNames(slug: string, tiers: readonly Tier[]): string[] {
  const seen = new Map<string, number>();
  return tiers.map((t, i) => {
    const windows = `${prometheusDuration(t.long)}-${prometheusDuration(t.short)}`;
    const long = `${slug}-${t.severity}-${windows}`;
    const base = long.length <= TIER_NAME_MAX - 3 ? long : `${slug}-${t.severity}-${i + 1}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
