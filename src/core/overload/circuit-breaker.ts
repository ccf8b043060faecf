import {
  clearOutcomes,
  createOutcomeWindow,
  recordOutcome,
  type OutcomeWindow,
} from './outcome-window';

/**
 * A classic circuit breaker on every call (policy `breaker_all`), per client, with Resilience4j's
 * CircuitBreakerConfig defaults: failureRateThreshold 50%, COUNT_BASED sliding window of 100
 * calls, minimumNumberOfCalls 100, waitDurationInOpenState 60 s,
 * permittedNumberOfCallsInHalfOpenState 10, automaticTransitionFromOpenToHalfOpenEnabled false.
 *
 * - CLOSED: every call is permitted; after each recorded outcome, once the window holds at least
 *   minimumNumberOfCalls, a failure rate ≥ the threshold opens the breaker (new, empty window).
 * - OPEN: every call is rejected until the wait has passed; the first call after it moves the
 *   breaker to HALF_OPEN (no timer of its own: the automatic transition is off by default).
 * - HALF_OPEN: the first 10 calls are permitted, the rest rejected; when 10 outcomes have been
 *   recorded, a failure rate ≥ the threshold opens it again, below it closes it (new window).
 *
 * Outcomes are recorded in the state the breaker is in when they arrive (as Resilience4j does):
 * in OPEN they are dropped, in HALF_OPEN they count toward the 10.
 */
export const RESILIENCE4J = {
  failureRateThreshold: 0.5,
  slidingWindowSize: 100,
  minimumNumberOfCalls: 100,
  waitDurationInOpenState: 60,
  permittedNumberOfCallsInHalfOpenState: 10,
} as const;

export const CLOSED = 0;
export const OPEN = 1;
export const HALF_OPEN = 2;
export type BreakerState = typeof CLOSED | typeof OPEN | typeof HALF_OPEN;

export interface CircuitBreaker {
  readonly state: Uint8Array;
  /** OPEN: when the wait ends, seconds. */
  readonly openUntil: Float64Array;
  /** CLOSED: the last 100 outcomes. */
  readonly window: OutcomeWindow;
  /** HALF_OPEN: permissions left, outcomes recorded and failed among them. */
  readonly permits: Int32Array;
  readonly trialCalls: Int32Array;
  readonly trialFailures: Int32Array;
}

export function createCircuitBreaker(clients: number): CircuitBreaker {
  return {
    state: new Uint8Array(clients),
    openUntil: new Float64Array(clients),
    window: createOutcomeWindow(clients, RESILIENCE4J.slidingWindowSize),
    permits: new Int32Array(clients),
    trialCalls: new Int32Array(clients),
    trialFailures: new Int32Array(clients),
  };
}

/** A failure rate at or above the threshold (50%: 2·failures ≥ calls, exactly). */
const tooManyFailures = (failures: number, calls: number) =>
  failures >= RESILIENCE4J.failureRateThreshold * calls;

function open(b: CircuitBreaker, c: number, now: number): void {
  b.state[c] = OPEN;
  b.openUntil[c] = now + RESILIENCE4J.waitDurationInOpenState;
  clearOutcomes(b.window, c);
}

/** tryAcquirePermission for a call of client c at `now` (seconds): false = rejected locally. */
export function breakerPermits(b: CircuitBreaker, c: number, now: number): boolean {
  const state = b.state[c]!;
  if (state === CLOSED) return true;
  if (state === OPEN) {
    // Resilience4j: `clock.instant().isAfter(retryAfterWaitDuration)`, strictly after.
    if (!(now > b.openUntil[c]!)) return false;
    b.state[c] = HALF_OPEN;
    b.permits[c] = RESILIENCE4J.permittedNumberOfCallsInHalfOpenState;
    b.trialCalls[c] = 0;
    b.trialFailures[c] = 0;
  }
  const left = b.permits[c]!;
  if (left <= 0) return false;
  b.permits[c] = left - 1;
  return true;
}

/** A call's outcome reaches client c's breaker at `now` (seconds). */
export function breakerRecord(b: CircuitBreaker, c: number, now: number, ok: boolean): void {
  const state = b.state[c]!;
  if (state === CLOSED) {
    const w = b.window;
    recordOutcome(w, c, ok);
    const calls = w.calls[c]!;
    if (calls >= RESILIENCE4J.minimumNumberOfCalls && tooManyFailures(w.failures[c]!, calls)) {
      open(b, c, now);
    }
  } else if (state === HALF_OPEN) {
    const calls = b.trialCalls[c]! + 1;
    const failures = b.trialFailures[c]! + (ok ? 0 : 1);
    b.trialCalls[c] = calls;
    b.trialFailures[c] = failures;
    if (calls >= RESILIENCE4J.permittedNumberOfCallsInHalfOpenState) {
      if (tooManyFailures(failures, calls)) open(b, c, now);
      else {
        b.state[c] = CLOSED;
        clearOutcomes(b.window, c);
      }
    }
  }
}
