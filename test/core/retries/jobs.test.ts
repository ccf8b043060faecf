import { describe, expect, it } from 'vitest';
import { createRetriesTask, retriesTransferables } from '@/core/retries/jobs';
import { runToEnd } from '@/core/sim/task';

const wave = {
  mode: 'wave' as const,
  params: { base: 1, cap: 20, clients: 50, attempt: 2, bucket: 1, seed: 3 },
};
const recovery = {
  mode: 'recovery' as const,
  params: {
    base: 1,
    cap: 4,
    clients: 20,
    outage: 2,
    capacity: 10,
    attempts: 3,
    retryAfter: null,
    bucket: 1,
    seed: 3,
  },
};

describe('retries jobs', () => {
  it('tags a wave run, its partials and outcome, and transfers one buffer per strategy', () => {
    const task = createRetriesTask(wave);
    // Seven strategies × 50 clients.
    expect(task.total).toBe(350);
    expect(task.partial()).toEqual({ mode: 'wave', strategies: [] });
    const outcome = runToEnd(task, 10);
    expect(outcome.mode).toBe('wave');
    if (outcome.mode !== 'wave') return;
    expect(outcome.result.strategies).toHaveLength(7);
    for (const s of outcome.result.strategies) {
      expect(s.histogram.counts.reduce((a, b) => a + b, 0)).toBe(50);
    }
    const buffers = retriesTransferables(outcome);
    expect(buffers).toHaveLength(7);
    expect(buffers).toContain(outcome.result.strategies[3]?.histogram.counts.buffer);
    // The same buffers from a partial holding those strategies.
    const partial = { mode: 'wave' as const, strategies: outcome.result.strategies };
    expect(retriesTransferables(partial)).toEqual(buffers);
  });

  it('tags a recovery run and transfers its arrival buffers once each', () => {
    const task = createRetriesTask(recovery);
    expect(task.partial()).toEqual({ mode: 'recovery', strategies: [] });
    const outcome = runToEnd(task);
    expect(outcome.mode).toBe('recovery');
    if (outcome.mode !== 'recovery') return;
    const strategies = outcome.result.strategies;
    expect(strategies).toHaveLength(7);
    for (const s of strategies) expect(s.succeeded + s.gaveUp).toBe(20);
    expect(retriesTransferables(outcome)).toHaveLength(7);
    // A buffer shared by two strategies is listed once.
    const first = strategies[0];
    if (!first) throw new Error('no strategy');
    const twice = { mode: 'recovery' as const, strategies: [first, first] };
    expect(retriesTransferables(twice)).toEqual([first.arrivals.buffer]);
  });

  it('tags a contention sweep and a single contention cell, which carry no buffers', () => {
    const sweep = createRetriesTask({
      mode: 'contention',
      params: { runs: 2, seed: 1, clientCounts: [1, 2], strategies: ['full'] },
    });
    expect(sweep.total).toBe(4);
    expect(sweep.step(2)).toBe(false);
    expect(sweep.partial()).toMatchObject({ mode: 'contention', cells: [{ clients: 1 }] });
    const outcome = runToEnd(sweep);
    expect(outcome.mode).toBe('contention');
    if (outcome.mode === 'contention') {
      expect(outcome.result.cells.map((c) => c.clients)).toEqual([1, 2]);
      // One client never contends: one call, every run.
      expect(outcome.result.cells[0]?.calls).toBe(1);
    }
    expect(retriesTransferables(outcome)).toEqual([]);

    const cell = createRetriesTask({
      mode: 'contention-cell',
      params: { strategy: 'full', clients: 1, runs: 3, seed: 1 },
    });
    expect(cell.total).toBe(3);
    expect(cell.partial()).toEqual({ mode: 'contention-cell' });
    const one = runToEnd(cell);
    expect(one).toMatchObject({
      mode: 'contention-cell',
      result: { clients: 1, runs: 3, calls: 1 },
    });
    expect(retriesTransferables(one)).toEqual([]);
  });
});
