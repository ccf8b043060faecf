/**
 * "Copy as config" for the Retry budgets & overload panel: the shapes, and the helpers the
 * platforms share. The issue levels are those of every config export (src/core/emit/comments.ts):
 * `cannot` (the snippet writes the nearest allowed value), `warning` (written as asked, but the
 * platform does not behave as the panel assumes), `note`.
 */
import type { ConfigIssue, ConfigIssueLevel } from '../../emit/comments';
import type { BudgetSettings, OverloadPolicy, RetryShape } from '../types';

export type { ConfigIssue, ConfigIssueLevel };

/**
 * The panel's values: attempts, full-jitter base and cap (s), clients, the gRPC and Finagle
 * budgets (`percent` a fraction, `ttl` in s), the client's per-attempt timeout (s, the metastable
 * mode's `timeout`), and optionally the traffic (logical requests per second, all clients
 * together), which sizes Polly's time-based breaker window.
 */
export interface OverloadConfigSettings extends RetryShape, BudgetSettings {
  /** The per-attempt timeout, seconds: what makes an overloaded server's attempts fail. */
  readonly timeout: number;
  readonly rate?: number;
}

export type OverloadPlatformId = 'grpc' | 'aws' | 'finagle' | 'envoy' | 'resilience4j' | 'polly';

export type ConfigLanguage = 'json' | 'yaml' | 'ini' | 'scala' | 'csharp';

export interface OverloadConfigSnippet {
  readonly platform: OverloadPlatformId;
  readonly title: string;
  readonly language: ConfigLanguage;
  /** One line: what the snippet sets. The first comment of `text` (in JSON, its "//" member). */
  readonly header: string;
  /** Ready to paste; its comments repeat every `cannot` and `warning`. */
  readonly text: string;
  readonly issues: readonly ConfigIssue[];
  /** The panel's policies this snippet configures (the issues say where it differs). */
  readonly policies: readonly OverloadPolicy[];
  /** Policies it expresses only loosely (Envoy's concurrency budget for Finagle's rate budget). */
  readonly approximate: readonly OverloadPolicy[];
  /** What the snippet writes, by the platform's field names; durations in seconds. */
  readonly written: Readonly<Record<string, number>>;
}

/**
 * The breaker the `breaker_all` policy stands for, as the panel describes it: the last 100
 * calls of a client instance (retries included), open at a failure ratio of 50% once 100 calls
 * are counted, for 60 s, then 10 trial calls.
 */
export const PANEL_BREAKER = {
  window: 100,
  minimumCalls: 100,
  failureRatio: 0.5,
  openSeconds: 60,
  halfOpenCalls: 10,
} as const;

export const HEADER_SUFFIX = '(Reliability Lab, #/overload)';

/** True when `value` is `whole` up to floating-point noise (`0.05 × 2 × 1000` is 100). */
export const nearlyEqual = (value: number, whole: number): boolean =>
  Math.abs(value - whole) <= 1e-9 * Math.max(1, Math.abs(value));

/** Whole milliseconds nearest to `seconds`, and whether that is exact. */
export function toMilliseconds(seconds: number): { readonly ms: number; readonly exact: boolean } {
  const ms = Math.round(seconds * 1000);
  return { ms, exact: nearlyEqual(seconds * 1000, ms) };
}
