/**
 * Finagle (Scala): RetryBudget and a RetryExceptionsFilter with a jittered backoff. Sources:
 * finagle-core com/twitter/finagle/service/RetryBudget.scala (ttl within [1 s, 60 s] by
 * ttl.inSeconds, minRetriesPerSec an Int ≥ 0, percentCanRetry a fraction in [0, 1000]; each
 * request deposits 1000 units, each retry withdraws ⌊1000 / percentCanRetry⌋; the reserve is
 * minRetriesPerSec × ttl.inSeconds retries), com/twitter/finagle/Backoff.scala (exponentialJittered,
 * decorrelatedJittered, equalJittered all start at exactly `start`), RetryPolicy.scala and
 * Retries.scala (a client's requeue filter deposits into its budget too); param/Params.scala
 * (`com.twitter.finagle.param.HighResTimer`, whose `Default` is the shared high-resolution timer);
 * the client's `withRequestTimeout` (TimeoutFilter: each request the client sends fails with
 * IndividualRequestTimeoutException, a TimeoutException, after the timeout).
 */
import { commentLines, issueLines } from '../../emit/comments';
import { configNumber, messageNumber } from '../../emit/numbers';
import {
  HEADER_SUFFIX,
  nearlyEqual,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

export const FINAGLE_TTL = { min: 1, max: 60 } as const;
/** RetryBudget's ScaleFactor: percentCanRetry ≤ 1000 and a request deposits 1000 units. */
export const FINAGLE_SCALE = 1000;

/** The largest Scala Int; a larger literal needs the Long suffix `L` or does not compile. */
const SCALA_INT_MAX = 2_147_483_647;
const scalaWhole = (n: number): string => (n > SCALA_INT_MAX ? `${n}L` : String(n));

/**
 * The whole nanoseconds a twitter-util Duration holds for `seconds`: a positive duration under
 * 1 ns is 1 ns (the smallest expressible), never zero.
 */
const finagleNanoseconds = (seconds: number): number =>
  seconds > 0 ? Math.max(1, Math.round(seconds * 1e9)) : Math.round(seconds * 1e9);

/**
 * A twitter-util Duration literal (DurationOps): `10.seconds`, `100.milliseconds`, else
 * nanoseconds; a Long literal (`2500100000L.nanoseconds`) above Int's 2147483647.
 */
export function scalaDuration(seconds: number): string {
  const ns = finagleNanoseconds(seconds);
  if (ns % 1e9 === 0) return `${scalaWhole(ns / 1e9)}.seconds`;
  if (ns % 1e6 === 0) return `${scalaWhole(ns / 1e6)}.milliseconds`;
  return `${scalaWhole(ns)}.nanoseconds`;
}

export function finagleRetryBudget(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const retries = Math.max(0, s.attempts - 1);

  const ttl = Math.min(FINAGLE_TTL.max, Math.max(FINAGLE_TTL.min, s.ttl));
  if (ttl !== s.ttl) {
    issues.push({
      level: 'cannot',
      text: `RetryBudget's ttl must be from ${FINAGLE_TTL.min} s to ${FINAGLE_TTL.max} s: ${messageNumber(s.ttl)} s is written as ${messageNumber(ttl)} s.`,
    });
  } else if (!Number.isInteger(ttl)) {
    issues.push({
      level: 'warning',
      text: `Finagle sizes the reserve with ttl.inSeconds, whole seconds: minRetriesPerSec × ${Math.trunc(ttl)} s, not × ${messageNumber(ttl)} s.`,
    });
  }
  const minRetriesPerSec = Math.max(0, Math.round(s.minPerSecond));
  if (minRetriesPerSec !== s.minPerSecond) {
    issues.push({
      level: 'cannot',
      text: `minRetriesPerSec is a whole number (Int) ≥ 0: ${messageNumber(s.minPerSecond)} per second is written as ${minRetriesPerSec}.`,
    });
  }
  const percentCanRetry = Math.min(FINAGLE_SCALE, Math.max(0, s.percent));
  if (percentCanRetry !== s.percent) {
    issues.push({
      level: 'cannot',
      text: `percentCanRetry is a fraction from 0 to ${FINAGLE_SCALE} (0.2 is 20%): ${messageNumber(s.percent)} is written as ${messageNumber(percentCanRetry)}.`,
    });
  } else if (percentCanRetry > 0) {
    const withdrawal = Math.trunc(FINAGLE_SCALE / percentCanRetry);
    const effective = FINAGLE_SCALE / withdrawal;
    if (!nearlyEqual(effective, percentCanRetry)) {
      issues.push({
        level: 'warning',
        text: `Finagle deposits ${FINAGLE_SCALE} units per request and withdraws ⌊${FINAGLE_SCALE} / percentCanRetry⌋ = ${withdrawal} per retry, so ${configNumber(percentCanRetry)} behaves as ${configNumber(effective)}.`,
      });
    }
  }
  if (percentCanRetry === 0 && minRetriesPerSec === 0) {
    issues.push({
      level: 'note',
      text: 'With no percentage and no reserve, RetryBudget returns RetryBudget.Empty: no retry is ever allowed.',
    });
  }

  // exponentialJittered needs 0 < start ≤ maximum; start = 2·base makes retry 2 U(0, 4·base).
  const start = Math.min(2 * s.base, s.cap);
  const backoff =
    start > 0
      ? `Backoff.exponentialJittered(${scalaDuration(start)}, ${scalaDuration(s.cap)})`
      : 'Backoff.const(Duration.Zero)';
  if (retries >= 1 && start > 0) {
    for (const [what, value] of [
      ['start (2 × base)', start],
      ['maximum (cap)', s.cap],
    ] as const) {
      if (value < 1e-9) {
        issues.push({
          level: 'cannot',
          text: `Finagle's Duration counts whole nanoseconds: the backoff ${what} ${messageNumber(value)} s is below its resolution of 1 ns and is written as 1 ns.`,
        });
      }
    }
    issues.push({
      level: 'warning',
      text: `Finagle has no exact full jitter; Backoff.exponentialJittered (documented as full jitter, start = 2 × base) is the closest. It waits exactly start (${messageNumber(start)} s) before the first retry, where the panel draws U(0, ${messageNumber(start)} s), and exactly maximum once a window reaches it, where the panel draws U(0, cap). In its current source each later window is 2^k times the previous drawn delay, not start·2^(k−1). decorrelatedJittered and equalJittered also start at exactly start.`,
    });
  }
  issues.push({
    level: 'note',
    text: 'The filter deposits once per request and withdraws once per retry, as the panel assumes; the client gets RetryBudget.Empty so its requeue filter neither deposits a second time nor retries on its own. Each client instance has its own budget.',
  });
  if (s.timeout < 1e-9) {
    issues.push({
      level: 'cannot',
      text: `Finagle's Duration counts whole nanoseconds: the request timeout ${messageNumber(s.timeout)} s is below its resolution of 1 ns and is written as 1 ns.`,
    });
  }
  issues.push({
    level: 'note',
    text: `withRequestTimeout(${scalaDuration(s.timeout)}) is the per-attempt timeout (the panel's timeout): the retry filter is outside the client, so every attempt, each retry included, has its own, and an attempt that times out (IndividualRequestTimeoutException, a TimeoutException) is retried by TimeoutAndWriteExceptionsOnly.`,
  });

  const header = `Finagle: RetryBudget (ttl, reserve, percent) and a retry filter with jittered backoff ${HEADER_SUFFIX}`;
  const text = [
    `// ${header}`,
    ...commentLines(issueLines(issues), '//'),
    'import com.twitter.conversions.DurationOps._',
    'import com.twitter.finagle.{Backoff, Http}',
    'import com.twitter.finagle.http.{Request, Response}',
    'import com.twitter.finagle.service.{RetryBudget, RetryExceptionsFilter, RetryPolicy}',
    'import com.twitter.finagle.stats.DefaultStatsReceiver',
    'import com.twitter.finagle.param.HighResTimer',
    `import com.twitter.util.${start > 0 ? 'Try' : '{Duration, Try}'}`,
    '',
    `val budget = RetryBudget(ttl = ${scalaDuration(ttl)}, minRetriesPerSec = ${minRetriesPerSec}, percentCanRetry = ${configNumber(percentCanRetry)})`,
    `val backoff = ${backoff}`,
    '',
    `// Up to ${retries} ${retries === 1 ? 'retry' : 'retries'} (${s.attempts} ${s.attempts === 1 ? 'attempt' : 'attempts'}) on timeouts and write failures; deposits per request, withdraws per retry.`,
    'val retries = new RetryExceptionsFilter[Request, Response](',
    `  RetryPolicy.backoff[Try[Nothing]](backoff.take(${retries}))(RetryPolicy.TimeoutAndWriteExceptionsOnly),`,
    '  HighResTimer.Default,',
    '  DefaultStatsReceiver,',
    '  budget',
    ')',
    '',
    '// Requeues off: every retry goes through the filter above, so the budget is counted once.',
    'val service = retries.andThen(',
    '  Http.client',
    '    .withRetryBudget(RetryBudget.Empty)',
    `    .withRequestTimeout(${scalaDuration(s.timeout)}) // per attempt: each retry has its own`,
    '    .newService("backend:8080") // your destination',
    ')',
    '',
  ].join('\n');
  return {
    platform: 'finagle',
    title: 'Finagle',
    language: 'scala',
    header,
    text,
    issues,
    policies: ['finagle'],
    approximate: [],
    written: {
      ttl,
      minRetriesPerSec,
      percentCanRetry,
      retries,
      // A positive duration under 1 ns is written as 1 ns.
      backoffStart: start > 0 ? Math.max(1e-9, start) : 0,
      backoffMaximum: start > 0 ? Math.max(1e-9, s.cap) : 0,
      requestTimeout: Math.max(1e-9, s.timeout),
    },
  };
}
