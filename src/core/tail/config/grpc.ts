/**
 * gRPC service config: `methodConfig[].hedgingPolicy`. Sources: gRFC A6 (grpc/proposal
 * A6-client-retries.md): copy n + 1 goes hedgingDelay after copy n unless one has answered; a
 * nonFatalStatusCodes status sends the next copy at once, any other status ends the call; an OK
 * answer cancels the copies still out; maxAttempts counts the first copy and clients treat values
 * above 5 as 5; the call's deadline covers every copy; retryThrottling moves its tokens only on
 * failures (−1, nonFatalStatusCodes statuses) and successes (+tokenRatio) and stops hedges while
 * the count is at most maxTokens / 2. grpc/service_config/service_config.proto: hedgingDelay is a
 * Duration. @grpc/grpc-js 1.14.7 (src/service-config.ts, src/retrying-call.ts) checks what the
 * tests check: maxAttempts an integer ≥ 2, hedgingDelay /^\d+(\.\d{1,9})?s$/, status names; it
 * caps maxAttempts at 5 when calling and does not consult retryThrottling before a timed hedge.
 */
import { issueLines } from '../../emit/comments';
import { protobufDuration, protobufExact } from '../../emit/durations';
import { messageNumber } from '../../emit/numbers';
import {
  HEDGE_TITLES,
  HEADER_SUFFIX,
  inputsLine,
  percentileName,
  type ConfigIssue,
  type HedgeSettings,
  type HedgeSnippet,
} from './types';

/** gRFC A6: the client-side maximum of maxAttempts unless a client raises it. */
export const GRPC_MAX_ATTEMPTS = 5;

/** What gRPC hedges on besides slowness: a server that did not process the call (gRFC A6). */
export const GRPC_NON_FATAL = ['UNAVAILABLE'] as const;

/** Seconds as a protobuf Duration is written: whole nanoseconds, at least 1. */
const writtenSeconds = (seconds: number): number => Math.max(1e-9, Math.round(seconds * 1e9) / 1e9);

export function grpcHedging(s: HedgeSettings): HedgeSnippet {
  const issues: ConfigIssue[] = [];
  const hedges = s.copies >= 2;
  const maxAttempts = Math.min(s.copies, GRPC_MAX_ATTEMPTS);
  if (!hedges) {
    issues.push({
      level: 'note',
      text: 'With 1 copy there is nothing to hedge: gRPC requires maxAttempts ≥ 2, so no hedgingPolicy is written.',
    });
  } else if (s.copies > GRPC_MAX_ATTEMPTS) {
    issues.push({
      level: 'cannot',
      text: `gRPC clients treat maxAttempts above ${GRPC_MAX_ATTEMPTS} as ${GRPC_MAX_ATTEMPTS} unless the client raises its own limit (gRFC A6): ${s.copies} copies are written as ${GRPC_MAX_ATTEMPTS}.`,
    });
  }

  const delay = protobufDuration(s.delay);
  if (hedges && !protobufExact(s.delay)) {
    issues.push({
      level: 'cannot',
      text: `Durations have nanosecond resolution: hedgingDelay ${messageNumber(s.delay)} s is written as ${delay}.`,
    });
  }
  if (hedges && s.percentile !== null) {
    const p = percentileName(s.percentile);
    issues.push({
      level: 'warning',
      text: `gRPC's hedgingDelay is fixed: the ${p} hedge is written as the leaf's ${p} now, ${messageNumber(s.delay)} s (${delay}). When the leaf's latency shifts, the copies no longer go at its ${p}.`,
    });
  }
  if (hedges && s.cap !== null) {
    issues.push({
      level: 'cannot',
      text: `gRPC has no cap on extra load: retryThrottling moves its tokens only on failures (−1 for a nonFatalStatusCodes status) and successes (+tokenRatio), and stops hedges while they are at most maxTokens / 2 (gRFC A6). A copy sent because the first is slow moves no token, so no maxTokens and tokenRatio bound the extra load slowness costs: the cap of ${messageNumber(s.cap * 100)}% is not written, and a copy goes whenever a call is still out at the delay.`,
    });
  }

  // The deadline covers the whole call: when copy maxAttempts − 1, sent at (maxAttempts − 1)·delay,
  // would time out. With one copy that is the per-attempt timeout exactly.
  const deadlineSeconds =
    s.timeout === null ? null : (hedges ? (maxAttempts - 1) * s.delay : 0) + s.timeout;
  const deadline = deadlineSeconds === null ? undefined : protobufDuration(deadlineSeconds);
  if (deadlineSeconds !== null && s.timeout !== null) {
    if (!protobufExact(deadlineSeconds)) {
      issues.push({
        level: 'cannot',
        text: `Durations have nanosecond resolution: the timeout ${messageNumber(deadlineSeconds)} s is written as ${deadline}.`,
      });
    }
    if (hedges) {
      issues.push({
        level: 'warning',
        text: `gRPC has no per-attempt timeout when hedging: the method's timeout is the call's deadline, every copy together (gRFC A6). (maxAttempts − 1) × hedgingDelay + the per-attempt timeout = ${maxAttempts - 1} × ${messageNumber(s.delay)} + ${messageNumber(s.timeout)} = ${messageNumber(deadlineSeconds)} s is written, when the last copy would time out; an earlier copy is not cut at ${messageNumber(s.timeout)} s and may still answer until then.`,
      });
    }
  }

  if (hedges) {
    issues.push({
      level: 'note',
      text: "nonFatalStatusCodes is UNAVAILABLE, the status gRFC A6 gives for a server that did not process the call (as the retries' retryableStatusCodes in #/overload): it sends the next copy at once. Any other error ends the call and cancels the copies still out. DEADLINE_EXCEEDED is left out: the call's deadline covers every copy, so once it has passed no copy is left to send.",
    });
    issues.push({
      level: 'note',
      text: s.cancel
        ? 'gRPC cancels the copies still out as soon as one answers (gRFC A6), as the panel does with cancel on; the work stops only where the server honours the cancellation.'
        : 'gRPC always cancels the copies still out as soon as one answers (gRFC A6); it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
    });
    issues.push({
      level: 'note',
      text: 'Hedge only methods that are safe to run twice: your.Service stands for such a service (add "method" to name one method); an empty name would hedge every method on the channel.',
    });
  }

  const header = `gRPC service config: hedgingPolicy (copies, hedging delay) ${HEADER_SUFFIX}`;
  const from = [
    hedges
      ? `maxAttempts = copies (${maxAttempts}), hedgingDelay = the hedge delay (${delay})`
      : 'no hedgingPolicy (1 copy)',
    ...(deadline === undefined
      ? []
      : [
          hedges
            ? `timeout = (maxAttempts − 1) × hedgingDelay + the per-attempt timeout (${deadline})`
            : `timeout = the per-attempt timeout (${deadline})`,
        ]),
  ];
  const config = {
    '//': [header, inputsLine(s), `From them: ${from.join(', ')}.`, ...issueLines(issues)],
    methodConfig: [
      {
        name: [{ service: 'your.Service' }],
        ...(deadline === undefined ? {} : { timeout: deadline }),
        ...(hedges
          ? {
              hedgingPolicy: {
                maxAttempts,
                hedgingDelay: delay,
                nonFatalStatusCodes: [...GRPC_NON_FATAL],
              },
            }
          : {}),
      },
    ],
  };
  return {
    id: 'grpc',
    title: HEDGE_TITLES.grpc,
    language: 'json',
    header,
    text: `${JSON.stringify(config, null, 2)}\n`,
    issues,
    written: {
      ...(hedges
        ? {
            maxAttempts,
            hedgingDelay: writtenSeconds(s.delay),
            nonFatalStatusCodes: GRPC_NON_FATAL.join(','),
          }
        : {}),
      ...(deadlineSeconds === null ? {} : { timeout: writtenSeconds(deadlineSeconds) }),
    },
  };
}
