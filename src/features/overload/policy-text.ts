import { formatNumber, formatPercent } from '@/core/format';
import type { BudgetSettings, OverloadPolicy, RetryShape } from '@/core/overload/types';

export const POLICY_LABELS: Readonly<Record<OverloadPolicy, string>> = {
  none: 'No retries',
  retries: 'Plain retries',
  grpc: 'gRPC retry throttling',
  aws: 'AWS retry quota (2026)',
  aws_legacy: 'AWS retry quota (before 2026)',
  finagle: 'Finagle RetryBudget',
  breaker: 'Breaker on retries',
  breaker_all: 'Breaker on every call',
};

/** Okabe–Ito colours (overload.css), one per policy. */
export const policyColour = (p: OverloadPolicy) => `var(--ov-${p.replace('_', '-')})`;

/** Each policy's rule in one sentence, with the panel's numbers. */
export function policyRule(p: OverloadPolicy, s: RetryShape & BudgetSettings): string {
  const retries = `up to ${s.attempts - 1} ${s.attempts - 1 === 1 ? 'retry' : 'retries'}`;
  switch (p) {
    case 'none':
      return 'One attempt; a failure is final.';
    case 'retries':
      return `${retries}, each after a full-jitter backoff, whatever the failure rate.`;
    case 'grpc':
      return `Tokens start at ${formatNumber(s.maxTokens)}, −1 per failed attempt, +${formatNumber(s.tokenRatio)} per success (at most ${formatNumber(s.maxTokens)}); a retry only while tokens > ${formatNumber(s.maxTokens / 2)} (gRFC A6). Retries UNAVAILABLE only: a timeout is the call’s deadline, never retried and never counted.`;
    case 'aws':
      return 'A quota of 500 tokens per client; a retry costs 14 (5 for throttling, which is not simulated), a successful retry refunds its cost, a first-try success adds 1; no retry the quota cannot pay for (AWS SDKs’ standard mode from November 2026, AWS_NEW_RETRIES_2026).';
    case 'aws_legacy':
      return 'A quota of 500 tokens per client; a retry costs 5 (10 after a timeout), a successful retry refunds its cost, a first-try success adds 1; no retry the quota cannot pay for (botocore “standard” before 2026).';
    case 'finagle':
      return s.percent > 0
        ? `Each request deposits one token; a retry costs ${formatNumber(1 / s.percent, 3)} tokens (1 ÷ ${formatPercent(s.percent)}); tokens expire after ${formatNumber(s.ttl)} s; ${formatNumber(s.minPerSecond)} retries a second are always allowed (Finagle RetryBudget).`
        : `No retries from deposits (percent 0): only the reserve of ${formatNumber(s.minPerSecond)} retries a second (Finagle RetryBudget).`;
    case 'breaker':
      return 'First tries always go out; no retries while the client’s failure ratio over its last 100 calls is above 10%.';
    case 'breaker_all':
      return 'Opens at 50% failures over the last 100 calls, stays open 60 s, then lets 10 trial calls through; rejected calls fail locally and load nothing (Resilience4j defaults).';
  }
}
