/**
 * How the recovery charts are binned and coloured, shared by the panel and the lazy chart
 * (kept apart from the chart so that importing them does not pull Recharts in).
 */
const MAX_BARS = 90;

/** Attempts beyond this share the last colour. */
export const ATTEMPT_COLOURS = 8;

/** Windows per bar for runs up to `windows` long: one width for every strategy's chart. */
export function recoveryBarFactor(windows: number): number {
  return Math.max(1, Math.ceil(windows / MAX_BARS));
}
