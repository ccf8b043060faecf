import {
  createCapacityTask,
  defaultWarmup,
  type CapacitySimParams,
} from '@/core/capacity/simulate';
import { createMetastableTask } from '@/core/overload/metastable';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';
import { POLICIES } from '@/core/overload/types';
import { createSweepTask } from '@/core/overload/sweep';
import { createContentionTask, STUDY } from '@/core/retries/contention';
import { createRecoveryTask } from '@/core/retries/recovery';
import { STRATEGIES } from '@/core/retries/strategies';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask } from '@/core/retries/wave';
import { createTailTask, type TailSimParams } from '@/core/tail/simulate';
import { benchBacktest, benchData } from '@/core/backtest/bench-data';

/** What repeated runs of one case cost. */
export interface Timing {
  /** Best of the repeats, milliseconds (wall clock). */
  readonly ms: number;
  /** Median of the repeats, milliseconds (wall clock). */
  readonly medianMs: number;
  readonly repeats: number;
  /** Best of the repeats in CPU time, milliseconds, when a CPU clock was given (else null). */
  readonly cpuMs: number | null;
}

export interface BenchLine extends Timing {
  readonly name: string;
  /** Work units per second at the best time. */
  readonly throughput: number;
  readonly unit: string;
  /** The most wall time this case may take, ms (its best repeat), if it has a budget. */
  readonly budgetMs: number | null;
}

/** The clocks a benchmark reads, and how it waits between repeats. */
export interface BenchClock {
  /** Wall clock, ms. */
  readonly now: () => number;
  /** This process's CPU time, ms, if known. */
  readonly cpu?: () => number;
  /** Waits `ms` without using the CPU, if possible. */
  readonly pause?: (ms: number) => void;
}

/**
 * Times `repeats` runs, `gapMs` apart: the best wall time (what the code costs when nothing else
 * gets in the way: on a shared machine, interference only ever adds time), the median, and the
 * best CPU time. The gaps spread the repeats over a few seconds, past a short slow spell.
 */
export function measure(repeats: number, clock: BenchClock, run: () => void, gapMs = 0): Timing {
  const { now, cpu, pause } = clock;
  const times: number[] = [];
  let leastCpu = Infinity;
  for (let i = 0; i < repeats; i++) {
    if (i > 0 && gapMs > 0) pause?.(gapMs);
    const startCpu = cpu ? cpu() : 0;
    const start = now();
    run();
    times.push(now() - start);
    if (cpu) leastCpu = Math.min(leastCpu, cpu() - startCpu);
  }
  times.sort((x, y) => x - y);
  const middle = times.length >> 1;
  const medianMs =
    times.length % 2 === 1
      ? (times[middle] ?? 0)
      : ((times[middle - 1] ?? 0) + (times[middle] ?? 0)) / 2;
  return { ms: times[0] ?? 0, medianMs, repeats, cpuMs: cpu ? leastCpu : null };
}

/**
 * Repeats per case, and the pause between them (ms): the wave's repeats are spread over about
 * five seconds so that its best escapes the slow spells of a shared machine.
 */
const BENCH_REPEATS = {
  wave: 20,
  recovery: 5,
  contention: 3,
  sweep: 5,
  metastable: 5,
  capacity: 5,
  tail: 3,
} as const;
const WAVE_GAP_MS = 150;

/** Engine throughput per mode, single-threaded (`npm run bench`). */
export function runBench(clock: BenchClock, onLine: (line: BenchLine) => void): BenchLine[] {
  const lines: BenchLine[] = [];
  const emit = (line: BenchLine) => {
    lines.push(line);
    onLine(line);
  };
  const base = { base: 1, cap: 20, bucket: 0.1, seed: 1 };
  // Warm the JIT once so the first timing is not compilation.
  runToEnd(createWaveTask({ ...base, clients: 100_000, attempt: 3 }));
  const wave = measure(
    BENCH_REPEATS.wave,
    clock,
    () => runToEnd(createWaveTask({ ...base, clients: 1_000_000, attempt: 3 }), 1 << 20),
    WAVE_GAP_MS,
  );
  emit({
    name: `wave: 1,000,000 clients × ${STRATEGIES.length} strategies, retry 3`,
    ...wave,
    throughput: (1_000_000 * STRATEGIES.length) / (wave.ms / 1000),
    unit: 'client-delays/s',
    budgetMs: 150,
  });
  const recoveryParams = { ...base, outage: 5, capacity: 500, attempts: 6, retryAfter: null };
  let events = 0;
  const recovery = measure(BENCH_REPEATS.recovery, clock, () => {
    const r = runToEnd(
      createRecoveryTask({ ...recoveryParams, clients: 100_000, capacity: 50_000 }),
    );
    events = r.strategies.reduce((sum, s) => sum + s.calls, 0);
  });
  emit({
    name: `recovery: 100,000 clients × ${STRATEGIES.length} strategies, capacity 50,000/s`,
    ...recovery,
    throughput: events / (recovery.ms / 1000),
    unit: 'requests/s',
    budgetMs: null,
  });
  let calls = 0;
  const sweep = measure(BENCH_REPEATS.contention, clock, () => {
    const r = runToEnd(createContentionTask({ runs: STUDY.runs, seed: 1 }), 1);
    calls = r.cells.reduce((sum, c) => sum + c.calls * c.runs, 0);
  });
  emit({
    name: `contention: default sweep, ${STUDY.clientCounts.length} N × ${STUDY.strategies.length} strategies × ${STUDY.runs} runs`,
    ...sweep,
    throughput: calls / (sweep.ms / 1000),
    unit: 'writes/s',
    budgetMs: 5000,
  });
  const overloadSweep = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'sweep' }).job;
  if (overloadSweep?.mode === 'overload-sweep') {
    const p = overloadSweep.params;
    runToEnd(createSweepTask({ ...p, duration: 5 })); // warm the JIT
    let attempts = 0;
    let cells = 0;
    const run = measure(BENCH_REPEATS.sweep, clock, () => {
      const r = runToEnd(createSweepTask(p));
      cells = r.policies.length * r.policies[0]!.points.length;
      attempts = r.policies.reduce(
        (sum, q) => sum + q.points.reduce((a, x) => a + x.load * x.requests, 0),
        0,
      );
    });
    emit({
      name: `overload sweep: defaults, ${cells} cells (21 failure ratios × ${POLICIES.length} policies), ${p.rate}/s × ${p.duration} s over ${p.clients} clients`,
      ...run,
      throughput: attempts / (run.ms / 1000),
      unit: 'attempts/s',
      budgetMs: 1000,
    });
  }
  const overloadMetastable = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'metastable' }).job;
  if (overloadMetastable?.mode === 'overload-metastable') {
    const p = overloadMetastable.params;
    runToEnd(createMetastableTask({ ...p, horizon: 30 })); // warm the JIT
    let attempts = 0;
    const run = measure(BENCH_REPEATS.metastable, clock, () => {
      const r = runToEnd(createMetastableTask(p));
      attempts = r.policies.reduce((sum, q) => sum + q.attempts, 0);
    });
    emit({
      name: `overload metastable: defaults, ${POLICIES.length} policies, ${p.rate}/s for ${p.horizon} s, capacity ${p.capacity}/s`,
      ...run,
      throughput: attempts / (run.ms / 1000),
      unit: 'attempts/s',
      budgetMs: 1000,
    });
  }
  const capacity: CapacitySimParams = {
    loop: 'open',
    rate: 100,
    service: 0.05,
    cv: 1,
    servers: 8,
    users: 0,
    think: 0,
    target: 0.1,
    requests: 1_000_000,
    warmup: defaultWarmup(1_000_000),
    seed: 1,
  };
  runToEnd(createCapacityTask({ ...capacity, requests: 100_000 })); // warm the JIT
  const queue = measure(BENCH_REPEATS.capacity, clock, () =>
    runToEnd(createCapacityTask(capacity), 1 << 20),
  );
  emit({
    name: `capacity: M/M/8 at ρ = 0.625, 1,000,000 requests (+ ${capacity.warmup.toLocaleString('en-US')} warm-up), sorted waits and responses`,
    ...queue,
    throughput: (capacity.requests + capacity.warmup) / (queue.ms / 1000),
    unit: 'requests/s',
    budgetMs: null,
  });
  // The tail panel's defaults: 100 leaves, all awaited, 10 ms or 1 s (1%), one hedge at 20 ms,
  // no cap, a 10% outage for the outage pass.
  const tail: TailSimParams = {
    leaf: { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.01 },
    fanout: 100,
    awaited: 100,
    delay: 0.02,
    copies: 2,
    cap: null,
    correlated: 0,
    cancel: false,
    outage: 0.1,
    leafP99: 0.01,
    requests: 1_000_000,
    seed: 1,
  };
  runToEnd(createTailTask({ ...tail, requests: 100_000 })); // warm the JIT
  const fanOut = measure(BENCH_REPEATS.tail, clock, () => runToEnd(createTailTask(tail), 1 << 20));
  emit({
    name: `tail: defaults, 1,000,000 requests × ${tail.fanout} leaves, hedged and not, sorted, with the outage pass`,
    ...fanOut,
    throughput: (tail.requests * tail.fanout) / (fanOut.ms / 1000),
    unit: 'leaf requests/s',
    budgetMs: 1000,
  });
  // The alert backtest: 30 days of 15 s samples for two counters (345,600 samples), the
  // workbook's tiers (windows up to 3 days), eval 60 s: 43,200 evaluations of 5 windows.
  const backtestData = benchData();
  benchBacktest(benchData(3)); // warm the JIT
  let evaluations = 0;
  const replayed = measure(7, clock, () => {
    evaluations = benchBacktest(backtestData).evaluations;
  });
  emit({
    name: 'backtest: 30 days of 15 s samples × 2 counters, workbook tiers (5 windows, up to 3d), eval 60 s',
    ...replayed,
    throughput: evaluations / (replayed.ms / 1000),
    unit: 'evaluations/s',
    budgetMs: 1000,
  });
  return lines;
}
