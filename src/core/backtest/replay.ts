/**
 * The replay: the recording rules `sum(rate(errors[w])) / sum(rate(total[w]))` of every window,
 * evaluated at t₀ + k·eval for k = 0 … K (t₀ the first sample, t₀ + K·eval the last evaluation at
 * or before the last sample), as Prometheus' rule group would evaluate them.
 *
 * - Each series' rate() is prometheus rate() (rate.ts); a series with fewer than two samples in
 *   the range gives nothing, and `sum` over nothing gives nothing.
 * - The ratio of two sums exists only when both do; it is IEEE division (0/0 = NaN, x/0 = +Inf),
 *   as PromQL's `/` is. Stored as NaN when there is no output: the alert's `>` is false for both.
 * - Staleness does not reach the alerts: the alerting rules read the recorded series at the same
 *   timestamp, within the same group evaluation; and when a recording rule gives nothing, the rule
 *   group writes a staleness marker for the series it wrote before (rules/group.go), so the
 *   previous value is not read through the 5-minute lookback either. "No output at t" is "no
 *   value at t".
 *
 * Every series keeps a cursor per window (first and last sample in range) that only moves
 * forward, so a whole replay costs O(evaluations × windows × series + samples × windows).
 */
import { increase, prepareData, type PreparedData, type PreparedSeries } from './prepare';
import { PROMETHEUS_2_42, rateOfRange, type RateSemantics } from './rate';
import type { BacktestData } from './series';

export interface ReplayParams {
  /** The distinct windows, seconds (rounded to the millisecond, as rule files write them). */
  readonly windows: readonly number[];
  /** Rule evaluation interval, seconds (default 60). */
  readonly eval?: number;
  readonly semantics?: RateSemantics;
}

/** What the replay found at every evaluation. */
export interface Replay {
  readonly data: PreparedData;
  /** The windows in ms, in the order asked. */
  readonly windowsMs: readonly number[];
  /** First evaluation (the first sample), ms. */
  readonly t0Ms: number;
  readonly evalMs: number;
  /** Evaluations (k = 0 … count − 1). */
  readonly count: number;
  /** ratios[w][k]: the recorded error ratio of window w at evaluation k; NaN when none. */
  readonly ratios: readonly Float64Array[];
  /** cumBad[k]: errors counted (reset-corrected increases) from the first sample up to t_k. */
  readonly cumBad: Float64Array;
  /** Reset-corrected increases over the whole data. */
  readonly bad: number;
  readonly total: number;
  /** Time of the last sample where an errors counter rose, ms; null when none did. */
  readonly lastBadMs: number | null;
  readonly semantics: RateSemantics;
}

/** Why the replay cannot run, in words, or null. */
export function replayProblem(data: PreparedData, params: ReplayParams): string | null {
  const evalSeconds = params.eval ?? 60;
  if (!(evalSeconds >= 0.001) || !Number.isFinite(evalSeconds))
    return 'The evaluation interval must be at least 1 ms.';
  if (data.samples === 0) return 'There are no samples to replay.';
  if (!data.errors.some((s) => s.t.length > 0)) return 'The errors series have no samples.';
  if (!data.total.some((s) => s.t.length > 0)) return 'The total series have no samples.';
  if (params.windows.some((w) => !(Math.round(w * 1000) >= 1)))
    return 'Every window must be at least 1 ms.';
  return null;
}

/** Whole-data totals and the last bad sample. */
function totals(data: PreparedData): Pick<Replay, 'bad' | 'total' | 'lastBadMs'> {
  const sum = (list: readonly PreparedSeries[]) =>
    list.reduce((acc, s) => (s.t.length > 1 ? acc + increase(s, 0, s.t.length - 1) : acc), 0);
  let lastBadMs: number | null = null;
  for (const s of data.errors) {
    for (let i = s.t.length - 1; i > 0; i--) {
      if (increase(s, i - 1, i) > 0) {
        if (lastBadMs === null || s.t[i]! > lastBadMs) lastBadMs = s.t[i]!;
        break;
      }
    }
  }
  return { bad: sum(data.errors), total: sum(data.total), lastBadMs };
}

/** One series' cursors: the last sample at or before t, and per window the first in range. */
interface Cursor {
  readonly s: PreparedSeries;
  hi: number;
  readonly lo: Int32Array;
}

export interface ReplayStepper {
  readonly count: number;
  /** Evaluations done. */
  done(): number;
  /** Evaluates up to `n` more; true once all are done. */
  step(n: number): boolean;
  /** The replay; only once step() has returned true. */
  replay(): Replay;
}

/** A replay evaluated in chunks (for a worker reporting progress). */
export function createReplay(
  input: BacktestData | PreparedData,
  params: ReplayParams,
): ReplayStepper {
  const data = 'samples' in input ? input : prepareData(input);
  const problem = replayProblem(data, params);
  if (problem) throw new RangeError(problem);
  const semantics = params.semantics ?? PROMETHEUS_2_42;
  const closed = semantics.range === 'closed';
  const zeroPointFirst = semantics.zeroPointFirst;
  const evalMs = Math.round((params.eval ?? 60) * 1000);
  const windowsMs = params.windows.map((w) => Math.round(w * 1000));
  const t0Ms = data.firstMs;
  const count = Math.floor((data.lastMs - t0Ms) / evalMs) + 1;
  const ratios = windowsMs.map(() => new Float64Array(count));
  const cumBad = new Float64Array(count);
  const cursors = (list: readonly PreparedSeries[]): Cursor[] =>
    list
      .filter((s) => s.t.length > 0)
      .map((s) => ({ s, hi: -1, lo: new Int32Array(windowsMs.length) }));
  const errors = cursors(data.errors);
  const total = cursors(data.total);
  const nw = windowsMs.length;
  const sums = new Float64Array(nw);
  const present = new Uint8Array(nw);
  const errorSums = new Float64Array(nw);
  const errorPresent = new Uint8Array(nw);
  let k = 0;

  /** Adds every series' rate for each window at `at` into sums/present. */
  const sumRates = (list: Cursor[], at: number) => {
    sums.fill(0);
    present.fill(0);
    for (const c of list) {
      const { s, lo } = c;
      const t = s.t;
      const n = t.length;
      let hi = c.hi;
      while (hi + 1 < n && t[hi + 1]! <= at) hi++;
      c.hi = hi;
      for (let w = 0; w < nw; w++) {
        const start = at - windowsMs[w]!;
        let first = lo[w]!;
        if (closed) while (first < n && t[first]! < start) first++;
        else while (first < n && t[first]! <= start) first++;
        lo[w] = first;
        if (hi - first < 1) continue;
        const r = rateOfRange(s, first, hi, at, windowsMs[w]!, zeroPointFirst);
        sums[w] = present[w] ? sums[w]! + r : r;
        present[w] = 1;
      }
    }
  };

  const stepper: ReplayStepper = {
    count,
    done: () => k,
    step(n) {
      const end = Math.min(count, k + Math.max(1, Math.floor(n)));
      for (; k < end; k++) {
        const at = t0Ms + k * evalMs;
        sumRates(errors, at);
        errorSums.set(sums);
        errorPresent.set(present);
        sumRates(total, at);
        for (let w = 0; w < nw; w++)
          ratios[w]![k] = errorPresent[w] && present[w] ? errorSums[w]! / sums[w]! : NaN;
        let bad = 0;
        for (const c of errors) if (c.hi > 0) bad += increase(c.s, 0, c.hi);
        cumBad[k] = bad;
      }
      return k >= count;
    },
    replay() {
      if (k < count) throw new Error('Backtest replay: replay() before the last step.');
      return {
        data,
        windowsMs,
        t0Ms,
        evalMs,
        count,
        ratios,
        cumBad,
        ...totals(data),
        semantics,
      };
    },
  };
  return stepper;
}

/** The whole replay at once (tests, CLI, benchmarks). */
export function replay(input: BacktestData | PreparedData, params: ReplayParams): Replay {
  const stepper = createReplay(input, params);
  stepper.step(stepper.count);
  return stepper.replay();
}
