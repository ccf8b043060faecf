import { fillExponential } from '../random/exponential';
import { createRng } from '../random/prng';
import { runToEnd, type SimTask } from '../sim/task';
import { createServiceSampler } from './service';

/**
 * A seeded simulation of an FCFS queue with `servers` identical servers (M/G/c), fed by an open
 * Poisson stream or by a closed loop of users, to check the closed forms (Erlang C, Allen–Cunneen,
 * MVA) and to show the waits they only summarise.
 *
 * Method: the Kiefer–Wolfowitz recursion. The servers' next-free times sit in a binary min-heap
 * (a Float64Array); requests are taken in the order they are submitted, and each one, submitted at
 * t, starts at max(t, earliest free time) on that server: its wait is start − t, and the server is
 * next free at start + its service time (the heap's top is replaced by it). No event list, no
 * allocation per request; O(log c) per request.
 * - Open loop: Poisson arrivals at `rate`/s (exponential gaps, mean 1/rate).
 * - Closed loop: `users` users, each first thinking (exponential, mean `think`; 0 = at once), then
 *   submitting, waiting for the answer, thinking again. A second min-heap holds each user's next
 *   submission time; the earliest is taken, and its completion + a fresh think time replaces it.
 *   A submission is never earlier than the one taken before it, so FCFS holds by submission time.
 * Service times come from service.ts (mean `service`, coefficient of variation `cv`). Random
 * numbers: createRng(seed), its first fork for the gaps (between arrivals, or think times), its
 * second for the service times, each drawn 1,024 requests at a time.
 *
 * The first `warmup` requests are simulated and dropped (the queue starts empty, which is not its
 * steady state); the next `requests` are measured. The measured window runs from T0, the
 * submission of the last warm-up request (0 without a warm-up), to T1, the submission of the last
 * measured one.
 * - Throughput: measured requests / (T1 − T0): in steady state requests complete as fast as they
 *   are submitted, so this is the completion rate (the open loop's estimates `rate`).
 * - Utilisation: the servers' busy time inside [T0, T1] / (c·(T1 − T0)), exactly: the measured
 *   requests' service times, plus the warm-up work still queued on the servers at T0, minus the
 *   work left on them after T1 (a server whose next-free time f is past a submission time T has
 *   been busy from T to f without a gap, since nothing after T had been submitted yet).
 * - Standard errors by batch means: the measured requests are cut, in order, into 32 consecutive
 *   batches (fewer if there are fewer requests; sizes differ by at most one); a mean's standard
 *   error is the standard deviation of its batch means / √batches. Waits in a queue are strongly
 *   autocorrelated, so the i.i.d. formula would be far too small; batches thousands of requests
 *   long are close to independent. Throughput is 1 / the mean gap between submissions: its error
 *   is the gap's batch-means error, carried by the delta method (se(X) = X²·se(gap)). With fewer
 *   than 2 batches an error is NaN.
 * - Quantiles by nearest rank: the smallest sample x with a share ≥ p of the samples ≤ x.
 *
 * An open loop at ρ = rate·service/servers ≥ 1 has no steady state: the caller does not run it
 * (the closed forms say so), but it still ends after `warmup` + `requests` requests, with waits
 * that grow with the run.
 */
export interface CapacitySimParams {
  readonly loop: 'open' | 'closed';
  /** Arrivals per second (open loop). */
  readonly rate: number;
  /** Mean service time S, seconds. */
  readonly service: number;
  /** Coefficient of variation of service times: 0 constant, 1 exponential, else gamma. */
  readonly cv: number;
  readonly servers: number;
  /** Virtual users (closed loop). */
  readonly users: number;
  /** Mean think time Z, seconds (closed loop; exponential, 0 = resubmit at once). */
  readonly think: number;
  /** Waiting-time target, seconds: withinTarget is the share of waits ≤ target. */
  readonly target: number;
  /** Requests measured, after the warm-up. */
  readonly requests: number;
  /** Requests simulated and dropped first (see defaultWarmup). */
  readonly warmup: number;
  readonly seed: number;
}

/** A simulated mean and its standard error (batch means). */
export interface Estimate {
  readonly mean: number;
  readonly se: number;
}

export interface CapacitySimResult {
  /** Requests measured. */
  readonly requests: number;
  /** Mean wait in the queue W_q, seconds. */
  readonly meanWait: Estimate;
  /** Share of requests that waited at all (wait > 0): Erlang C for M/M/c. */
  readonly pWait: Estimate;
  /** Share of waits ≤ the target. */
  readonly withinTarget: Estimate;
  /** Mean response time W = wait + service, seconds. */
  readonly meanResponse: Estimate;
  /** Requests per second. */
  readonly throughput: Estimate;
  /** Mean share of servers busy over the measured window (exact for the run, no error given). */
  readonly utilisation: number;
  /**
   * The measured window T1 − T0, seconds of simulated time. Batch means are only trustworthy when
   * each of the 32 batches (span/32) is long against the queue's relaxation time: many service
   * times, and more near saturation or for a large fleet near its capacity (c = 10,000 at
   * (c − a)/√a = ½ drifts over several service times). A span of a few service times means too
   * few requests for the fleet, whatever the standard errors say.
   */
  readonly span: number;
  readonly waitP50: number;
  readonly waitP99: number;
  readonly waitP999: number;
  readonly responseP50: number;
  readonly responseP99: number;
  readonly responseP999: number;
  /** Every measured wait, ascending (transferable). */
  readonly waits: Float64Array;
  /** Every measured response time, ascending (transferable). */
  readonly responses: Float64Array;
}

/** Progress so far: small, to post often. */
export interface CapacitySimPartial {
  /** Requests simulated, warm-up included. */
  readonly done: number;
  /** Of those, requests measured. */
  readonly measured: number;
  /** Mean wait of the measured requests so far, seconds; null before the first. */
  readonly meanWait: number | null;
}

/** Batches for the standard errors (batch means). */
export const BATCHES = 32;
/** Largest fleet or user count simulated (a Float64Array each: 8 MB). */
export const MAX_SIM_SERVERS = 1_000_000;
/** Most requests measured (two Float64Arrays of samples: 160 MB). */
export const MAX_SIM_REQUESTS = 10_000_000;
/** Most warm-up requests. */
export const MAX_SIM_WARMUP = 100_000_000;

/**
 * The usual warm-up: 10% of the measured requests, at least 1,000, and at least 5 per Erlang of
 * offered load (`erlangs`: λS for an open loop, the users of a closed one), at most
 * MAX_SIM_WARMUP. An empty queue takes a few service times to fill its busy servers: about
 * a(1 − e^(−t/S)) of them are busy after t, 99% after 5 S, in which 5a requests arrive; a fleet
 * of 100,000 servers at 95% would still be filling after 20,000.
 */
export const defaultWarmup = (requests: number, erlangs = 0): number =>
  Math.min(MAX_SIM_WARMUP, Math.max(1000, Math.ceil(requests / 10), Math.ceil(5 * erlangs)));

/** Random numbers are drawn, and consumed, this many requests at a time. */
const BLOCK = 1024;

function checkParams(p: CapacitySimParams): void {
  const fail = (what: string) => {
    throw new RangeError(`Capacity simulation: ${what}.`);
  };
  const whole = (x: number, min: number, max: number) =>
    Number.isInteger(x) && x >= min && x <= max;
  if (p.loop !== 'open' && p.loop !== 'closed') fail('the loop must be open or closed');
  if (p.loop === 'open' && (!(p.rate > 0) || !Number.isFinite(p.rate))) {
    fail('the arrival rate must be positive and finite');
  }
  if (p.loop === 'closed') {
    if (!whole(p.users, 1, MAX_SIM_SERVERS)) {
      fail(`users must be a whole number from 1 to ${MAX_SIM_SERVERS}`);
    }
    if (!(p.think >= 0) || !Number.isFinite(p.think)) fail('the think time must be finite and ≥ 0');
  }
  if (!(p.service > 0) || !Number.isFinite(p.service)) {
    fail('the service time must be positive and finite');
  }
  if (!(p.cv >= 0) || !Number.isFinite(p.cv)) fail('the CV must be finite and ≥ 0');
  if (!whole(p.servers, 1, MAX_SIM_SERVERS)) {
    fail(`servers must be a whole number from 1 to ${MAX_SIM_SERVERS}`);
  }
  if (!(p.target >= 0)) fail('the target must be ≥ 0');
  if (!whole(p.requests, 1, MAX_SIM_REQUESTS)) {
    fail(`requests must be a whole number from 1 to ${MAX_SIM_REQUESTS}`);
  }
  if (!whole(p.warmup, 0, MAX_SIM_WARMUP)) {
    fail(`the warm-up must be a whole number from 0 to ${MAX_SIM_WARMUP}`);
  }
}

/**
 * Puts `value` at the top of the min-heap heap[0…n), in place of its top, and sifts it down.
 * Ties stay where they are, so a run is reproducible.
 */
function replaceTop(heap: Float64Array, n: number, value: number): void {
  let i = 0;
  for (;;) {
    const left = 2 * i + 1;
    if (left >= n) break;
    let child = left;
    let least = heap[left]!;
    const right = left + 1;
    if (right < n) {
      const r = heap[right]!;
      if (r < least) {
        child = right;
        least = r;
      }
    }
    if (least >= value) break;
    heap[i] = least;
    i = child;
  }
  heap[i] = value;
}

/** Work still to do on the servers after time t: Σ max(0, free − t). */
function workAfter(free: Float64Array, t: number): number {
  let sum = 0;
  for (let i = 0; i < free.length; i++) {
    const f = free[i]!;
    if (f > t) sum += f - t;
  }
  return sum;
}

/** Whether this platform stores numbers little-endian (every current one does). */
const LITTLE_ENDIAN = new Uint8Array(Uint32Array.of(1).buffer)[0] === 1;

/** Radix-sort digits: 11 bits each, 6 of them for a double's 64 bits (the last has 9). */
const DIGIT = 2048;
const DIGITS = 6;

/**
 * Sorts non-negative numbers (+0 and up, Infinity allowed; no −0, no NaN) ascending, in place:
 * the bits of such doubles order as unsigned 64-bit integers, so an LSD radix sort over 11-bit
 * digits does it in 6 linear passes (a pass whose digit every value shares is skipped). About
 * three times as fast as Float64Array.prototype.sort here (30 ms for a million response times
 * against 105). `scratch` is as long as `a`. Falls back to the built-in sort on a big-endian
 * platform.
 */
export function sortNonNegative(a: Float64Array, scratch: Float64Array): void {
  const n = a.length;
  if (!LITTLE_ENDIAN || n < 64) {
    a.sort();
    return;
  }
  // Word 2i is a double's low 32 bits, word 2i + 1 its high 32 (little-endian).
  let src = new Uint32Array(a.buffer, a.byteOffset, 2 * n);
  let dst = new Uint32Array(scratch.buffer, scratch.byteOffset, 2 * n);
  const counts = new Uint32Array(DIGITS * DIGIT);
  for (let i = 0; i < n; i++) {
    const lo = src[2 * i]!;
    const hi = src[2 * i + 1]!;
    counts[lo & 0x7ff]! += 1;
    counts[DIGIT + ((lo >>> 11) & 0x7ff)]! += 1;
    counts[2 * DIGIT + (((lo >>> 22) | (hi << 10)) & 0x7ff)]! += 1;
    counts[3 * DIGIT + ((hi >>> 1) & 0x7ff)]! += 1;
    counts[4 * DIGIT + ((hi >>> 12) & 0x7ff)]! += 1;
    counts[5 * DIGIT + (hi >>> 23)]! += 1;
  }
  let inScratch = false;
  for (let pass = 0; pass < DIGITS; pass++) {
    const base = pass * DIGIT;
    // Counts to starting offsets; a digit all values share leaves the order as it is.
    let uniform = false;
    let sum = 0;
    for (let d = 0; d < DIGIT; d++) {
      const count = counts[base + d]!;
      if (count === n) {
        uniform = true;
        break;
      }
      counts[base + d] = sum;
      sum += count;
    }
    if (uniform) continue;
    for (let i = 0; i < n; i++) {
      const lo = src[2 * i]!;
      const hi = src[2 * i + 1]!;
      const digit =
        pass === 0
          ? lo & 0x7ff
          : pass === 1
            ? (lo >>> 11) & 0x7ff
            : pass === 2
              ? ((lo >>> 22) | (hi << 10)) & 0x7ff
              : pass === 3
                ? (hi >>> 1) & 0x7ff
                : pass === 4
                  ? (hi >>> 12) & 0x7ff
                  : hi >>> 23;
      const at = counts[base + digit]!;
      counts[base + digit] = at + 1;
      dst[2 * at] = lo;
      dst[2 * at + 1] = hi;
    }
    const swap = src;
    src = dst;
    dst = swap;
    inScratch = !inScratch;
  }
  if (inScratch) a.set(scratch.subarray(0, n));
}

/**
 * The nearest-rank p-quantile of ascending samples: the smallest x with a share ≥ p of the
 * samples ≤ x, sorted[i] for the least i with (i + 1)/n ≥ p (compared as doubles, so p = 0.99 of
 * 200,000 samples is sample 198,000, not 198,001). NaN for no samples.
 */
export function nearestRank(sorted: Float64Array, p: number): number {
  const n = sorted.length;
  if (n === 0) return NaN;
  let i = Math.min(n - 1, Math.max(0, Math.ceil(p * n) - 1));
  while (i > 0 && i / n >= p) i -= 1;
  while (i < n - 1 && (i + 1) / n < p) i += 1;
  return sorted[i]!;
}

/** Batch means: the overall mean given, and the standard error from the batches' means. */
function batchEstimate(mean: number, batchMeans: Float64Array): Estimate {
  const b = batchMeans.length;
  if (b < 2) return { mean, se: NaN };
  let centre = 0;
  for (let k = 0; k < b; k++) centre += batchMeans[k]!;
  centre /= b;
  let squares = 0;
  for (let k = 0; k < b; k++) squares += (batchMeans[k]! - centre) ** 2;
  return { mean, se: Math.sqrt(squares / (b * (b - 1))) };
}

/**
 * The simulation as a task stepped in requests (warm-up included; see CapacitySimParams). Once
 * every request is simulated, two more steps sort the waits, then the response times, and give
 * the result: a step that simulates the last request returns false.
 */
export function createCapacityTask(
  p: CapacitySimParams,
): SimTask<CapacitySimPartial, CapacitySimResult> {
  checkParams(p);
  const closed = p.loop === 'closed';
  const c = p.servers;
  const n = p.requests;
  const warmup = p.warmup;
  const total = warmup + n;
  const target = p.target;

  // Two independent streams: gaps (open: between arrivals; closed: think times), and services.
  const root = createRng(p.seed);
  const gapRng = root.fork();
  const sampler = createServiceSampler(root.fork(), p.service, p.cv);
  /** The mean of a gap: 1/rate between arrivals, or the think time. */
  const gapMean = closed ? p.think : 1 / p.rate;
  const drawGaps = gapMean > 0;

  const free = new Float64Array(c); // min-heap of the servers' next-free times: all free at 0
  const users = closed ? p.users : 0;
  const submissions = new Float64Array(users); // min-heap of the users' next submission times
  if (closed && drawGaps) {
    fillExponential(gapRng, submissions, users);
    for (let u = 0; u < users; u++) submissions[u] = submissions[u]! * gapMean;
    submissions.sort(); // ascending is a valid min-heap
  }

  const gaps = new Float64Array(BLOCK);
  const services = new Float64Array(BLOCK);
  const waits = new Float64Array(n);
  const responses = new Float64Array(n);

  const batches = Math.min(BATCHES, n);
  const batchWait = new Float64Array(batches);
  const batchResponse = new Float64Array(batches);
  const batchDelayed = new Float64Array(batches);
  const batchWithin = new Float64Array(batches);
  const batchGap = new Float64Array(batches);
  /** Where batch k ends: floor((k + 1)·n / batches) measured requests. */
  const batchEnd = (k: number) => Math.floor(((k + 1) * n) / batches);

  // Running state between steps (the hot loop works on local copies).
  let done = 0;
  let drawn = BLOCK; // next unused slot of gaps/services: BLOCK = refill first
  let now = 0; // the last submission time taken
  let start = 0; // T0
  let startWork = 0; // work queued at T0
  let batch = 0;
  let nextBoundary = batchEnd(0);
  let batchStartTime = 0;
  let batchStartIndex = 0;
  // The open batch's sums, and the sums of the closed batches (for partials).
  const sums = new Float64Array(5); // wait, response, delayed, within, service (open batch)
  let closedWait = 0;
  let serviceTotal = 0;
  /** The radix sort's buffer, from the step that sorts the waits to the one that sorts responses. */
  let scratch: Float64Array | null = null;
  let outcome: CapacitySimResult | null = null;

  const refill = () => {
    if (drawGaps) fillExponential(gapRng, gaps, BLOCK);
    sampler.fill(services, BLOCK);
  };

  /** Simulates requests up to `end`, measuring them when `measuring`. The hot loop, on locals. */
  const simulate = (end: number, measuring: boolean) => {
    let i = done;
    let k = drawn;
    let t = now;
    let sumWait = sums[0]!;
    let sumResponse = sums[1]!;
    let delayed = sums[2]!;
    let within = sums[3]!;
    let sumService = sums[4]!;
    const mean = gapMean;
    while (i < end) {
      if (k === BLOCK) {
        refill();
        k = 0;
      }
      const s = services[k]!;
      const gap = gaps[k]! * mean;
      k += 1;
      if (closed) t = submissions[0]!;
      else t += gap;
      const top = free[0]!;
      const begin = t > top ? t : top;
      const wait = begin - t;
      const completion = begin + s;
      replaceTop(free, c, completion);
      if (closed) replaceTop(submissions, users, completion + gap);
      if (measuring) {
        const j = i - warmup;
        const response = wait + s;
        waits[j] = wait;
        responses[j] = response;
        sumWait += wait;
        sumResponse += response;
        if (wait > 0) delayed += 1;
        if (wait <= target) within += 1;
        sumService += s;
        if (j + 1 === nextBoundary) {
          const size = j + 1 - batchStartIndex;
          batchWait[batch] = sumWait / size;
          batchResponse[batch] = sumResponse / size;
          batchDelayed[batch] = delayed / size;
          batchWithin[batch] = within / size;
          batchGap[batch] = (t - batchStartTime) / size;
          closedWait += sumWait;
          serviceTotal += sumService;
          sumWait = 0;
          sumResponse = 0;
          delayed = 0;
          within = 0;
          sumService = 0;
          batch += 1;
          batchStartIndex = j + 1;
          batchStartTime = t;
          nextBoundary = batchEnd(batch);
        }
      }
      i += 1;
    }
    done = i;
    drawn = k;
    now = t;
    sums[0] = sumWait;
    sums[1] = sumResponse;
    sums[2] = delayed;
    sums[3] = within;
    sums[4] = sumService;
  };

  const finish = (): CapacitySimResult => {
    const span = now - start;
    const busy = startWork + serviceTotal - workAfter(free, now);
    /** The mean over every measured request, from the batches' means and sizes. */
    const overall = (means: Float64Array) => {
      let sum = 0;
      for (let k = 0; k < batches; k++) {
        sum += means[k]! * (batchEnd(k) - (k > 0 ? batchEnd(k - 1) : 0));
      }
      return sum / n;
    };
    const meanGap = span / n;
    const gapEstimate = batchEstimate(meanGap, batchGap);
    const throughput: Estimate =
      span > 0
        ? { mean: 1 / meanGap, se: gapEstimate.se / (meanGap * meanGap) }
        : { mean: NaN, se: NaN };
    return {
      requests: n,
      meanWait: batchEstimate(overall(batchWait), batchWait),
      pWait: batchEstimate(overall(batchDelayed), batchDelayed),
      withinTarget: batchEstimate(overall(batchWithin), batchWithin),
      meanResponse: batchEstimate(overall(batchResponse), batchResponse),
      throughput,
      utilisation: span > 0 ? busy / (c * span) : NaN,
      span,
      waitP50: nearestRank(waits, 0.5),
      waitP99: nearestRank(waits, 0.99),
      waitP999: nearestRank(waits, 0.999),
      responseP50: nearestRank(responses, 0.5),
      responseP99: nearestRank(responses, 0.99),
      responseP999: nearestRank(responses, 0.999),
      waits,
      responses,
    };
  };

  return {
    total,
    done: () => done,
    step(units) {
      if (outcome) return true;
      const end = Math.min(total, done + Math.max(0, Math.floor(units)));
      if (done < warmup && done < end) {
        simulate(Math.min(end, warmup), false);
        if (done === warmup) {
          start = now;
          startWork = workAfter(free, now);
          batchStartTime = now;
        }
      }
      if (done < total) {
        if (done < end) simulate(end, true);
        return false;
      }
      // Sorting a million samples takes about 30 ms: one array per step, so the main-thread
      // fallback's slices stay short. done() stays at total meanwhile.
      if (!scratch) {
        scratch = new Float64Array(n);
        sortNonNegative(waits, scratch);
        return false;
      }
      sortNonNegative(responses, scratch);
      scratch = null;
      outcome = finish();
      return true;
    },
    partial: () => {
      const measured = Math.max(0, done - warmup);
      return {
        done,
        measured,
        meanWait: measured > 0 ? (closedWait + sums[0]!) / measured : null,
      };
    },
    result: () => {
      if (!outcome) throw new Error('Capacity simulation: result() before the last step.');
      return outcome;
    },
  };
}

/** The whole simulation at once (tests, CLI, benchmarks). */
export function simulateCapacity(p: CapacitySimParams): CapacitySimResult {
  return runToEnd(createCapacityTask(p));
}
