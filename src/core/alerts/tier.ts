/**
 * One tier of a multiwindow, multi-burn-rate alert (SRE Workbook, "Alerting on SLOs"): it fires
 * while the error ratio over both its long and its short window is at least factor × budget.
 */
export interface Tier {
  /** `page` wakes someone; `ticket` can wait (pyrra calls them critical and warning). */
  readonly severity: 'page' | 'ticket';
  /** Long window, seconds. */
  readonly long: number;
  /** Short window, seconds (shorter than the long one): lets the alert reset soon after recovery. */
  readonly short: number;
  /** Burn-rate factor b: the alert's threshold is b × the error budget. */
  readonly factor: number;
  /**
   * The share of the budget (0–1) the tier was declared by, when it was (b = share · T / long);
   * absent when the policy gives the factor directly.
   */
  readonly share?: number;
  /** Prometheus `for:` (seconds the condition must hold before the alert fires); 0 when none. */
  readonly for: number;
}

export type PolicyId = 'workbook' | 'sloth' | 'pyrra' | 'custom';

/** Seconds in a day, hour and minute. */
export const DAY = 86_400;
export const HOUR = 3_600;
export const MINUTE = 60;
