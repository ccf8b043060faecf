import { nearestRank, sortNonNegative, type Estimate } from '../capacity/simulate';
import type { Rng } from '../random/prng';
import { namedStream } from '../sim/streams';
import type { SimTask } from '../sim/task';
import { createLeafSampler, HALF_STEP, type LeafSampleSpec } from './sampler';

/**
 * A seeded simulation of fan-out requests with hedged leaves, to check the closed forms and to
 * show the latencies they only summarise.
 *
 * The model. A request asks `fanout` (N) leaves and answers once `awaited` (k) of them have: its
 * latency is the k-th smallest leaf latency (the max for k = N). A leaf's attempt i = 0…m − 1
 * (m = `copies`) is sent at i·d (d = `delay`) if no attempt has answered by then (an answer at
 * exactly i·d counts as before), and takes its own latency; the leaf answers with the first
 * attempt to finish. A hedge copy has the first attempt's latency with probability `correlated`
 * (a slow shard), else an independent draw. With a `cap` q, a budget (Finagle's maxExtraLoad)
 * gates the copies: it starts at 0, each leaf request deposits q tokens when its request starts,
 * a copy takes 1, and no copy is sent while the balance is below 1; copies go out in rounds, at
 * d, 2d, …, each round over the request's leaves in a random order. d = 0 or m = 1: no hedging.
 *
 * The method. Only a leaf whose first attempt is slower than d is ever touched by hedging, so
 * only those are simulated one by one: their count is drawn as Binomial(N, P(L > d)) (inversion
 * through a table of the whole distribution, exact to rounding), each first attempt as a draw of
 * L conditioned on L > d, then the copies, the budget, the correlation and their latencies attempt
 * by attempt, exactly as above. The other N − C leaves answer at L ≤ d with or without hedging,
 * and every simulated leaf answers at ≥ d, so the k-th smallest latency is among the simulated
 * leaves when C ≥ r = N − k + 1, else it is the (r − C)-th largest of the M = N − C others,
 * drawn exactly as one order statistic of M uniforms in survival space, Beta(r − C, k), mapped
 * through the law conditioned on L ≤ d (−expm1(ln V/M) for the largest, V^(1/M) for the
 * smallest, a ratio of two Marsaglia–Tsang gammas between). The requests without
 * hedging take the same first attempts (paired), the k-th smallest of the first attempts. With d
 * near 0, C is about N and every leaf is drawn; at the defaults (N = 100, P(L > d) = 1%) about one.
 *
 * What it measures (estimates ± standard errors by batch means: the requests are cut into 32
 * blocks, each one an independent stream; see below):
 * - request latencies with and without hedging, sorted, and their nearest-rank p50, p99, p999;
 * - the share of requests slower than the leaf's p99 (`leafP99`), with and without hedging;
 * - extra load: copies sent / leaf requests (first attempts); and the share of leaf requests
 *   hedged at least once;
 * - extra work: the server-seconds hedging adds, over those of the first attempts without
 *   hedging (every first attempt running its full latency). Without cancellation every attempt
 *   runs its full latency, so it is the copies' server-seconds over the first attempts'. With it
 *   (tied requests) each attempt, the first included, runs from its send time to the leaf's
 *   first answer: (first attempts' + copies' server-seconds, cut at the answer − the first
 *   attempts' full ones) / the first attempts' full ones, never more than without, and below 0
 *   when the cut first attempts save more than the copies cost. The leaves never simulated run
 *   L ≤ d either way: their work is counted at its expectation, (N − C)·E[L | L ≤ d], which keeps
 *   the sums unbiased and only lowers their variance;
 * - extra load during a partial outage: a second pass beside the first, on its own stream and
 *   its own budget, over the first OUTAGE_REQUESTS requests of each block, where each leaf is in
 *   the outage with probability `outage` (each leaf request on its own) and then draws every
 *   attempt from the leaf's slow tail (the law above its p99). Only its copies are counted (no
 *   latencies); it runs only with hedging and an outage above 0.
 *
 * Blocks. The requests are cut into min(32, requests) consecutive blocks (sizes differ by at most
 * one); block b draws from namedStream(seed, 'tail-block', b), its first fork for the requests
 * and its second for the outage pass, and with a cap first simulates CAP_WARMUP requests it does
 * not measure (the budget starts empty). Blocks are independent, so they are the batches of the
 * standard errors, and the cells a worker pool runs apart: the result is the same for a seed
 * whatever the number of workers (assembleTail merges the blocks' sorted latencies and adds
 * their sums in block order).
 */
export interface TailSimParams {
  readonly leaf: LeafSampleSpec;
  /** N, leaves a request asks, 1…10,000. */
  readonly fanout: number;
  /** k, leaves the request waits for, 1…N (k = ⌈wait·N⌉). */
  readonly awaited: number;
  /** d, seconds between copies; 0 = no hedging. */
  readonly delay: number;
  /** m, attempts per leaf at most, the first included, 1…10. */
  readonly copies: number;
  /** q, the most extra load as a fraction of leaf requests (a budget); null = no cap. */
  readonly cap: number | null;
  /** c, probability that a leaf's copies are exactly as slow as its first attempt. */
  readonly correlated: number;
  /** Whether the losing attempts are cancelled (picks extraWork; both are measured). */
  readonly cancel: boolean;
  /** o, share of leaves slow for every copy during a partial outage (the outage pass). */
  readonly outage: number;
  /** The leaf's p99, seconds: a request slower than this is slow. */
  readonly leafP99: number;
  /** Requests simulated and measured (a cap adds CAP_WARMUP unmeasured ones a block). */
  readonly requests: number;
  readonly seed: number;
}

/** One block of a run: a cell for a worker pool. */
export interface TailCellJob {
  readonly params: TailSimParams;
  readonly block: number;
}

/** A block's totals, added across blocks in block order. */
export interface TailSums {
  readonly requests: number;
  /** First attempts: N a request. */
  readonly leafRequests: number;
  /** Copies sent. */
  readonly hedges: number;
  /** Leaf requests with at least one copy sent. */
  readonly hedgedLeaves: number;
  /** Server-seconds of first attempts and of copies, each running its full latency. */
  readonly firstWork: number;
  readonly hedgeWork: number;
  /** The same with the losers cancelled at the leaf's first answer. */
  readonly firstWorkCancelled: number;
  readonly hedgeWorkCancelled: number;
  /** Requests slower than the leaf's p99, without and with hedging. */
  readonly slowUnhedged: number;
  readonly slowHedged: number;
  /** The outage pass's first attempts and copies (0 when it does not run). */
  readonly outageLeafRequests: number;
  readonly outageHedges: number;
}

/** A finished block: its sums and its request latencies, each sorted ascending. */
export interface TailCell {
  readonly block: number;
  readonly sums: TailSums;
  readonly unhedged: Float64Array;
  readonly hedged: Float64Array;
}

/** Request latencies of one arm (without or with hedging). */
export interface TailLatencies {
  /** Every request's latency, ascending (transferable). */
  readonly sorted: Float64Array;
  readonly p50: number;
  readonly p99: number;
  readonly p999: number;
  /** Share of requests slower than the leaf's p99. */
  readonly slowShare: Estimate;
}

export interface TailSimResult {
  readonly requests: number;
  readonly unhedged: TailLatencies;
  readonly hedged: TailLatencies;
  /** Copies sent / leaf requests. */
  readonly extraLoad: Estimate;
  /** Share of leaf requests with at least one copy sent. */
  readonly hedgedShare: Estimate;
  /** Extra load during the partial outage; null without hedging or without an outage. */
  readonly outageExtraLoad: Estimate | null;
  /** Server-seconds of copies / of first attempts, each attempt running its full latency. */
  readonly extraWorkFull: Estimate;
  /**
   * With the losers cancelled at the leaf's first answer: (first attempts' + copies'
   * server-seconds − first attempts' full server-seconds) / first attempts' full server-seconds.
   */
  readonly extraWorkCancelled: Estimate;
  /** extraWorkCancelled with `cancel`, else extraWorkFull. */
  readonly extraWork: Estimate;
}

/** Progress so far: small, to post often. */
export interface TailSimPartial {
  /** Requests simulated, warm-ups included. */
  readonly done: number;
  /** Of those, requests measured in finished blocks. */
  readonly measured: number;
  /** Extra load over the finished blocks; null before the first. */
  readonly extraLoad: number | null;
}

/** Blocks (batches for the standard errors, cells for a pool). */
export const TAIL_BLOCKS = 32;
export const MAX_TAIL_REQUESTS = 10_000_000;
export const MAX_TAIL_FANOUT = 10_000;
export const MAX_TAIL_COPIES = 10;
/**
 * Requests a block simulates unmeasured first when there is a cap: the budget starts at 0 and
 * holds about N·q + 1 tokens in steady state (fewer copies wanted than allowed: it only grows);
 * from empty it is there after a handful of requests, or a few hundred when the copies wanted
 * come within a few percent of the cap.
 */
export const CAP_WARMUP = 1000;
/**
 * Requests of each block the outage pass covers at most (after its own warm-up): it measures one
 * mean, extra load, whose standard error is already about 10⁻⁴ over 32 blocks of this many
 * requests of 100 leaves, and it costs as much a request as the run itself.
 */
export const OUTAGE_REQUESTS = 4096;

/** Uniforms drawn at a time (Rng.fill). */
const UNIFORMS = 4096;

/** Flags of a simulated leaf. */
const SHARED = 1;
const OUTAGE = 2;

/**
 * Uniform, normal and gamma variates from one Rng, drawn UNIFORMS at a time with Rng.fill: the
 * same draws as next() calls, without a call each.
 */
class Uniforms {
  private readonly buffer = new Float64Array(UNIFORMS);
  /** The spare polar normal, and whether it is there (typed, so the hot loop boxes nothing). */
  private readonly spare = new Float64Array(1);
  private at = UNIFORMS;
  private hasSpare = false;
  private readonly rng: Rng;

  constructor(rng: Rng) {
    this.rng = rng;
  }

  /** Uniform on [0, 1). */
  next(): number {
    if (this.at === UNIFORMS) {
      this.rng.fill(this.buffer, UNIFORMS);
      this.at = 0;
    }
    return this.buffer[this.at++]!;
  }

  /** Uniform on (0, 1): the draw moved up half a step of its 2^−32 grid. */
  open(): number {
    return this.next() + HALF_STEP;
  }

  /** Standard normal, Marsaglia's polar method (as src/core/random/normal.ts). */
  normal(): number {
    if (this.hasSpare) {
      this.hasSpare = false;
      return this.spare[0]!;
    }
    let u: number;
    let v: number;
    let s: number;
    do {
      u = 2 * this.next() - 1;
      v = 2 * this.next() - 1;
      s = u * u + v * v;
    } while (s >= 1 || s === 0);
    const scale = Math.sqrt((-2 * Math.log(s)) / s);
    this.spare[0] = v * scale;
    this.hasSpare = true;
    return u * scale;
  }

  /** Gamma(shape, 1) for shape ≥ 1: Marsaglia & Tsang (ACM TOMS 26(3), 2000). */
  gamma(shape: number): number {
    const d = shape - 1 / 3;
    const c = 1 / Math.sqrt(9 * d);
    for (;;) {
      const x = this.normal();
      const t = 1 + c * x;
      if (t <= 0) continue;
      const v = t * t * t;
      const u = this.next();
      const x2 = x * x;
      if (u < 1 - 0.0331 * x2 * x2 || Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) {
        return d * v;
      }
    }
  }

  /**
   * The j-th smallest of m independent uniforms on (0, 1), 1 ≤ j ≤ m: Beta(j, m − j + 1).
   * The smallest is 1 − V^(1/m), computed as −expm1(ln V/m) to keep its digits; the largest is
   * V^(1/m); between them a ratio of gammas, G_j/(G_j + G_(m−j+1)).
   */
  orderStatistic(j: number, m: number): number {
    if (j === 1) return -Math.expm1(Math.log(this.open()) / m);
    if (j === m) return Math.exp(Math.log(this.open()) / m);
    const x = this.gamma(j);
    return x / (x + this.gamma(m - j + 1));
  }
}

/** A Binomial(n, p) distribution's CDF with a guide table, for inversion in O(1) expected. */
interface Binomial {
  readonly cdf: Float64Array;
  readonly guide: Int32Array;
}

/**
 * The CDF of Binomial(n, p), from the terms' ratios outward from the mode (no overflow, no
 * factorials; the far tails underflow to 0 as they should), normalised, with cdf[n] = 1; and the
 * guide table of Chen & Asau: guide[j] is the least x with cdf[x] > j/(n + 1).
 */
function binomialTable(n: number, p: number): Binomial {
  const cdf = new Float64Array(n + 1);
  if (p <= 0) cdf.fill(1);
  else if (p < 1) {
    const terms = new Float64Array(n + 1);
    const mode = Math.min(n, Math.floor((n + 1) * p));
    const odds = p / (1 - p);
    terms[mode] = 1;
    for (let x = mode; x < n; x++) terms[x + 1] = ((terms[x]! * (n - x)) / (x + 1)) * odds;
    for (let x = mode; x > 0; x--) terms[x - 1] = (terms[x]! * x) / (n - x + 1) / odds;
    let total = 0;
    for (let x = 0; x <= n; x++) total += terms[x]!;
    let sum = 0;
    for (let x = 0; x <= n; x++) {
      sum += terms[x]!;
      cdf[x] = sum / total;
    }
  }
  cdf[n] = 1;
  const guide = new Int32Array(n + 1);
  let x = 0;
  for (let j = 0; j <= n; j++) {
    while (cdf[x]! <= j / (n + 1)) x += 1;
    guide[j] = x;
  }
  return { cdf, guide };
}

/** A draw from a binomial table by inversion, for u uniform on [0, 1). */
function drawBinomial(table: Binomial, u: number): number {
  const { cdf, guide } = table;
  let x = guide[Math.floor(u * guide.length)]!;
  while (cdf[x]! <= u) x += 1;
  return x;
}

/**
 * The k-th smallest (0-based) of a[0…n), by Hoare's selection (middle pivot, ties split evenly);
 * reorders a.
 */
function select(a: Float64Array, n: number, k: number): number {
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const pivot = a[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i += 1;
      while (a[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = a[i]!;
        a[i] = a[j]!;
        a[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return a[k]!;
  }
  return a[k]!;
}

/** The r-th largest of values[0…n), r ≤ n (the max for r = 1; else selected in scratch). */
function largest(values: Float64Array, n: number, r: number, scratch: Float64Array): number {
  if (r === 1) {
    let max = values[0]!;
    for (let j = 1; j < n; j++) if (values[j]! > max) max = values[j]!;
    return max;
  }
  scratch.set(values.subarray(0, n));
  return select(scratch, n, n - r);
}

function checkParams(p: TailSimParams): void {
  const fail = (what: string) => {
    throw new RangeError(`Tail simulation: ${what}.`);
  };
  const whole = (x: number, min: number, max: number) =>
    Number.isInteger(x) && x >= min && x <= max;
  const share = (x: number) => x >= 0 && x <= 1;
  if (!whole(p.fanout, 1, MAX_TAIL_FANOUT)) {
    fail(`the fan-out must be a whole number from 1 to ${MAX_TAIL_FANOUT}`);
  }
  if (!whole(p.awaited, 1, p.fanout)) fail('the leaves awaited must be a whole number from 1 to N');
  if (!(p.delay >= 0) || !Number.isFinite(p.delay)) fail('the delay must be finite and ≥ 0');
  if (!whole(p.copies, 1, MAX_TAIL_COPIES)) {
    fail(`copies must be a whole number from 1 to ${MAX_TAIL_COPIES}`);
  }
  if (p.cap !== null && (!(p.cap >= 0) || !Number.isFinite(p.cap))) {
    fail('the cap must be finite and ≥ 0, or none');
  }
  if (!share(p.correlated)) fail('the correlated share must be between 0 and 1');
  if (!share(p.outage)) fail('the outage share must be between 0 and 1');
  if (Number.isNaN(p.leafP99)) fail('the leaf p99 must be a number');
  if (!whole(p.requests, 1, MAX_TAIL_REQUESTS)) {
    fail(`requests must be a whole number from 1 to ${MAX_TAIL_REQUESTS}`);
  }
}

/** Blocks of a run: min(32, requests). */
export const tailBlocks = (p: TailSimParams): number => Math.min(TAIL_BLOCKS, p.requests);

/** Where block b starts: ⌊b·n/B⌋ requests (block B is the end). */
const blockStart = (p: TailSimParams, b: number) => Math.floor((b * p.requests) / tailBlocks(p));

/** Whether copies are ever sent. */
const hedges = (p: TailSimParams) => p.delay > 0 && p.copies > 1;

/** Requests a block simulates unmeasured before its own (the budget's warm-up). */
const warmupOf = (p: TailSimParams) => (p.cap !== null && hedges(p) ? CAP_WARMUP : 0);

/** Units (requests simulated, warm-up included) of block b. */
export const tailCellUnits = (p: TailSimParams, b: number): number =>
  warmupOf(p) + blockStart(p, b + 1) - blockStart(p, b);

/** The blocks of a run, as cell jobs for a pool. */
export function tailCells(p: TailSimParams): TailCellJob[] {
  checkParams(p);
  return Array.from({ length: tailBlocks(p) }, (_, block) => ({ params: p, block }));
}

/** Indices of a block's running sums (a Float64Array: the hot loop boxes no numbers). */
const S = {
  leafRequests: 0,
  hedges: 1,
  hedgedLeaves: 2,
  firstWork: 3,
  hedgeWork: 4,
  firstWorkCancelled: 5,
  hedgeWorkCancelled: 6,
  slowUnhedged: 7,
  slowHedged: 8,
  outageLeafRequests: 9,
  outageHedges: 10,
  /** The budgets' balances, and the last round's copies and their full work. */
  balance: 11,
  outageBalance: 12,
  roundHedges: 13,
  roundWork: 14,
} as const;

/**
 * One block as a task stepped in requests (warm-up included); once they are all simulated, one
 * more step sorts both latency arrays and gives the cell.
 */
export function createTailCellTask(job: TailCellJob): SimTask<null, TailCell> {
  const p = job.params;
  checkParams(p);
  const blocks = tailBlocks(p);
  if (!Number.isInteger(job.block) || job.block < 0 || job.block >= blocks) {
    throw new RangeError(`Tail simulation: block ${job.block} is not one of 0…${blocks - 1}.`);
  }
  const sampler = createLeafSampler(p.leaf);
  const slow = sampler.slow;
  const n = blockStart(p, job.block + 1) - blockStart(p, job.block);
  const warmup = warmupOf(p);
  const total = warmup + n;
  const fanout = p.fanout;
  const r = fanout - p.awaited + 1; // the request's latency is the r-th largest leaf latency
  const m = p.copies;
  const d = p.delay;
  const hedging = hedges(p);
  const capped = p.cap !== null;
  const deposit = capped ? fanout * (p.cap ?? 0) : 0;
  const correlated = p.correlated;
  const leafP99 = p.leafP99;
  const outagePass = hedging && p.outage > 0;
  /** Requests of the outage pass: the first OUTAGE_REQUESTS of the block (and the warm-up). */
  const outageEnd = warmup + Math.min(n, OUTAGE_REQUESTS);
  // A lognormal's free draws (copies) come from polar normals, e^(μ + σZ).
  const byNormal = sampler.lognormal !== null;
  const mu = sampler.lognormal?.mu ?? 0;
  const sigma = sampler.lognormal?.sigma ?? 0;

  /** P(L > d): the share of leaves that send a copy (0 without hedging: none is simulated). */
  const above = hedging ? sampler.survival(d) : 0;
  /** E[L | L ≤ d]: the work of a leaf that is not simulated (E[L] without hedging). */
  const belowMean = hedging ? (above < 1 ? sampler.partialMean(d) / (1 - above) : 0) : sampler.mean;
  const mainTable = binomialTable(fanout, above);
  // The outage pass: a leaf sends a copy if in the outage and its slow-tail latency exceeds d, or
  // if not and its latency does; of those, this share is in the outage.
  const slowAbove = slow.survival(d);
  const outageAbove = p.outage * slowAbove + (1 - p.outage) * above;
  const outageTable = binomialTable(fanout, outagePass ? outageAbove : 0);
  const inOutage = outageAbove > 0 ? (p.outage * slowAbove) / outageAbove : 0;

  const root = namedStream(p.seed, 'tail-block', job.block);
  const draws = new Uniforms(root.fork());
  const outageDraws = new Uniforms(root.fork());

  // The simulated leaves of the request in hand.
  const firsts = new Float64Array(fanout); // first attempt's latency
  const answers = new Float64Array(fanout); // the leaf's first answer so far
  const sentAt = new Float64Array(fanout); // Σ send times of its copies
  const sent = new Int32Array(fanout); // its copies
  const flags = new Uint8Array(fanout); // SHARED, OUTAGE
  const scratch = new Float64Array(fanout);

  const unhedged = new Float64Array(n);
  const hedged = new Float64Array(n);
  const sums = new Float64Array(15);
  let done = 0;
  let cell: TailCell | null = null;

  /**
   * Draws `count` leaves that exceed d (in the outage with probability `outageShare`), their
   * first attempts conditioned on L > d, and whether their copies share its latency.
   */
  const drawLeaves = (u: Uniforms, count: number, outageShare: number) => {
    for (let j = 0; j < count; j++) {
      const out = outageShare > 0 && (outageShare >= 1 || u.next() < outageShare);
      const first = out ? slow.upper(slowAbove * u.open()) : sampler.upper(above * u.open());
      const shared = correlated > 0 && (correlated >= 1 || u.next() < correlated);
      firsts[j] = first;
      answers[j] = first;
      sentAt[j] = 0;
      sent[j] = 0;
      flags[j] = (shared ? SHARED : 0) | (out ? OUTAGE : 0);
    }
  };

  /**
   * The copies of `count` drawn leaves, round by round (at d, 2d, …), against the budget held in
   * sums[balance]; the round's copies and their full work go to sums[roundHedges, roundWork].
   */
  const hedgeRounds = (u: Uniforms, count: number, balance: number) => {
    let budget = sums[balance]!;
    let copies = 0;
    let work = 0;
    for (let i = 1; i < m; i++) {
      const t = i * d;
      let waiting = false;
      for (let j = 0; j < count; j++) {
        const answer = answers[j]!;
        if (answer <= t) continue;
        waiting = true;
        if (capped) {
          if (budget < 1) continue;
          budget -= 1;
        }
        const f = flags[j]!;
        const latency =
          f & SHARED
            ? firsts[j]!
            : f & OUTAGE
              ? slow.upper(u.open())
              : byNormal
                ? Math.exp(mu + sigma * u.normal())
                : sampler.upper(u.open());
        copies += 1;
        work += latency;
        sent[j]! += 1;
        sentAt[j]! += t;
        if (t + latency < answer) answers[j] = t + latency;
      }
      if (!waiting) break;
    }
    sums[balance] = budget;
    sums[S.roundHedges] = copies;
    sums[S.roundWork] = work;
  };

  /** One request of the hedged pass: at index `at` of the block when measured, else -1. */
  const request = (at: number) => {
    if (capped) sums[S.balance]! += deposit;
    const count = hedging ? drawBinomial(mainTable, draws.next()) : 0;
    drawLeaves(draws, count, 0);
    if (count > 0) hedgeRounds(draws, count, S.balance);
    if (at < 0) return;
    let slowest: number;
    let slowestHedged: number;
    if (count >= r) {
      slowest = largest(firsts, count, r, scratch);
      slowestHedged = largest(answers, count, r, scratch);
    } else {
      // The (r − C)-th largest of the N − C leaves at or below d, in survival space.
      const b = draws.orderStatistic(r - count, fanout - count);
      slowest = sampler.upper(above + (1 - above) * b);
      slowestHedged = slowest;
    }
    unhedged[at] = slowest;
    hedged[at] = slowestHedged;
    if (slowest > leafP99) sums[S.slowUnhedged]! += 1;
    if (slowestHedged > leafP99) sums[S.slowHedged]! += 1;
    let first = 0;
    let firstCancelled = 0;
    let copiesCancelled = 0;
    let hedgedLeaves = 0;
    for (let j = 0; j < count; j++) {
      const answer = answers[j]!;
      const copies = sent[j]!;
      first += firsts[j]!;
      firstCancelled += answer;
      if (copies > 0) {
        hedgedLeaves += 1;
        copiesCancelled += copies * answer - sentAt[j]!;
      }
    }
    const rest = (fanout - count) * belowMean;
    sums[S.leafRequests]! += fanout;
    sums[S.firstWork]! += first + rest;
    sums[S.firstWorkCancelled]! += firstCancelled + rest;
    sums[S.hedgeWorkCancelled]! += copiesCancelled;
    sums[S.hedgedLeaves]! += hedgedLeaves;
    if (count > 0) {
      sums[S.hedges]! += sums[S.roundHedges]!;
      sums[S.hedgeWork]! += sums[S.roundWork]!;
    }
  };

  /** One request of the outage pass (copies only). */
  const outageRequest = (measured: boolean) => {
    if (capped) sums[S.outageBalance]! += deposit;
    const count = drawBinomial(outageTable, outageDraws.next());
    if (count === 0) {
      if (measured) sums[S.outageLeafRequests]! += fanout;
      return;
    }
    drawLeaves(outageDraws, count, inOutage);
    hedgeRounds(outageDraws, count, S.outageBalance);
    if (measured) {
      sums[S.outageLeafRequests]! += fanout;
      sums[S.outageHedges]! += sums[S.roundHedges]!;
    }
  };

  const finish = (): TailCell => {
    const scratchSort = new Float64Array(n);
    sortNonNegative(unhedged, scratchSort);
    sortNonNegative(hedged, scratchSort);
    return {
      block: job.block,
      sums: {
        requests: n,
        leafRequests: sums[S.leafRequests]!,
        hedges: sums[S.hedges]!,
        hedgedLeaves: sums[S.hedgedLeaves]!,
        firstWork: sums[S.firstWork]!,
        hedgeWork: sums[S.hedgeWork]!,
        firstWorkCancelled: sums[S.firstWorkCancelled]!,
        hedgeWorkCancelled: sums[S.hedgeWorkCancelled]!,
        slowUnhedged: sums[S.slowUnhedged]!,
        slowHedged: sums[S.slowHedged]!,
        outageLeafRequests: sums[S.outageLeafRequests]!,
        outageHedges: sums[S.outageHedges]!,
      },
      unhedged,
      hedged,
    };
  };

  return {
    total,
    done: () => done,
    step(units) {
      if (cell) return true;
      const end = Math.min(total, done + Math.max(0, Math.floor(units)));
      for (let i = done; i < end; i++) {
        const measured = i >= warmup;
        request(measured ? i - warmup : -1);
        if (outagePass && i < outageEnd) outageRequest(measured);
      }
      if (done < end) {
        done = end;
        return false;
      }
      if (done < total) return false;
      cell = finish();
      return true;
    },
    partial: () => null,
    result: () => {
      if (!cell) throw new Error('Tail simulation: result() before the last step.');
      return cell;
    },
  };
}

/** The runs of sorted arrays, merged pairwise into one sorted array (ties in block order). */
function mergeSorted(runs: readonly Float64Array[]): Float64Array {
  const total = runs.reduce((sum, a) => sum + a.length, 0);
  let from = new Float64Array(total);
  let bounds: number[] = [0];
  let offset = 0;
  for (const a of runs) {
    from.set(a, offset);
    offset += a.length;
    bounds.push(offset);
  }
  if (bounds.length <= 2) return from;
  let to = new Float64Array(total);
  while (bounds.length > 2) {
    const next: number[] = [0];
    for (let b = 0; b + 1 < bounds.length; b += 2) {
      const start = bounds[b]!;
      const middle = bounds[b + 1]!;
      const end = b + 2 < bounds.length ? bounds[b + 2]! : middle;
      let i = start;
      let j = middle;
      let k = start;
      while (i < middle && j < end) {
        const x = from[i]!;
        const y = from[j]!;
        if (y < x) {
          to[k++] = y;
          j += 1;
        } else {
          to[k++] = x;
          i += 1;
        }
      }
      while (i < middle) to[k++] = from[i++]!;
      while (j < end) to[k++] = from[j++]!;
      next.push(end);
    }
    const swap = from;
    from = to;
    to = swap;
    bounds = next;
  }
  return from;
}

/**
 * A ratio of sums over the blocks, and its standard error by batch means: the standard deviation
 * of the blocks' own ratios / √blocks (NaN with fewer than 2 blocks).
 */
function ratioEstimate(
  cells: readonly TailCell[],
  top: (s: TailSums) => number,
  bottom: (s: TailSums) => number,
): Estimate {
  let up = 0;
  let down = 0;
  for (const c of cells) {
    up += top(c.sums);
    down += bottom(c.sums);
  }
  const mean = up / down;
  const b = cells.length;
  if (b < 2) return { mean, se: NaN };
  let centre = 0;
  for (const c of cells) centre += top(c.sums) / bottom(c.sums);
  centre /= b;
  let squares = 0;
  for (const c of cells) squares += (top(c.sums) / bottom(c.sums) - centre) ** 2;
  return { mean, se: Math.sqrt(squares / (b * (b - 1))) };
}

/** The whole run from its blocks' cells (any order): the same for any pool size. */
export function assembleTail(p: TailSimParams, cells: readonly TailCell[]): TailSimResult {
  const blocks = tailBlocks(p);
  const ordered = cells.slice().sort((a, b) => a.block - b.block);
  if (ordered.length !== blocks || ordered.some((c, i) => c.block !== i)) {
    throw new Error(`Tail simulation: expected blocks 0…${blocks - 1}.`);
  }
  return assembleSorted(p, ordered, mergeSorted(ordered.map((c) => c.unhedged)));
}

/** The result from the cells in block order, given their merged unhedged latencies. */
function assembleSorted(
  p: TailSimParams,
  cells: readonly TailCell[],
  unhedged: Float64Array,
): TailSimResult {
  const hedged = mergeSorted(cells.map((c) => c.hedged));
  const requests = (s: TailSums) => s.requests;
  const arm = (sorted: Float64Array, slow: (s: TailSums) => number): TailLatencies => ({
    sorted,
    p50: nearestRank(sorted, 0.5),
    p99: nearestRank(sorted, 0.99),
    p999: nearestRank(sorted, 0.999),
    slowShare: ratioEstimate(cells, slow, requests),
  });
  const leafRequests = (s: TailSums) => s.leafRequests;
  const hedging = hedges(p);
  const none: Estimate = { mean: 0, se: 0 };
  const extraWorkFull = hedging
    ? ratioEstimate(
        cells,
        (s) => s.hedgeWork,
        (s) => s.firstWork,
      )
    : none;
  const extraWorkCancelled = hedging
    ? ratioEstimate(
        cells,
        (s) => s.firstWorkCancelled + s.hedgeWorkCancelled - s.firstWork,
        (s) => s.firstWork,
      )
    : none;
  return {
    requests: p.requests,
    unhedged: arm(unhedged, (s) => s.slowUnhedged),
    hedged: arm(hedged, (s) => s.slowHedged),
    extraLoad: ratioEstimate(cells, (s) => s.hedges, leafRequests),
    hedgedShare: ratioEstimate(cells, (s) => s.hedgedLeaves, leafRequests),
    outageExtraLoad:
      hedging && p.outage > 0
        ? ratioEstimate(
            cells,
            (s) => s.outageHedges,
            (s) => s.outageLeafRequests,
          )
        : null,
    extraWorkFull,
    extraWorkCancelled,
    extraWork: p.cancel ? extraWorkCancelled : extraWorkFull,
  };
}

/** Progress from finished cells (a pool's), plus requests simulated in unfinished ones. */
export function tailPartialOf(cells: readonly TailCell[], done?: number): TailSimPartial {
  let measured = 0;
  let copies = 0;
  let leafRequests = 0;
  for (const c of cells) {
    measured += c.sums.requests;
    copies += c.sums.hedges;
    leafRequests += c.sums.leafRequests;
  }
  return {
    done: done ?? measured,
    measured,
    extraLoad: leafRequests > 0 ? copies / leafRequests : null,
  };
}

/**
 * The whole run in one thread: the blocks one after another, as a pool would run them apart, then
 * two steps that merge their sorted latencies (unhedged, then hedged) and give the result.
 */
export function createTailTask(p: TailSimParams): SimTask<TailSimPartial, TailSimResult> {
  const jobs = tailCells(p);
  const total = jobs.reduce((sum, j) => sum + tailCellUnits(p, j.block), 0);
  const cells: TailCell[] = [];
  let finished = 0; // units of finished cells
  let current: SimTask<null, TailCell> | null = createTailCellTask(jobs[0]!);
  let unhedged: Float64Array | null = null;
  let outcome: TailSimResult | null = null;
  const done = () => finished + (current?.done() ?? 0);
  return {
    total,
    done,
    step(units) {
      if (outcome) return true;
      let budget = Math.max(0, Math.floor(units));
      if (current) {
        // A cell's last step (its sort) takes no units: always allow it one more step.
        while (current) {
          const before = current.done();
          const last = current.step(budget);
          budget -= current.done() - before;
          if (last) {
            cells.push(current.result());
            finished += current.total;
            const next = jobs[cells.length];
            current = next ? createTailCellTask(next) : null;
          } else if (budget <= 0) break;
        }
        return false;
      }
      if (!unhedged) {
        unhedged = mergeSorted(cells.map((c) => c.unhedged));
        return false;
      }
      outcome = assembleSorted(p, cells, unhedged);
      return true;
    },
    partial: () => tailPartialOf(cells, done()),
    result: () => {
      if (!outcome) throw new Error('Tail simulation: result() before the last step.');
      return outcome;
    },
  };
}

/** The whole simulation at once (tests, CLI, benchmarks). */
export function simulateTail(p: TailSimParams): TailSimResult {
  const task = createTailTask(p);
  while (!task.step(1 << 20)) {
    // keep stepping
  }
  return task.result();
}
