import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import { createNoiseTask, type NoiseParams } from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE } from '@/core/alerts/tier';
import { contentionCells } from '@/core/retries/contention';
import { createWaveTask } from '@/core/retries/wave';
import { runToEnd } from '@/core/sim/task';
import { SimClient, WorkerFailedError } from '@/workers/sim-client';
import { SimPool } from '@/workers/sim-pool';
import { isCancelled } from '@/workers/bridge';
import { SimRunner } from '@/workers/sim-runner';
import { fakeFactory, FakeWorker } from './fake-worker';

const WAVE = { clients: 5000, attempt: 3, base: 1, cap: 20, bucket: 0.1, seed: 9 };

describe('simulation worker client', () => {
  it('runs a wave in the real module worker, identical to the engine run directly', async () => {
    const client = new SimClient();
    const run = await client.run({ mode: 'wave', params: WAVE });
    expect(run.where).toBe('worker');
    if (run.outcome.mode !== 'wave') throw new Error(run.outcome.mode);
    const direct = runToEnd(createWaveTask(WAVE));
    expect(run.outcome.result.strategies.map((s) => [...s.histogram.counts])).toEqual(
      direct.strategies.map((s) => [...s.histogram.counts]),
    );
    client.dispose();
  });

  it('cancels the run in progress when a new one starts; the old promise says cancelled', async () => {
    const client = new SimClient(fakeFactory());
    const first = client.run({ mode: 'wave', params: WAVE });
    const second = client.run({ mode: 'wave', params: { ...WAVE, seed: 10 } });
    await expect(first).rejects.toSatisfy(isCancelled);
    expect((await second).outcome.mode).toBe('wave');
  });

  it('drops a late reply carrying an older run id', async () => {
    const client = new SimClient(fakeFactory(['late-reply']));
    const run = await client.run({ mode: 'wave', params: WAVE });
    expect(run.outcome.mode).toBe('wave');
  });

  it('reports a crashed worker in words and restarts it for the next run', async () => {
    FakeWorker.created = 0;
    const client = new SimClient(fakeFactory(['crash']));
    await expect(client.run({ mode: 'wave', params: WAVE })).rejects.toThrow(
      new WorkerFailedError('The simulation worker crashed (boom); it has been restarted.'),
    );
    expect(FakeWorker.created).toBe(2);
    expect((await client.run({ mode: 'wave', params: WAVE })).outcome.mode).toBe('wave');
  });

  it('reports an unreadable reply (messageerror) in words and restarts the worker', async () => {
    FakeWorker.created = 0;
    const client = new SimClient(fakeFactory(['unreadable']));
    await expect(client.run({ mode: 'wave', params: WAVE })).rejects.toThrow(
      /could not read .* it has been restarted/,
    );
    expect(FakeWorker.created).toBe(2);
    expect((await client.run({ mode: 'wave', params: WAVE })).outcome.mode).toBe('wave');
  });

  it('falls back to main-thread slices without Worker support, with progress', async () => {
    const client = new SimClient(null);
    const fractions: number[] = [];
    // Large enough to outlast several 60 ms progress intervals however fast the engine gets.
    const run = await client.run({ mode: 'wave', params: { ...WAVE, clients: 3_000_000 } }, (p) =>
      fractions.push(p.done / p.total),
    );
    expect(run.where).toBe('main-thread');
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions.every((f) => f > 0 && f < 1)).toBe(true);
  });
});

describe('worker pool', () => {
  const params = {
    runs: 3,
    seed: 5,
    clientCounts: [10, 20, 40],
    strategies: ['full', 'exponential', 'constant'] as const,
  };

  it('gives identical contention cells with 1, 2 or 5 workers', async () => {
    const results = [];
    for (const size of [1, 2, 5]) {
      const pool = new SimPool(size, fakeFactory());
      results.push(await pool.run(contentionCells(params)));
      pool.dispose();
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
    expect(results[0]).toHaveLength(9);
  });

  it('reports how many workers a pooled sweep used (never more than it has cells)', async () => {
    const job = { mode: 'contention' as const, params };
    const three = await new SimRunner({ factory: fakeFactory(), poolSize: 3 }).run(job);
    expect(three.workers).toBe(3);
    const many = await new SimRunner({ factory: fakeFactory(), poolSize: 50 }).run(job);
    expect(many.workers).toBe(contentionCells(params).length);
  });

  it('retries a cell once on a restarted worker when its worker crashes', async () => {
    const pool = new SimPool(2, fakeFactory(['crash']));
    const cells = await pool.run(contentionCells(params));
    expect(cells).toHaveLength(9);
    pool.dispose();
  });

  // @vitest/web-worker runs every "worker" in this one thread and shares one module between
  // them, so several real workers at once are checked in Chromium (test/e2e/retries.e2e.ts).
  it('runs a contention sweep through a real module worker, same as on the main thread', async () => {
    const job = { mode: 'contention' as const, params };
    const pooled = await new SimRunner({ poolSize: 1 }).run(job);
    const single = await new SimRunner({ factory: null }).run(job);
    expect(pooled.where).toBe('worker');
    expect(pooled.workers).toBe(1);
    expect(single.where).toBe('main-thread');
    expect(single.workers).toBe(0);
    if (pooled.outcome.mode !== 'contention' || single.outcome.mode !== 'contention')
      throw new Error();
    expect(pooled.outcome.result.cells).toEqual(single.outcome.result.cells);
  });
});

describe('other panels’ jobs in the same worker', () => {
  const NOISE: NoiseParams = {
    rps: 0.05,
    base: 0.002,
    budget: 0.001,
    periodSeconds: 30 * DAY,
    tiers: [
      { severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 },
      { severity: 'ticket', long: 3 * DAY, short: 6 * HOUR, factor: 1, for: 0 },
    ],
    periods: 40,
    seed: 21,
  };

  it('runs the alerts noise simulation in the real module worker, as the engine does directly', async () => {
    const direct = runToEnd(createNoiseTask(NOISE));
    const run = await new SimRunner({ poolSize: 1 }).run({ mode: 'alerts-noise', params: NOISE });
    expect(run.where).toBe('worker');
    expect(run.workers).toBe(1);
    if (run.outcome.mode !== 'alerts-noise') throw new Error(run.outcome.mode);
    expect(run.outcome.result).toEqual(direct);
    expect(direct.tiers[0]!.mean).toBeGreaterThan(0);
  });

  it('runs it on the main thread in slices, streaming periods done', async () => {
    const periodsSeen: number[] = [];
    const run = await new SimRunner({ factory: null }).run(
      { mode: 'alerts-noise', params: NOISE },
      (p) => {
        if (p.partial?.mode === 'alerts-noise') periodsSeen.push(p.partial.partial.periodsDone);
      },
    );
    expect(run.where).toBe('main-thread');
    if (run.outcome.mode !== 'alerts-noise') throw new Error(run.outcome.mode);
    expect(run.outcome.result).toEqual(runToEnd(createNoiseTask(NOISE)));
    expect(periodsSeen.length).toBeGreaterThan(0);
    expect(periodsSeen.every((d, i) => d >= (periodsSeen[i - 1] ?? 0) && d < 40)).toBe(true);
  });

  it('runs it through a fake worker, with partials tagged by mode', async () => {
    const modes = new Set<string>();
    const run = await new SimClient(fakeFactory()).run(
      { mode: 'alerts-noise', params: NOISE },
      (p) => modes.add(p.partial?.mode ?? 'none'),
    );
    expect([...modes]).toEqual(['alerts-noise']);
    expect(run.outcome.mode).toBe('alerts-noise');
  });
});
