import { describe, expect, it } from 'vitest';
import { contentionRun, createContentionCellTask } from '@/core/retries/contention';
import { namedStream } from '@/core/sim/streams';
import { runToEnd } from '@/core/sim/task';

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
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const sd = (xs: number[]) => {
      const m = mean(xs);
      return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
    };
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
