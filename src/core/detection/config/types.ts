/** What "Copy as config" needs: the chosen check, and each platform's rendering of it. */
export interface CheckSettings {
  /** Consecutive failures to eject (N). */
  readonly n: number;
  /** Consecutive successes to readmit (h). */
  readonly h: number;
  /** Check interval, seconds. */
  readonly i: number;
  /** Check timeout, seconds. */
  readonly timeout: number;
}

export type PlatformId = 'kubernetes' | 'alb' | 'haproxy' | 'envoy';

/**
 * `cannot`: the value cannot be expressed there, the snippet writes the nearest allowed one;
 * `warning`: allowed, but it does not behave as the panel assumes; `note`: a platform fact that
 * changes how to read the numbers.
 */
export type ConfigIssueLevel = 'cannot' | 'warning' | 'note';

export interface ConfigIssue {
  readonly level: ConfigIssueLevel;
  readonly text: string;
}

export interface ConfigSnippet {
  readonly platform: PlatformId;
  readonly title: string;
  /** Ready to paste; its comments repeat every `cannot` and `warning`. */
  readonly text: string;
  readonly issues: readonly ConfigIssue[];
  /** What the snippet actually writes, in the platform's own field names and units. */
  readonly written: Readonly<Record<string, number>>;
  /** Worst-case detection with the written values: threshold × interval, seconds. */
  readonly writtenWorstDetection: number;
}

/** Nearest whole number within [min, max]. */
export const wholeWithin = (value: number, min: number, max: number): number =>
  Math.min(max, Math.max(min, Math.round(value)));

/** "5", "0.5", "2.25": seconds as short as they can be written. */
export const plainSeconds = (s: number): string => String(Number(s.toPrecision(12)));

/** Comment lines repeating what the user must know before pasting. */
export function commentLines(issues: readonly ConfigIssue[], prefix = '#'): string[] {
  return issues
    .filter((i) => i.level !== 'note')
    .map((i) => `${prefix} ${i.level === 'cannot' ? 'CANNOT EXPRESS' : 'WARNING'}: ${i.text}`);
}
