import { awsAcquire, awsRelease, createAwsQuota, type AwsQuota } from './aws-quota';
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

const NONE = 0;
const RETRIES = 1;
const GRPC = 2;
const AWS = 3;
const FINAGLE = 4;
const BREAKER = 5;
const BREAKER_ALL = 6;

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
    aws: createAwsQuota(n(AWS)),
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

/** An attempt's outcome reached client c (gRPC tokens, the breakers' windows). */
export function policyRecord(s: PolicyState, c: number, now: number, ok: boolean): void {
  switch (s.code) {
    case GRPC:
      grpcRecord(s.grpc, c, ok);
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
 * AWS quota (5, or 10 after a timeout; 0 for the other policies), refunded if the request succeeds.
 */
export function policyRetry(s: PolicyState, c: number, now: number, timedOut: boolean): number {
  switch (s.code) {
    case NONE:
      return -1;
    case GRPC:
      return grpcAllowsRetry(s.grpc, c) ? 0 : -1;
    case AWS: {
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
  if (s.code === AWS) awsRelease(s.aws, c, cost);
}
