/**
 * Polly v8 (C#): a ResiliencePipeline with retry outside and a circuit breaker inside. Sources:
 * pollydocs.org, RetryStrategyOptions (MaxRetryAttempts ≥ 1, BackoffType, UseJitter, Delay — with
 * Exponential the median first delay —, MaxDelay) and CircuitBreakerStrategyOptions (FailureRatio,
 * SamplingDuration from 0.5 s to 1 day, default 30 s; MinimumThroughput ≥ 2; BreakDuration
 * ≥ 0.5 s; one trial call after the break). Exponential with UseJitter is
 * DecorrelatedJitterBackoffV2 (docs/models.md, "Retry storms & jitter"). RetryStrategyOptions.
 * ShouldHandle (default: every exception but OperationCanceledException) with a PredicateBuilder;
 * an open circuit throws BrokenCircuitException (Polly.CircuitBreaker; IsolatedCircuitException
 * derives from it); AddTimeout(TimeSpan) adds a timeout strategy, which throws
 * TimeoutRejectedException. Strategies run in the order they are added, the first outermost.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { configNumber } from '../../emit/numbers';
import {
  HEADER_SUFFIX,
  PANEL_BREAKER,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

export const POLLY_SAMPLING = { min: 0.5, max: 86_400, default: 30 } as const;
/** TimeoutStrategyOptions.Timeout's range: 10 ms to 1 day. */
export const POLLY_TIMEOUT = { min: 0.01, max: 86_400 } as const;

const seconds = (s: number): string => `TimeSpan.FromSeconds(${configNumber(s)})`;

export function pollyPipeline(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const maxRetryAttempts = s.attempts - 1;
  const retries = maxRetryAttempts >= 1;
  if (!retries) {
    issues.push({
      level: 'note',
      text: 'With 1 attempt there is nothing to retry (MaxRetryAttempts must be at least 1): only the circuit breaker is written.',
    });
  } else if (s.base > 0 && s.cap > 0) {
    issues.push({
      level: 'warning',
      text: `Polly has no full jitter: Exponential with UseJitter is decorrelated jitter ("DecorrelatedJitterBackoffV2"). Delay = base (${configNumber(s.base)} s) is its median first delay, the median of the panel's first U(0, 2·base) too; later retries follow Polly's curve, not U(0, min(cap, base·2^k)) (compare the polly strategy in #/retries).`,
    });
  }

  const perClient = s.rate !== undefined && s.rate > 0 ? s.rate / s.clients : undefined;
  // The window that holds the panel's 100 first attempts, then within Polly's limits.
  const window =
    perClient === undefined
      ? POLLY_SAMPLING.default
      : Number(configNumber(PANEL_BREAKER.window / perClient));
  const sampling = Math.min(POLLY_SAMPLING.max, Math.max(POLLY_SAMPLING.min, window));
  const counts = `Polly's breaker counts the calls of the last SamplingDuration, not the last ${PANEL_BREAKER.window} calls`;
  if (perClient === undefined) {
    issues.push({
      level: 'warning',
      text: `${counts}: Polly's default 30 s is written; give the traffic to size it.`,
    });
  } else if (sampling !== window) {
    const limit =
      sampling === POLLY_SAMPLING.min
        ? `at least ${configNumber(POLLY_SAMPLING.min)} s`
        : `at most ${configNumber(POLLY_SAMPLING.max)} s`;
    issues.push({
      level: 'cannot',
      text: `${counts}, and SamplingDuration is ${limit}: the ${configNumber(window)} s that holds ${PANEL_BREAKER.window} first attempts at ${configNumber(perClient)} requests/s per client instance is written as ${configNumber(sampling)} s, which holds ${configNumber(sampling * perClient)}; retries put more calls in the window.`,
    });
  } else {
    issues.push({
      level: 'warning',
      text: `${counts}: ${configNumber(sampling)} s is ${PANEL_BREAKER.window} first attempts at ${configNumber(perClient)} requests/s per client instance; retries put more calls in the window.`,
    });
  }
  issues.push({
    level: 'cannot',
    text: `Polly lets one trial call through after the break, not ${PANEL_BREAKER.halfOpenCalls}: the first call's outcome closes or reopens the circuit.`,
  });
  issues.push({
    level: 'note',
    text: "Strategies run in the order they are added: the retry is outside, so the breaker sees every attempt, retries included (the panel's breaker_all). Each pipeline instance keeps its own breaker.",
  });
  if (retries) {
    issues.push({
      level: 'note',
      text: "ShouldHandle keeps the retry from retrying the breaker's own rejections (BrokenCircuitException, and IsolatedCircuitException, which derives from it): a rejected call fails at once, as the panel's breaker_all. Polly's default retries every exception but OperationCanceledException, rejections included.",
    });
  }
  const timeout = Math.min(POLLY_TIMEOUT.max, Math.max(POLLY_TIMEOUT.min, s.timeout));
  if (timeout !== s.timeout) {
    issues.push({
      level: 'cannot',
      text: `Polly's timeout is at least ${configNumber(POLLY_TIMEOUT.min)} s: the timeout ${configNumber(s.timeout)} s is written as ${configNumber(timeout)} s.`,
    });
  }
  issues.push({
    level: 'note',
    text: `AddTimeout(${seconds(timeout)}) is the per-attempt timeout (the panel's timeout): added last, it is inside the breaker and the retry, so it limits each attempt, and its TimeoutRejectedException is a failure the breaker counts${retries ? ' and the retry retries' : ''}.`,
  });

  const header = `Polly v8: retry with exponential backoff and jitter, then a circuit breaker, then a per-attempt timeout ${HEADER_SUFFIX}`;
  const retryLines = retries
    ? [
        '    .AddRetry(new RetryStrategyOptions',
        '    {',
        `        MaxRetryAttempts = ${maxRetryAttempts},`,
        '        BackoffType = DelayBackoffType.Exponential,',
        '        UseJitter = true,',
        `        Delay = ${seconds(s.base)},`,
        `        MaxDelay = ${seconds(s.cap)},`,
        '        ShouldHandle = new PredicateBuilder().Handle<Exception>(e =>',
        '            e is not BrokenCircuitException and not OperationCanceledException),',
        '    })',
      ]
    : [];
  const text = [
    `// ${header}`,
    ...commentLines(issueLines(issues), '//'),
    'using System;',
    'using Polly;',
    'using Polly.CircuitBreaker;',
    'using Polly.Retry;',
    '',
    'var pipeline = new ResiliencePipelineBuilder()',
    ...retryLines,
    '    .AddCircuitBreaker(new CircuitBreakerStrategyOptions',
    '    {',
    `        FailureRatio = ${configNumber(PANEL_BREAKER.failureRatio)},`,
    `        SamplingDuration = ${seconds(sampling)},`,
    `        MinimumThroughput = ${PANEL_BREAKER.minimumCalls},`,
    `        BreakDuration = ${seconds(PANEL_BREAKER.openSeconds)},`,
    '    })',
    `    .AddTimeout(${seconds(timeout)}) // per attempt: inside the retry and the breaker`,
    '    .Build();',
    '',
  ].join('\n');
  return {
    platform: 'polly',
    title: 'Polly v8',
    language: 'csharp',
    header,
    text,
    issues,
    policies: retries ? ['retries', 'breaker_all'] : ['breaker_all'],
    approximate: [],
    written: {
      ...(retries ? { MaxRetryAttempts: maxRetryAttempts, Delay: s.base, MaxDelay: s.cap } : {}),
      FailureRatio: PANEL_BREAKER.failureRatio,
      SamplingDuration: sampling,
      MinimumThroughput: PANEL_BREAKER.minimumCalls,
      BreakDuration: PANEL_BREAKER.openSeconds,
      Timeout: timeout,
    },
  };
}
