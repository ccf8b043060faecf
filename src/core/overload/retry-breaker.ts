import { createOutcomeWindow, recordOutcome, type OutcomeWindow } from './outcome-window';

/**
 * A breaker on retries only (policy `breaker`): first tries always go out; a client retries only
 * while the failure ratio of its last 100 calls (first tries and retries alike) is at most 10%.
 * With fewer than 100 calls so far, the ratio is over the calls made (none: 0).
 */
export const RETRY_BREAKER = { window: 100, maxFailureRatio: 0.1 } as const;

export type RetryBreaker = OutcomeWindow;

export function createRetryBreaker(clients: number): RetryBreaker {
  return createOutcomeWindow(clients, RETRY_BREAKER.window);
}

/** An attempt's outcome at client c. */
export function retryBreakerRecord(b: RetryBreaker, c: number, ok: boolean): void {
  recordOutcome(b, c, ok);
}

/** May client c retry: failures / calls ≤ 10% (compared as 10·failures ≤ calls, exactly). */
export function retryBreakerAllows(b: RetryBreaker, c: number): boolean {
  return b.failures[c]! * 10 <= b.calls[c]!;
}
