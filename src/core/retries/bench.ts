import { createContentionTask, STUDY } from './contention';
import { createRecoveryTask } from './recovery';
import { STRATEGIES } from './strategies';
import { runToEnd } from './task';
import { createWaveTask } from './wave';

export interface BenchLine {
  readonly name: string;
  /** Best of the repeats, milliseconds (wall clock). */
  readonly ms: number;
  /** Best of the repeats in CPU time, milliseconds, when a CPU clock was given (else null). */
  readonly cpuMs: number | null;
  /** Work units per second at that time. */
  readonly throughput: number;
  readonly unit: string;
  /** The budget for this case, if it has one. */
  readonly budgetMs: number | null;
}

/** Best wall time and best CPU time (ms) of `repeats` runs. */
function best(
  repeats: number,
  now: () => number,
  run: () => void,
  cpu: (() => number) | null = null,
): { ms: number; cpuMs: number | null } {
  let fastest = Infinity;
  let leastCpu = Infinity;
  for (let i = 0; i < repeats; i++) {
    const startCpu = cpu ? cpu() : 0;
    const start = now();
    run();
    fastest = Math.min(fastest, now() - start);
    if (cpu) leastCpu = Math.min(leastCpu, cpu() - startCpu);
  }
  return { ms: fastest, cpuMs: cpu ? leastCpu : null };
}

/**
 * Engine throughput per mode, single-threaded (`npm run bench`); `now` is a ms clock, and `cpu`,
 * if given, this process's CPU time in ms (less sensitive than the wall clock to other work on
 * the machine).
 */
export function runBench(
  now: () => number,
  onLine: (line: BenchLine) => void,
  cpu: (() => number) | null = null,
): BenchLine[] {
  const lines: BenchLine[] = [];
  const emit = (line: BenchLine) => {
    lines.push(line);
    onLine(line);
  };
  const base = { base: 1, cap: 20, bucket: 0.1, seed: 1 };
  // Warm the JIT once so the first timing is not compilation.
  runToEnd(createWaveTask({ ...base, clients: 100_000, attempt: 3 }));
  const { ms: waveMs, cpuMs: waveCpu } = best(
    5,
    now,
    () => runToEnd(createWaveTask({ ...base, clients: 1_000_000, attempt: 3 }), 1 << 20),
    cpu,
  );
  emit({
    name: `wave: 1,000,000 clients × ${STRATEGIES.length} strategies, retry 3`,
    ms: waveMs,
    cpuMs: waveCpu,
    throughput: (1_000_000 * STRATEGIES.length) / (waveMs / 1000),
    unit: 'client-delays/s',
    budgetMs: 150,
  });
  const recovery = { ...base, outage: 5, capacity: 500, attempts: 6, retryAfter: null };
  let events = 0;
  const { ms: recMs, cpuMs: recCpu } = best(
    3,
    now,
    () => {
      const r = runToEnd(createRecoveryTask({ ...recovery, clients: 100_000, capacity: 50_000 }));
      events = r.strategies.reduce((sum, s) => sum + s.calls, 0);
    },
    cpu,
  );
  emit({
    name: `recovery: 100,000 clients × ${STRATEGIES.length} strategies, capacity 50,000/s`,
    ms: recMs,
    cpuMs: recCpu,
    throughput: events / (recMs / 1000),
    unit: 'requests/s',
    budgetMs: null,
  });
  let calls = 0;
  const { ms: sweepMs, cpuMs: sweepCpu } = best(
    1,
    now,
    () => {
      const r = runToEnd(createContentionTask({ runs: STUDY.runs, seed: 1 }), 1);
      calls = r.cells.reduce((sum, c) => sum + c.calls * c.runs, 0);
    },
    cpu,
  );
  emit({
    name: `contention: default sweep, ${STUDY.clientCounts.length} N × ${STUDY.strategies.length} strategies × ${STUDY.runs} runs`,
    ms: sweepMs,
    cpuMs: sweepCpu,
    throughput: calls / (sweepMs / 1000),
    unit: 'writes/s',
    budgetMs: 5000,
  });
  return lines;
}
