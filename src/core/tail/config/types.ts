/**
 * "Copy as config" for the Tail latency & hedging panel: the shapes, and the lines every snippet's
 * header shares. The issue levels are those of every config export (src/core/emit/comments.ts):
 * `cannot` (the snippet writes the nearest allowed value, or leaves the setting out), `warning`
 * (written as asked, but the platform does not behave as the panel assumes), `note`.
 */
import type { ConfigIssue, ConfigIssueLevel } from '../../emit/comments';
import { configNumber, messageNumber } from '../../emit/numbers';

export type { ConfigIssue, ConfigIssueLevel };

/**
 * The panel's hedge: attempt i (i = 0 … copies − 1) of a leaf call is sent at i·delay unless an
 * earlier one answered.
 */
export interface HedgeSettings {
  /** The hedge delay, s; for a percentile hedge, the leaf's pN latency now, s. */
  readonly delay: number;
  /** The percentile the hedge was given as (0.95 for `p95`), or null for a fixed delay. */
  readonly percentile: number | null;
  /** Attempts per leaf call at most, the first included. */
  readonly copies: number;
  /** The most extra load hedging may add, a fraction of leaf requests (Finagle's maxExtraLoad); null = no cap. */
  readonly cap: number | null;
  /** Tied requests: the copies still out are cancelled when one answers. */
  readonly cancel: boolean;
  /** A timeout for each attempt, s, or null when there is none. */
  readonly timeout: number | null;
}

export type HedgePlatformId = 'grpc' | 'envoy' | 'polly' | 'finagle';

/** Each platform's title, in the order the panel shows them (also when hedging is off). */
export const HEDGE_TITLES: Readonly<Record<HedgePlatformId, string>> = {
  grpc: 'gRPC service config',
  envoy: 'Envoy',
  polly: 'Polly v8',
  finagle: 'Finagle',
};

export type HedgeLanguage = 'json' | 'yaml' | 'csharp' | 'scala';

export interface HedgeSnippet {
  readonly id: HedgePlatformId;
  readonly title: string;
  readonly language: HedgeLanguage;
  /** One line: what the snippet sets. The first comment of `text` (in JSON, the first line of its "//" member). */
  readonly header: string;
  /** Ready to paste; its comments give the inputs, where each number comes from, and every `cannot` and `warning`. */
  readonly text: string;
  readonly issues: readonly ConfigIssue[];
  /** What the snippet writes, by the platform's field names; durations in seconds. */
  readonly written: Readonly<Record<string, number | string | boolean>>;
}

export const HEADER_SUFFIX = '(Reliability Lab, #/tail)';

/** `p95`, `p99.9`: a percentile as the panel's field takes it. */
export const percentileName = (p: number): string => `p${configNumber(p * 100)}`;

/** The hedge as the messages say it: `after 0.02 s`, `at the leaf's p95 (0.05 s now)`. */
export const hedgeAt = (s: HedgeSettings): string =>
  s.percentile === null
    ? `after ${messageNumber(s.delay)} s`
    : `at the leaf's ${percentileName(s.percentile)} (${messageNumber(s.delay)} s now)`;

/** The second comment line of every snippet: the panel's values it was written from. */
export function inputsLine(s: HedgeSettings): string {
  const cap =
    s.cap === null ? 'no cap on extra load' : `extra load capped at ${configNumber(s.cap * 100)}%`;
  const timeout =
    s.timeout === null
      ? 'no per-attempt timeout'
      : `per-attempt timeout ${messageNumber(s.timeout)} s`;
  return `Inputs: hedge ${hedgeAt(s)}, ${s.copies} ${s.copies === 1 ? 'copy' : 'copies'} at most, ${cap}, losers ${s.cancel ? '' : 'not '}cancelled, ${timeout}.`;
}
