import { describe, expect, it } from 'vitest';
import {
  contentionCells,
  contentionRun,
  createContentionCellTask,
  createContentionTask,
  STUDY,
  type ContentionCell,
} from '@/core/retries/contention';
import { createRng } from '@/core/random/prng';
import { initialState, nextDelay, type Strategy } from '@/core/retries/strategies';
import { namedStream } from '@/core/sim/streams';
import { runToEnd } from '@/core/sim/task';
import { mean, sd } from './helpers';

/**
 * An independent, literal port of the study's event loop (aws-samples/aws-arch-backoff-simulator):
 * every message is an event (read at server, reply at client, write at server, reply at client).
 */
function referenceRun(
  strategy: Strategy,
  clients: number,
  seed: number,
): { calls: number; time: number } {
  const rng = createRng(seed);
  const normal = () => {
    const u = 1 - rng.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rng.next());
  };
  const hop = () => Math.abs(0.01 + 0.002 * normal());
  type Msg = {
    t: number;
    kind: 'read' | 'readRsp' | 'write' | 'writeRsp';
    c: number;
    v: number | boolean;
  };
  const queue: Msg[] = [];
  const state = new Float64Array(clients).fill(initialState(strategy, STUDY.backoff));
  const attempt = new Array<number>(clients).fill(0);
  for (let c = 0; c < clients; c++) queue.push({ t: hop(), kind: 'read', c, v: 0 });
  let version = 0;
  let calls = 0;
  let tm = 0;
  while (queue.length) {
    queue.sort((a, b) => a.t - b.t);
    const m = queue.shift() as Msg;
    tm = m.t;
    if (m.kind === 'read') queue.push({ t: tm + hop(), kind: 'readRsp', c: m.c, v: version });
    else if (m.kind === 'readRsp') queue.push({ t: tm + hop(), kind: 'write', c: m.c, v: m.v });
    else if (m.kind === 'write') {
      calls += 1;
      const ok = m.v === version;
      if (ok) version += 1;
      queue.push({ t: tm + hop(), kind: 'writeRsp', c: m.c, v: ok });
    } else if (!m.v) {
      attempt[m.c] = (attempt[m.c] ?? 0) + 1;
      const backoff = nextDelay(strategy, attempt[m.c] ?? 1, STUDY.backoff, rng, state, m.c);
      queue.push({ t: tm + hop() + backoff, kind: 'read', c: m.c, v: 0 });
    }
  }
  return { calls, time: tm };
}

const cell = (strategy: Strategy, clients: number, runs = 40): ContentionCell =>
  runToEnd(createContentionCellTask({ strategy, clients, runs, seed: 7 }));

describe('contention: the AWS study reproduced', () => {
  it('one client makes one write and finishes after four hops (≈ 40 ms)', () => {
    const runs = Array.from({ length: 400 }, (_, r) => contentionRun('full', 1, 1, r));
    expect(runs.every((r) => r.calls === 1)).toBe(true);
    const times = runs.map((r) => r.time);
    // Four hops of |N(10 ms, 2 ms)|: mean 40 ms, sd 4 ms.
    expect(Math.abs(mean(times) - 0.04)).toBeLessThan((4 * 0.004) / Math.sqrt(400));
    expect(Math.abs(sd(times) - 0.004)).toBeLessThan(0.0006);
  });

  it.each(['exponential', 'full', 'decorrelated', 'constant'] as const)(
    'agrees with a literal event-by-event port of the study (%s, 40 clients, 150 runs)',
    (strategy) => {
      const ours = Array.from({ length: 150 }, (_, r) => contentionRun(strategy, 40, 3, r));
      const ref = Array.from({ length: 150 }, (_, r) => referenceRun(strategy, 40, 10_000 + r));
      for (const key of ['calls', 'time'] as const) {
        const a = ours.map((x) => x[key]);
        const b = ref.map((x) => x[key]);
        const se = Math.sqrt(sd(a) ** 2 / a.length + sd(b) ** 2 / b.length);
        expect(Math.abs(mean(a) - mean(b))).toBeLessThan(4 * se);
      }
    },
  );

  it('matches the study’s conclusions at 100 clients', () => {
    const at = Object.fromEntries(STUDY.strategies.map((s) => [s, cell(s, 100)])) as Record<
      (typeof STUDY.strategies)[number],
      ContentionCell
    >;
    // The study: full and equal jitter cut calls by more than half (here ~57% and ~56%).
    expect(at.full.calls / at.exponential.calls).toBeLessThan(0.5);
    expect(at.equal.calls / at.exponential.calls).toBeLessThan(0.5);
    // Decorrelated jitter cuts them by less than half: ~46% (997 of 1858 calls at 100 runs).
    const decorrelatedCut = 1 - at.decorrelated.calls / at.exponential.calls;
    expect(decorrelatedCut).toBeGreaterThan(0.42);
    expect(decorrelatedCut).toBeLessThan(0.5);
    // No-jitter exponential is by far the slowest.
    for (const s of ['full', 'equal', 'decorrelated', 'constant'] as const) {
      expect(at.exponential.time).toBeGreaterThan(5 * at[s].time);
    }
    // Equal jitter is the slowest of the jittered.
    expect(at.equal.time).toBeGreaterThan(at.full.time);
    expect(at.equal.time).toBeGreaterThan(at.decorrelated.time);
    // Full jitter does the least work.
    for (const s of ['exponential', 'equal', 'decorrelated', 'constant'] as const) {
      expect(at.full.calls).toBeLessThan(at[s].calls);
    }
  });

  it('keeps those orderings across the sweep (N = 50 and 150)', () => {
    for (const n of [50, 150]) {
      const full = cell('full', n, 20);
      const none = cell('exponential', n, 20);
      const equal = cell('equal', n, 20);
      expect(full.calls / none.calls).toBeLessThan(0.6);
      expect(none.time).toBeGreaterThan(5 * full.time);
      expect(equal.time).toBeGreaterThan(full.time);
    }
  });

  it('gives identical cells whatever the order or the split of the work (any pool size)', () => {
    const params = {
      runs: 6,
      seed: 11,
      clientCounts: [10, 30, 60],
      strategies: ['full', 'exponential'] as const,
    };
    const sequential = runToEnd(createContentionTask(params), 1).cells;
    // A pool of k workers takes cells in some interleaving: simulate any order.
    const jobs = contentionCells(params).reverse();
    const shuffled = jobs.map((job) => runToEnd(createContentionCellTask(job), 4));
    const key = (c: ContentionCell) => `${c.strategy}:${c.clients}`;
    const byKey = new Map(shuffled.map((c) => [key(c), c]));
    for (const c of sequential) expect(byKey.get(key(c))).toEqual(c);
  });

  it('sweeps the study’s grid: N = 10…190 for five strategies', () => {
    const cells = contentionCells({ runs: 100, seed: 1 });
    expect(cells).toHaveLength(95);
    expect(STUDY.clientCounts[0]).toBe(10);
    expect(STUDY.clientCounts.at(-1)).toBe(190);
  });
});

/**
 * The contention model written again from its description, for no jitter (stream 0) and full
 * jitter (stream 1): hops are |0.01 + 0.002 · Z| with Z from Marsaglia's polar method (the spare
 * variate used next), drawn in the order the model needs them; the earliest write is served
 * first and succeeds when no write succeeded since its read reached the server.
 */
function reference(strategy: 'exponential' | 'full', clients: number, seed: number, run: number) {
  const rng = namedStream(seed, 'retries-contention', strategy === 'full' ? 1 : 0, clients, run);
  let spare: number | null = null;
  const normal = (): number => {
    if (spare !== null) {
      const z = spare;
      spare = null;
      return z;
    }
    for (;;) {
      const u = 2 * rng.next() - 1;
      const v = 2 * rng.next() - 1;
      const s = u * u + v * v;
      if (s < 1 && s > 0) {
        const f = Math.sqrt((-2 * Math.log(s)) / s);
        spare = v * f;
        return u * f;
      }
    }
  };
  const hop = () => Math.abs(0.01 + 0.002 * normal());
  const readAt: number[] = [];
  const writeAt: number[] = [];
  const failures: number[] = [];
  for (let i = 0; i < clients; i++) {
    const read = hop();
    readAt.push(read);
    writeAt.push(read + hop() + hop());
    failures.push(0);
  }
  const pending = new Set(readAt.map((_, i) => i));
  let lastSuccess = -1;
  let calls = 0;
  let time = 0;
  while (pending.size > 0) {
    let id = -1;
    for (const i of pending) if (id < 0 || (writeAt[i] ?? 0) < (writeAt[id] ?? 0)) id = i;
    const t = writeAt[id] ?? 0;
    calls += 1;
    if (lastSuccess < (readAt[id] ?? 0)) {
      lastSuccess = t;
      time = Math.max(time, t + hop());
      pending.delete(id);
      continue;
    }
    const n = (failures[id] ?? 0) + 1;
    failures[id] = n;
    const v = Math.min(2, 0.005 * 2 ** n);
    const read = t + hop() + hop() + (strategy === 'full' ? rng.next() * v : v);
    readAt[id] = read;
    writeAt[id] = read + hop() + hop();
  }
  return { calls, time };
}

describe('contention: runs against an independent model, value for value', () => {
  it('one client: one write, four hops', () => {
    for (let run = 0; run < 4; run++) {
      const r = contentionRun('full', 1, 5, run);
      const ref = reference('full', 1, 5, run);
      expect(r).toEqual({ calls: 1, time: ref.time });
    }
  });

  it.each(['exponential', 'full'] as const)('2–6 clients, %s: the same calls and time', (s) => {
    for (let clients = 2; clients <= 6; clients++) {
      for (let run = 0; run < 6; run++) {
        const r = contentionRun(s, clients, 3, run);
        const ref = reference(s, clients, 3, run);
        expect(r, `${clients} clients, run ${run}`).toEqual({ calls: ref.calls, time: ref.time });
      }
    }
  });
});

describe('contention: a cell’s means and standard deviations', () => {
  it('averages its runs and gives their sample standard deviations (n − 1)', () => {
    const job = { strategy: 'full' as const, clients: 4, runs: 5, seed: 2 };
    const task = createContentionCellTask(job);
    expect(task.total).toBe(5);
    expect(task.done()).toBe(0);
    expect(task.step(2)).toBe(false);
    expect(task.done()).toBe(2);
    expect(task.partial()).toBeNull();
    expect(task.step(10)).toBe(true);
    expect(task.done()).toBe(5);
    const cell = task.result();
    const runs = Array.from({ length: 5 }, (_, r) => reference('full', 4, 2, r));
    const calls = runs.map((r) => r.calls);
    const times = runs.map((r) => r.time);
    expect(new Set(calls).size).toBeGreaterThan(1);
    expect(cell.strategy).toBe('full');
    expect(cell.clients).toBe(4);
    expect(cell.runs).toBe(5);
    expect(cell.calls).toBeCloseTo(mean(calls), 12);
    expect(cell.time).toBeCloseTo(mean(times), 14);
    expect(cell.callsSd).toBeCloseTo(sd(calls), 10);
    expect(cell.timeSd).toBeCloseTo(sd(times), 12);
    expect(cell.timeSd).toBeGreaterThan(0);
  });

  it('a single run has no spread (standard deviations 0, not 0/0)', () => {
    const cell = runToEnd(
      createContentionCellTask({ strategy: 'full', clients: 3, runs: 1, seed: 4 }),
    );
    const ref = reference('full', 3, 4, 0);
    expect(cell).toEqual({
      strategy: 'full',
      clients: 3,
      runs: 1,
      seed: 4,
      calls: ref.calls,
      time: ref.time,
      callsSd: 0,
      timeSd: 0,
    });
  });

  it('two runs by hand: sd = |a − b| / √2', () => {
    const cell = runToEnd(
      createContentionCellTask({ strategy: 'exponential', clients: 5, runs: 2, seed: 8 }),
    );
    const [a, b] = [reference('exponential', 5, 8, 0), reference('exponential', 5, 8, 1)];
    expect(cell.calls).toBe((a.calls + b.calls) / 2);
    expect(cell.callsSd).toBeCloseTo(Math.abs(a.calls - b.calls) / Math.SQRT2, 10);
    expect(cell.timeSd).toBeCloseTo(Math.abs(a.time - b.time) / Math.SQRT2, 12);
  });
});
