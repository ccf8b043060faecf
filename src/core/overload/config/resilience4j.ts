/**
 * Resilience4j through Spring Boot's application.yml: `resilience4j.retry.instances.<name>` and
 * `resilience4j.circuitbreaker.instances.<name>`. Sources: resilience4j CommonRetryConfigurationProperties
 * (waitDuration, enableExponentialBackoff, exponentialBackoffMultiplier, exponentialMaxWaitDuration,
 * enableRandomizedWait, randomizedWaitFactor in [0, 1)) and IntervalFunction.ofExponentialRandomBackoff
 * (retry k waits min(maxWait, U((1 − f)·i, (1 + f)·i)) with i = waitDuration·multiplier^(k−1), whole
 * milliseconds, i ≥ 1 ms) and its `ignoreExceptions` (never retried, rethrown at once); the
 * circuit breaker's names as in resilience4j's Spring Boot demo, and CallNotPermittedException,
 * what it throws while open; `resilience4j.timelimiter.instances.<name>.timeoutDuration` (a
 * TimeLimiter, for asynchronous calls: CompletionStage or reactive types); the Spring Boot
 * aspects' default order Retry ( CircuitBreaker ( RateLimiter ( TimeLimiter ( Bulkhead ( call ) ) ) ) ).
 */
import { issueLines } from '../../emit/comments';
import { millisecondsDuration } from '../../emit/durations';
import { configNumber, messageNumber } from '../../emit/numbers';
import { YamlNumber, yamlDocument, type YamlMap } from '../../emit/yaml';
import {
  HEADER_SUFFIX,
  PANEL_BREAKER,
  toMilliseconds,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

/** What an open breaker throws: not a failure of the call, and not to be retried. */
export const R4J_CALL_NOT_PERMITTED =
  'io.github.resilience4j.circuitbreaker.CallNotPermittedException';

/** The largest factor the Spring properties accept ([0, 1)); 1 would be U(0, 2·i), full jitter. */
export const R4J_RANDOMIZED_WAIT_FACTOR = 0.999;

const n = (x: number): YamlNumber => new YamlNumber(configNumber(x));

export function resilience4jConfig(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const retries = s.attempts >= 2;
  const backoff = s.base > 0 && s.cap > 0;

  const wait = toMilliseconds(s.base);
  const max = toMilliseconds(s.cap);
  const waitMs = backoff ? Math.max(1, wait.ms) : 0;
  const maxMs = Math.max(1, max.ms);
  let retry: YamlMap;
  if (backoff) {
    retry = {
      maxAttempts: n(s.attempts),
      waitDuration: millisecondsDuration(waitMs),
      enableExponentialBackoff: true,
      exponentialBackoffMultiplier: n(2),
      exponentialMaxWaitDuration: millisecondsDuration(maxMs),
      enableRandomizedWait: true,
      randomizedWaitFactor: n(R4J_RANDOMIZED_WAIT_FACTOR),
      ignoreExceptions: [R4J_CALL_NOT_PERMITTED],
    };
    if (retries) {
      if (!wait.exact || !max.exact || waitMs !== wait.ms || maxMs !== max.ms) {
        issues.push({
          level: 'cannot',
          text: `Resilience4j waits whole milliseconds, at least 1 ms: base ${messageNumber(s.base)} s and cap ${messageNumber(s.cap)} s are written as ${millisecondsDuration(waitMs)} and ${millisecondsDuration(maxMs)}.`,
        });
      }
      issues.push({
        level: 'cannot',
        text: `With exponential backoff and randomized wait, retry k waits U((1 − f)·i, (1 + f)·i) with i = waitDuration·2^(k−1): f = 1 would be U(0, base·2^k), the panel's full jitter, but the Spring properties accept randomizedWaitFactor only in [0, 1), so ${R4J_RANDOMIZED_WAIT_FACTOR} is written (U(${configNumber(1 - R4J_RANDOMIZED_WAIT_FACTOR)}·i, ${configNumber(1 + R4J_RANDOMIZED_WAIT_FACTOR)}·i)).`,
      });
      if (s.base * 2 ** (s.attempts - 1) > s.cap) {
        issues.push({
          level: 'warning',
          text: `Resilience4j caps after the random draw: once base·2^k passes the cap (${messageNumber(s.cap)} s), a retry waits exactly the cap whenever the draw is above it, where the panel draws U(0, cap).`,
        });
      }
    }
  } else {
    // No backoff at all is exact: a fixed wait of zero.
    retry = {
      maxAttempts: n(s.attempts),
      waitDuration: '0ms',
      ignoreExceptions: [R4J_CALL_NOT_PERMITTED],
    };
  }
  issues.push({
    level: 'note',
    text: 'Resilience4j has no retry budget: only maxAttempts limits retries.',
  });
  issues.push({
    level: 'note',
    text: `With the default aspect order, Retry ( CircuitBreaker ( TimeLimiter ( call ) ) ): the breaker counts every attempt, retries included, and rejects them while open with CallNotPermittedException, which ignoreExceptions keeps the retry from retrying: a rejected call fails at once, the panel's breaker_all (without it, each rejection would be retried, up to maxAttempts). Its last ${PANEL_BREAKER.window} calls are counted per application instance.`,
  });
  const limit = toMilliseconds(s.timeout);
  const limitMs = Math.max(1, limit.ms);
  if (!limit.exact || limitMs !== limit.ms) {
    issues.push({
      level: 'cannot',
      text: `The TimeLimiter's timeoutDuration is written in whole milliseconds here (at least 1 ms): the timeout ${messageNumber(s.timeout)} s is written as ${millisecondsDuration(limitMs)}.`,
    });
  }
  issues.push({
    level: 'note',
    text: `The TimeLimiter's timeoutDuration is the per-attempt timeout (the panel's timeout, ${millisecondsDuration(limitMs)}): inside the breaker and the retry, it limits each attempt, and its TimeoutException is a failure the breaker counts and the retry retries. A TimeLimiter needs an asynchronous method (CompletionStage or a reactive type).`,
  });

  const header = `Resilience4j (Spring Boot application.yml): retry, count-based circuit breaker and time limiter for instance "backend" ${HEADER_SUFFIX}`;
  const breaker = {
    slidingWindowType: 'COUNT_BASED',
    slidingWindowSize: n(PANEL_BREAKER.window),
    minimumNumberOfCalls: n(PANEL_BREAKER.minimumCalls),
    failureRateThreshold: n(PANEL_BREAKER.failureRatio * 100),
    waitDurationInOpenState: millisecondsDuration(PANEL_BREAKER.openSeconds * 1000),
    permittedNumberOfCallsInHalfOpenState: n(PANEL_BREAKER.halfOpenCalls),
  };
  const text = yamlDocument(
    {
      resilience4j: {
        retry: { instances: { backend: retry } },
        circuitbreaker: { instances: { backend: breaker } },
        timelimiter: {
          instances: {
            backend: { timeoutDuration: millisecondsDuration(limitMs), cancelRunningFuture: true },
          },
        },
      },
    },
    [
      header,
      ...issueLines(issues),
      'Use with @Retry(name = "backend") @CircuitBreaker(name = "backend") @TimeLimiter(name = "backend"),',
      'on a method that returns a CompletionStage.',
    ],
  );
  return {
    platform: 'resilience4j',
    title: 'Resilience4j',
    language: 'yaml',
    header,
    text,
    issues,
    policies: retries ? ['retries', 'breaker_all'] : ['breaker_all'],
    approximate: [],
    written: {
      maxAttempts: s.attempts,
      waitDuration: waitMs / 1000,
      ...(backoff
        ? {
            exponentialBackoffMultiplier: 2,
            exponentialMaxWaitDuration: maxMs / 1000,
            randomizedWaitFactor: R4J_RANDOMIZED_WAIT_FACTOR,
          }
        : {}),
      slidingWindowSize: PANEL_BREAKER.window,
      minimumNumberOfCalls: PANEL_BREAKER.minimumCalls,
      failureRateThreshold: PANEL_BREAKER.failureRatio * 100,
      waitDurationInOpenState: PANEL_BREAKER.openSeconds,
      permittedNumberOfCallsInHalfOpenState: PANEL_BREAKER.halfOpenCalls,
      timeoutDuration: limitMs / 1000,
    },
  };
}
