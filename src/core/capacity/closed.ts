/**
 * The closed loop: N virtual users each send a request, wait for the answer, think for an
 * exponential time of mean Z, and send the next: a load generator with a fixed number of users
 * behaves like this, and so does any client pool with a fixed concurrency. The requests are
 * served first come, first served by c servers with exponential service times of mean S: the
 * finite-source M/M/c//N queue (Engset's machine-repair model).
 *
 * Unlike the open queue it can never be overloaded: a slow server slows the users down, the
 * throughput levels off at c/S and the response time grows linearly in N past N* = c(S + Z)/S.
 */
import { logPoissonTerm } from './gamma';
import { tailQuantile } from './open';

export interface ClosedQueue {
  /** Virtual users N (a whole number). */
  readonly users: number;
  /** Mean think time Z between an answer and the user's next request, seconds (≥ 0). */
  readonly think: number;
  /** Mean service time S, seconds (exponential). */
  readonly service: number;
  /** Servers c (a whole number). */
  readonly servers: number;
}

export interface ClosedResult {
  /** X = Σ π_n·min(n, c)/S, requests per second. */
  readonly throughput: number;
  /** X·S/c, the share of time a server is busy. */
  readonly utilisation: number;
  /** R = N/X − Z (Little on the whole loop), seconds. */
  readonly meanResponse: number;
  /** R − S, seconds. */
  readonly meanWait: number;
  /** X·R, requests at the servers (waiting or in service). */
  readonly inSystem: number;
  /** The probability an arriving request waits: P_{N−1}(n ≥ c) by the arrival theorem. */
  readonly pWait: number;
  /** arrival-theorem distribution of requests an arriving request finds: index n */
  readonly seen: Float64Array;
  /** N* = c(S + Z)/S: the number of users past which the servers saturate. */
  readonly saturation: number;
}

/** One point of the users curve. */
export interface ClosedPoint {
  readonly users: number;
  readonly throughput: number;
  readonly meanResponse: number;
  readonly utilisation: number;
}

/**
 * The mode of the stationary distribution: the largest n with r_n = π_n/π_{n−1} ≥ 1, where
 * r_n = (N − n + 1)·S/(Z·min(n, c)) falls with n. Solved for n on each side of c, then nudged
 * past any rounding; N when Z = 0.
 */
function modeOf(users: number, think: number, service: number, servers: number): number {
  if (think === 0) return users;
  const ratio = (n: number) => ((users - n + 1) * service) / (think * Math.min(n, servers));
  const belowServers = Math.floor(((users + 1) * service) / (service + think));
  const guess =
    belowServers <= servers ? belowServers : Math.floor(users + 1 - (think * servers) / service);
  let mode = Math.min(users, Math.max(0, guess));
  while (mode < users && ratio(mode + 1) >= 1) mode++;
  while (mode > 0 && ratio(mode) < 1) mode--;
  return mode;
}

/** Weights below this share of the mode's are dropped (they are below any double's reach). */
const NEGLIGIBLE = 1e-300;

/**
 * Visits the unnormalised stationary weights of the birth–death chain from the mode (weight 1)
 * outwards, w_n = w_{n−1}·r_n, while they are above 1e-300: every weight is ≤ 1, so nothing
 * overflows for any N, and only the part of 0…N that carries probability is visited. Returns
 * the total weight.
 */
function visitWeights(q: ClosedQueue, visit: (n: number, weight: number) => void): number {
  const { users, think, service, servers } = q;
  const mode = modeOf(users, think, service, servers);
  visit(mode, 1);
  if (think === 0) return 1;
  const ratio = (n: number) => ((users - n + 1) * service) / (think * Math.min(n, servers));
  let total = 1;
  let w = 1;
  for (let n = mode; n > 0; n--) {
    w /= ratio(n);
    if (!(w > NEGLIGIBLE)) break;
    visit(n - 1, w);
    total += w;
  }
  w = 1;
  for (let n = mode + 1; n <= users; n++) {
    w *= ratio(n);
    if (!(w > NEGLIGIBLE)) break;
    visit(n, w);
    total += w;
  }
  return total;
}

/**
 * The stationary distribution π_n, n = 0…N, of the number of requests at the servers: a
 * birth–death chain with up-rate (N − n)/Z and down-rate min(n, c)/S, so
 * π_n/π_{n−1} = r_n = (N − n + 1)·S/(Z·min(n, c)). The ratios fall with n (it is unimodal), so
 * the weights are built outwards from the mode with weight 1 and normalised at the end (no
 * overflow for any N). Z = 0: every user is always at the servers, π_N = 1.
 */
export function closedDistribution(
  users: number,
  think: number,
  service: number,
  servers: number,
): Float64Array {
  const pi = new Float64Array(users + 1);
  const total = visitWeights({ users, think, service, servers }, (n, w) => {
    pi[n] = w;
  });
  for (let n = 0; n <= users; n++) pi[n] = (pi[n] ?? 0) / total;
  return pi;
}

interface Moments {
  /** Σ π_n·min(n, c): mean busy servers. */
  readonly busy: number;
  /** Σ π_n·(n − c)⁺: mean queue. */
  readonly queued: number;
}

/** The stationary means of busy servers and of the queue, without storing the distribution. */
function moments(q: ClosedQueue): Moments {
  let busy = 0;
  let queued = 0;
  const total = visitWeights(q, (n, w) => {
    busy += w * Math.min(n, q.servers);
    queued += w * Math.max(0, n - q.servers);
  });
  return { busy: busy / total, queued: queued / total };
}

/**
 * Throughput, response and utilisation from the moments. X = busy/S. The mean response is
 * computed as S + S·queued/busy (= L/X, Little at the servers, which equals N/X − Z because the
 * users thinking, N − L, are X·Z on average), so it has no cancellation when Z ≫ R and is S
 * exactly when nobody queues.
 */
function summary(q: ClosedQueue) {
  const m = moments(q);
  // Rounding in the normalisation must not put more than c (or N) servers to work.
  const busy = Math.min(m.busy, q.servers, q.users);
  const queued = m.queued;
  const meanWait = busy > 0 ? (q.service * queued) / busy : 0;
  return {
    throughput: busy / q.service,
    utilisation: busy / q.servers,
    meanWait,
    meanResponse: q.service + meanWait,
    inSystem: busy + queued,
  };
}

/**
 * The closed loop (module comment). From the stationary distribution π (closedDistribution):
 * X = Σ π_n min(n, c)/S, R = N/X − Z, W = R − S, L = X·R, utilisation X·S/c. By the arrival
 * theorem a request arrives to find the distribution of the same loop with N − 1 users
 * (`seen`), so pWait = P_{N−1}(n ≥ c).
 */
export function closedQueue(q: ClosedQueue): ClosedResult {
  const seen = closedDistribution(q.users - 1, q.think, q.service, q.servers);
  let pWait = 0;
  for (let n = q.servers; n < seen.length; n++) pWait += seen[n] ?? 0;
  return {
    ...summary(q),
    pWait: Math.min(1, pWait),
    seen,
    saturation: (q.servers * (q.service + q.think)) / q.service,
  };
}

/** Each result's suffix sums of `seen` from the servers on, made once: a quantile asks often. */
const SUFFIXES = new WeakMap<Float64Array, Float64Array>();

/** atLeast[j] = P(an arriving request finds at least servers + j requests). */
function suffixSums(seen: Float64Array, servers: number): Float64Array {
  const cached = SUFFIXES.get(seen);
  if (cached) return cached;
  const count = seen.length - servers;
  const atLeast = new Float64Array(count);
  let tail = 0;
  for (let j = count - 1; j >= 0; j--) {
    tail += seen[servers + j] ?? 0;
    atLeast[j] = tail;
  }
  SUFFIXES.set(seen, atLeast);
  return atLeast;
}

/**
 * P(W > t), exact: a request that finds n ≥ c others waits for n − c + 1 departures from c busy
 * servers, an Erlang(n − c + 1, c/S) time, so P(W > t) = Σ_{n≥c} seen[n]·Q(n − c + 1, ct/S) with
 * Q(m, x) = Σ_{j<m} e^{−x}x^j/j!. Swapping the sums: Σ_j Poisson(j; x)·P(seen ≥ c + j), one pass
 * with the Poisson terms built from their mode. 1 for t < 0.
 */
export function closedWaitExceeds(q: ClosedQueue, r: ClosedResult, t: number): number {
  if (t < 0) return 1;
  const count = r.seen.length - q.servers;
  if (count <= 0) return 0;
  const atLeast = suffixSums(r.seen, q.servers);
  if (t === 0) return Math.min(1, atLeast[0] ?? 0);
  const x = (t * q.servers) / q.service;
  const mode = Math.min(Math.floor(x), count - 1);
  const top = Math.exp(logPoissonTerm(mode, x));
  let sum = 0;
  let p = top;
  for (let j = mode; j >= 0 && p > 1e-20 * top; j--) {
    sum += p * (atLeast[j] ?? 0);
    p *= j / x;
  }
  p = top;
  for (let j = mode + 1; j < count; j++) {
    p *= x / j;
    if (!(p > 1e-20 * top)) break;
    sum += p * (atLeast[j] ?? 0);
  }
  return Math.min(1, Math.max(0, sum));
}

/**
 * The p-quantile of the wait: the smallest t ≥ 0 with P(W ≤ t) ≥ p; 0 when pWait ≤ 1 − p,
 * otherwise closedWaitExceeds inverted by bracketing and bisection (p clamped below 1).
 */
export function closedWaitQuantile(q: ClosedQueue, r: ClosedResult, p: number): number {
  return tailQuantile((t) => closedWaitExceeds(q, r, t), p, Math.max(r.meanWait, q.service));
}

/**
 * Throughput, mean response and utilisation of the same servers and think time for each
 * number of users: the curve that bends at N* = c(S + Z)/S.
 */
export function closedCurve(
  q: Omit<ClosedQueue, 'users'>,
  users: readonly number[],
): ClosedPoint[] {
  return users.map((n) => {
    const s = summary({ ...q, users: n });
    return {
      users: n,
      throughput: s.throughput,
      meanResponse: s.meanResponse,
      utilisation: s.utilisation,
    };
  });
}
