/**
 * gRPC service config: `methodConfig[].retryPolicy` and `retryThrottling`. Sources: gRFC A6
 * (grpc/proposal A6-client-retries.md) and grpc/service_config/service_config.proto
 * (grpc/grpc-proto): maxAttempts must be greater than 1 and clients treat values above 5 as 5 by
 * default; retry n waits random(0, min(initialBackoff·backoffMultiplier^(n−1), maxBackoff)); both
 * backoffs are Durations greater than zero; maxTokens is a uint32 greater than zero (grpc-go
 * refuses more than 1000); tokenRatio is greater than zero with up to 3 decimal places (gRPC
 * core and grpc-java drop further digits). A6: "gRPC's call deadline applies across all attempts"
 * (the method config's `timeout` is that deadline, a Duration); the RPCs counted as failures for
 * throttling are those that fail with a status in retryableStatusCodes (or a pushback). A6 has no
 * per-attempt timeout.
 */
import { issueLines } from '../../emit/comments';
import { protobufDuration, protobufExact } from '../../emit/durations';
import { messageNumber } from '../../emit/numbers';
import { wholeWithin } from '../../platforms/range';
import {
  HEADER_SUFFIX,
  nearlyEqual,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

/** gRFC A6: the client-side maximum of maxAttempts unless a client raises it. */
export const GRPC_MAX_ATTEMPTS = 5;
/** grpc-go's range for maxTokens, (0, 1000]. */
export const GRPC_MAX_TOKENS = 1000;

/**
 * A protobuf Duration in JSON ("0.1s"), nanosecond resolution, at least 1 ns, and whether that is
 * exact (a positive value that rounds to 0 ns, written as 1 ns, is not).
 */
function protoDuration(seconds: number): { readonly text: string; readonly exact: boolean } {
  return { text: protobufDuration(seconds), exact: protobufExact(seconds) };
}

export function grpcServiceConfig(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const retries = s.attempts >= 2;
  const maxAttempts = Math.min(s.attempts, GRPC_MAX_ATTEMPTS);
  if (!retries) {
    issues.push({
      level: 'note',
      text: 'With 1 attempt there is nothing to retry: gRPC requires maxAttempts ≥ 2, so no retryPolicy is written (retryThrottling alone changes nothing).',
    });
  } else if (s.attempts > GRPC_MAX_ATTEMPTS) {
    issues.push({
      level: 'cannot',
      text: `gRPC clients treat maxAttempts above ${GRPC_MAX_ATTEMPTS} as ${GRPC_MAX_ATTEMPTS} unless the client raises its own limit (gRFC A6): ${s.attempts} attempts are written as ${GRPC_MAX_ATTEMPTS}.`,
    });
  }

  // Retry n waits U(0, min(initial·2^(n−1), max)); with initial = 2·base that is the panel's
  // U(0, min(cap, base·2^n)). When 2·base ≥ cap every window is the cap: initial = cap is the same.
  const initialSeconds = Math.min(2 * s.base, s.cap);
  const initial = protoDuration(initialSeconds);
  const max = protoDuration(s.cap);
  if (retries) {
    if (initialSeconds <= 0) {
      issues.push({
        level: 'cannot',
        text: `initialBackoff and maxBackoff must be greater than zero: no backoff (base ${messageNumber(s.base)} s, cap ${messageNumber(s.cap)} s) is written as ${initial.text}.`,
      });
    } else if (!initial.exact || !max.exact) {
      issues.push({
        level: 'cannot',
        text: `Durations have nanosecond resolution: initialBackoff ${messageNumber(initialSeconds)} s and maxBackoff ${messageNumber(s.cap)} s are written as ${initial.text} and ${max.text}.`,
      });
    }
    issues.push({
      level: 'note',
      text: `gRPC backoff is random(0, min(initialBackoff·backoffMultiplier^(n−1), maxBackoff)) before retry n; initialBackoff = 2 × base = ${initial.text} with multiplier 2 gives U(0, min(cap, base·2^n)), the panel's full jitter exactly.`,
    });
  }

  const maxTokens = wholeWithin(s.maxTokens, 1, GRPC_MAX_TOKENS);
  if (maxTokens !== s.maxTokens) {
    issues.push({
      level: 'cannot',
      text: `maxTokens is a whole number (uint32) from 1 to ${GRPC_MAX_TOKENS}: ${messageNumber(s.maxTokens)} is written as ${maxTokens}.`,
    });
  }
  const milli = Math.max(1, Math.round(s.tokenRatio * 1000));
  const tokenRatio = milli / 1000;
  if (!nearlyEqual(s.tokenRatio * 1000, milli)) {
    issues.push({
      level: 'cannot',
      text: `tokenRatio is greater than zero with at most 3 decimal places (gRFC A6; gRPC ignores further digits): ${messageNumber(s.tokenRatio)} is written as ${tokenRatio}.`,
    });
  }
  issues.push({
    level: 'note',
    text: 'Throttling is kept per server name in each client channel: every client instance has its own tokens. Only failures with a retryableStatusCodes status take a token.',
  });
  const deadline = protoDuration(s.timeout);
  if (!deadline.exact) {
    issues.push({
      level: 'cannot',
      text: `Durations have nanosecond resolution: the timeout ${messageNumber(s.timeout)} s is written as ${deadline.text}.`,
    });
  }
  issues.push({
    level: 'warning',
    text: `gRPC has no per-attempt timeout (gRFC A6): the method's timeout (${deadline.text}, the panel's timeout) is the deadline of the whole call, every attempt included, and a call past it fails with DEADLINE_EXCEEDED, which is not retried (nor in retryableStatusCodes, so it takes no token). So gRPC never retries a timed-out attempt: in the metastable mode, where every failure is a timeout, the panel's grpc policy makes no retry, and its plain retries are not what this config does.`,
  });

  const header = `gRPC service config: retryPolicy (attempts, full-jitter backoff) and retryThrottling (token bucket) ${HEADER_SUFFIX}`;
  const problems = issueLines(issues);
  const config = {
    '//': problems.length > 0 ? [header, ...problems] : header,
    methodConfig: [
      {
        // An empty name is the default for every service and method (service_config.proto).
        name: [{}],
        timeout: deadline.text,
        ...(retries
          ? {
              retryPolicy: {
                maxAttempts,
                initialBackoff: initial.text,
                maxBackoff: max.text,
                backoffMultiplier: 2,
                retryableStatusCodes: ['UNAVAILABLE'],
              },
            }
          : {}),
      },
    ],
    retryThrottling: { maxTokens, tokenRatio },
  };
  return {
    platform: 'grpc',
    title: 'gRPC service config',
    language: 'json',
    header,
    text: `${JSON.stringify(config, null, 2)}\n`,
    issues,
    policies: retries ? ['retries', 'grpc'] : ['grpc'],
    approximate: [],
    written: {
      ...(retries ? { maxAttempts, backoffMultiplier: 2 } : {}),
      initialBackoff: Math.max(1e-9, Math.round(initialSeconds * 1e9) / 1e9),
      maxBackoff: Math.max(1e-9, Math.round(s.cap * 1e9) / 1e9),
      maxTokens,
      tokenRatio,
      timeout: Math.max(1e-9, Math.round(s.timeout * 1e9) / 1e9),
    },
  };
}
