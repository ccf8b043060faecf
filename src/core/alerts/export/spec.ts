import { DAY, type PolicyId, type Tier } from '../tier';

/** What the burn-rate panel hands the exports: the SLO, the selectors, and the tiers to alert on. */
export interface ExportSpec {
  /** The service, as typed (names and labels use its slug, see serviceSlug). */
  readonly service: string;
  /** PromQL selector of failed requests, e.g. `http_requests_total{job="api",code=~"5.."}`. */
  readonly errors: string;
  /** PromQL selector of all requests, e.g. `http_requests_total{job="api"}`. */
  readonly total: string;
  /** The SLO as the user typed it, in percent, e.g. `99.9`: printed exactly, never as a float. */
  readonly sloText: string;
  /** Error budget B = 1 − SLO, a fraction (0.001 for 99.9 %). */
  readonly budget: number;
  /** SLO period, days (1–366). */
  readonly periodDays: number;
  /** The policy the tiers came from. */
  readonly policy: PolicyId;
  /** The tiers to alert on. */
  readonly tiers: readonly Tier[];
}

/** The SLO period, seconds. */
export function periodSeconds(spec: ExportSpec): number {
  return spec.periodDays * DAY;
}
