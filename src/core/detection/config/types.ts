import type { ConfigIssue } from '../../emit/comments';

export type { ConfigIssue, ConfigIssueLevel } from '../../emit/comments';

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

export type PlatformId = 'kubernetes' | 'alb' | 'terraform' | 'haproxy' | 'envoy';

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
