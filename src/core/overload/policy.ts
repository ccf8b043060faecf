import {
  AWS_QUOTA,
  AWS_QUOTA_LEGACY,
  awsAcquire,
  awsRelease,
  createAwsQuota,
  type AwsQuota,
} from './aws-quota';
import {
  breakerPermits,
  breakerRecord,
  createCircuitBreaker,
  type CircuitBreaker,
} from './circuit-breaker';
import {
  createFinagleBudget,
  finagleDeposit,
  finagleTryWithdraw,
  type FinagleBudget,
} from './finagle-budget';
import {
  createGrpcThrottle,
  grpcAllowsRetry,
  grpcRecord,
  type GrpcThrottle,
} from './grpc-throttle';
import {
  createRetryBreaker,
  retryBreakerAllows,
  retryBreakerRecord,
  type RetryBreaker,
} from './retry-breaker';
import { POLICIES, type BudgetSettings, type OverloadPolicy } from './types';

/**
 * What a policy decides for its client instances, the same in both modes. For each logical
 * request the engines call `policyArrive` once, `policyAdmit` before each attempt goes out,
 * `policyRecord` when an attempt's outcome reaches the client, `policyRetry` after a failed attempt
 * that is not the last one allowed, and `policySucceed` when the request is answered. Times are
 * simulated seconds; c is the client instance.
 *
 * One state shape for every policy (the unused machines are empty) and a switch on its code, so
 * the engines' call sites stay monomorphic and the small state machines are inlined.
 */
export interface PolicyState {
  readonly code: number;
  readonly grpc: GrpcThrottle;
  readonly aws: AwsQuota;
  readonly finagle: FinagleBudget;
  readonly retryBreaker: RetryBreaker;
  readonly breaker: CircuitBreaker;
}

// Each policy's code: its place in POLICIES.
const NONE = POLICIES.indexOf('none');
const RETRIES = POLICIES.indexOf('retries');
const GRPC = POLICIES.indexOf('grpc');
const AWS = POLICIES.indexOf('aws');
const AWS_LEGACY = POLICIES.indexOf('aws_legacy');
const FINAGLE = POLICIES.indexOf('finagle');
const BREAKER = POLICIES.indexOf('breaker');
const BREAKER_ALL = POLICIES.indexOf('breaker_all');

/** A fresh state for `clients` instances (each keeps its own budget or breaker). */
export function createPolicyState(
  policy: OverloadPolicy,
  clients: number,
  s: BudgetSettings,
): PolicyState {
  const code = POLICIES.indexOf(policy);
  const n = (own: number) => (code === own ? clients : 0);
  return {
    code,
    grpc: createGrpcThrottle(n(GRPC), s.maxTokens, s.tokenRatio),
    aws:
      code === AWS_LEGACY
        ? createAwsQuota(clients, AWS_QUOTA_LEGACY)
        : createAwsQuota(n(AWS), AWS_QUOTA),
    finagle: createFinagleBudget(n(FINAGLE), s.ttl, s.minPerSecond, s.percent),
    retryBreaker: createRetryBreaker(n(BREAKER)),
    breaker: createCircuitBreaker(n(BREAKER_ALL)),
  };
}

/** Finagle counts time in whole milliseconds. */
const millis = (now: number) => Math.floor(now * 1000);

/** A logical request arrives at client c (Finagle deposits). */
export function policyArrive(s: PolicyState, c: number, now: number): void {
  if (s.code === FINAGLE) finagleDeposit(s.finagle, c, millis(now));
}

/** May an attempt go out now? Only `breaker_all` ever says no (the call then fails locally). */
export function policyAdmit(s: PolicyState, c: number, now: number): boolean {
  return s.code !== BREAKER_ALL || breakerPermits(s.breaker, c, now);
}

/**
 * An attempt's outcome reached client c (gRPC tokens, the breakers' windows); `timedOut` when it
 * failed by the client's timeout. gRPC counts a timeout as nothing: the exported service config's
 * timeout is the call's deadline, and a call past it fails with DEADLINE_EXCEEDED, which is not in
 * retryableStatusCodes, and gRFC A6 counts only failures with a retryable status against the tokens.
 */
export function policyRecord(
  s: PolicyState,
  c: number,
  now: number,
  ok: boolean,
  timedOut: boolean,
): void {
  switch (s.code) {
    case GRPC:
      if (ok || !timedOut) grpcRecord(s.grpc, c, ok);
      break;
    case BREAKER:
      retryBreakerRecord(s.retryBreaker, c, ok);
      break;
    case BREAKER_ALL:
      breakerRecord(s.breaker, c, now, ok);
      break;
  }
}

/**
 * After a failed attempt: may client c retry? −1 for no; otherwise what the retry took from the
 * AWS quota (`aws`: 14; `aws_legacy`: 5, or 10 after a timeout; 0 for the other policies),
 * refunded if the request succeeds. gRPC never retries a timeout: the exported service config
 * retries UNAVAILABLE only, and its deadline spans every attempt (gRFC A6), so a call that timed
 * out is over.
 */
export function policyRetry(s: PolicyState, c: number, now: number, timedOut: boolean): number {
  switch (s.code) {
    case NONE:
      return -1;
    case GRPC:
      return !timedOut && grpcAllowsRetry(s.grpc, c) ? 0 : -1;
    case AWS:
    case AWS_LEGACY: {
      const cost = awsAcquire(s.aws, c, timedOut);
      return cost > 0 ? cost : -1;
    }
    case FINAGLE:
      return finagleTryWithdraw(s.finagle, c, millis(now)) ? 0 : -1;
    case BREAKER:
      return retryBreakerAllows(s.retryBreaker, c) ? 0 : -1;
    default: // retries, breaker_all
      return RETRIES === s.code || BREAKER_ALL === s.code ? 0 : -1;
  }
}

/** The logical request succeeded; `cost` is what its last retry took from the AWS quota. */
export function policySucceed(s: PolicyState, c: number, cost: number): void {
  if (s.code === AWS || s.code === AWS_LEGACY) awsRelease(s.aws, c, cost);
}
