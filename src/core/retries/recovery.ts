import { namedStream } from '../sim/streams';
import type { SimTask } from '../sim/task';
import { EventHeap } from './event-heap';
import {
  initialState,
  nextDelay,
  STRATEGIES,
  type BackoffParams,
  type Strategy,
} from './strategies';

/**
 * Mode `recovery`: `clients` clients each need one successful request and all send their first at
 * t = 0. The dependency is down on [0, outage), then admits at most capacity·bucket requests in
 * each window [j·bucket, (j+1)·bucket) and rejects the rest at once. A client retries per its
 * strategy, at most `attempts` requests in all, then gives up. Rejections for capacity carry
 * Retry-After when `retryAfter` is set, and clients wait that long instead (never beyond the cap).
 */
export interface RecoveryParams extends BackoffParams {
  readonly clients: number;
  readonly outage: number;
  /** Requests per second served once the outage is over. */
  readonly capacity: number;
  /** Maximum requests per client, the first included. */
  readonly attempts: number;
  /** Seconds, or null when the server sends no Retry-After. */
  readonly retryAfter: number | null;
  /** Admission window and histogram bucket, seconds. */
  readonly bucket: number;
  readonly seed: number;
  readonly strategies?: readonly Strategy[];
}

export interface RecoveryStrategyResult {
  readonly strategy: Strategy;
  /** When the last client succeeded or gave up, seconds. */
  readonly drainTime: number;
  /** Requests sent, first attempts included. */
  readonly calls: number;
  readonly succeeded: number;
  readonly gaveUp: number;
  /**
   * Busiest window's arrivals from the end of the outage onward (requests sent at t ≥ outage) ÷
   * what a window admits (1 = exactly at capacity). The t = 0 burst and the retries during the
   * outage are left out: they are the same for every strategy; the recovery is what differs.
   */
  readonly peakLoad: number;
  readonly peakArrivals: number;
  /** Start of that busiest window, seconds (0 when nothing arrives after the outage). */
  readonly peakAt: number;
  /** Arrivals per window and attempt number: counts[w · attempts + (a − 1)]. */
  readonly arrivals: Uint32Array;
  readonly windows: number;
}

export interface RecoveryResult {
  readonly params: RecoveryParams;
  readonly strategies: readonly RecoveryStrategyResult[];
}

/** What one admission window lets through. */
const perWindow = (p: RecoveryParams): number => p.capacity * p.bucket;

/** The latest any request can be sent: attempts − 1 delays, none longer than the cap, seconds. */
export const longestRun = (p: Pick<RecoveryParams, 'attempts' | 'cap'>): number =>
  (p.attempts - 1) * p.cap;

/**
 * The most histogram windows a strategy can need: every request is sent by `longestRun`
 * (Retry-After is capped too), so windows 0 … ⌊longestRun / bucket⌋. The engine grows its
 * counts to at most this many windows × `attempts` cells per strategy.
 */
export function recoveryWindowBound(
  p: Pick<RecoveryParams, 'attempts' | 'cap' | 'bucket'>,
): number {
  return Math.floor((longestRun(p) / p.bucket) * (1 + 1e-12)) + 1;
}

export function createRecoveryTask(
  p: RecoveryParams,
): SimTask<RecoveryStrategyResult[], RecoveryResult> {
  const strategies = p.strategies ?? STRATEGIES;
  const eventsPerStrategy = p.clients * p.attempts;
  const heap = new EventHeap(p.clients);
  const state = new Float64Array(p.clients);
  const made = new Uint8Array(p.clients);
  const limit = perWindow(p) + 1e-9;
  const A = p.attempts;
  const finished: RecoveryStrategyResult[] = [];
  let s = -1;
  let events = 0;
  let arrivals = new Uint32Array(0);
  let windows = 0;
  let window = -1;
  let admitted = 0;
  /** Requests this window has received since the outage ended. */
  let arrived = 0;
  let calls = 0;
  let succeeded = 0;
  let gaveUp = 0;
  let drain = 0;
  let peak = 0;
  let peakWindow = -1;
  // Replaced by begin(), before any draw, with the first strategy's stream.
  let rng = namedStream(p.seed, 'retries-recovery', 0);

  const begin = () => {
    s += 1;
    if (s >= strategies.length) return;
    const strategy = strategies[s] ?? 'full';
    rng = namedStream(p.seed, 'retries-recovery', STRATEGIES.indexOf(strategy));
    heap.clear();
    state.fill(initialState(strategy, p));
    made.fill(0);
    for (let i = 0; i < p.clients; i++) heap.push(i, 0);
    arrivals = new Uint32Array(Math.max(16, A * 64));
    windows = 0;
    window = -1;
    admitted = arrived = calls = succeeded = gaveUp = events = 0;
    drain = 0;
    peak = 0;
    peakWindow = -1;
  };

  const count = (w: number, attempt: number) => {
    if ((w + 1) * A > arrivals.length) {
      const grown = new Uint32Array(Math.max(arrivals.length * 2, (w + 1) * A));
      grown.set(arrivals);
      arrivals = grown;
    }
    const at = w * A + attempt - 1;
    arrivals[at] = (arrivals[at] ?? 0) + 1;
    if (w + 1 > windows) windows = w + 1;
  };

  const finish = (strategy: Strategy) => {
    finished.push({
      strategy,
      drainTime: drain,
      calls,
      succeeded,
      gaveUp,
      peakLoad: peak / perWindow(p),
      peakArrivals: peak,
      peakAt: peakWindow < 0 ? 0 : peakWindow * p.bucket,
      arrivals: arrivals.slice(0, windows * A),
      windows,
    });
  };

  begin();
  return {
    total: eventsPerStrategy * strategies.length,
    // Once every strategy has run, the last one's events are already counted in s.
    done: () =>
      s >= strategies.length
        ? eventsPerStrategy * strategies.length
        : s * eventsPerStrategy + events,
    step(units) {
      let budget = units;
      while (budget > 0 && s < strategies.length) {
        const strategy = strategies[s] ?? 'full';
        while (budget > 0 && heap.size > 0) {
          budget -= 1;
          events += 1;
          const id = heap.peek();
          const t = heap.time[id] ?? 0;
          const attempt = (made[id] ?? 0) + 1;
          made[id] = attempt;
          calls += 1;
          const w = Math.floor(t / p.bucket);
          count(w, attempt);
          let rejectedForCapacity = false;
          if (t >= p.outage) {
            if (w !== window) {
              window = w;
              admitted = 0;
              arrived = 0;
            }
            // Every request of this window so far was sent at t ≥ outage (times only increase).
            arrived += 1;
            if (arrived > peak) {
              peak = arrived;
              peakWindow = w;
            }
            if (admitted + 1 <= limit) {
              admitted += 1;
              succeeded += 1;
              drain = t;
              heap.pop();
              continue;
            }
            rejectedForCapacity = true;
          }
          if (attempt >= A) {
            gaveUp += 1;
            drain = t;
            heap.pop();
            continue;
          }
          const delay =
            rejectedForCapacity && p.retryAfter !== null
              ? Math.min(p.cap, p.retryAfter)
              : nextDelay(strategy, attempt, p, rng, state, id);
          heap.rescheduleTop(t + delay);
        }
        if (heap.size === 0) {
          finish(strategy);
          begin();
        }
      }
      return s >= strategies.length;
    },
    partial: () => finished.slice(),
    result: () => ({ params: p, strategies: finished }),
  };
}
