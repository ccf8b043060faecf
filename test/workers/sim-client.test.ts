import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import { createWaveTask } from '@/core/retries/wave';
import { runToEnd } from '@/core/sim/task';
import { isCancelled } from '@/workers/bridge';
import { SimClient, WorkerFailedError } from '@/workers/sim-client';
import { fakeFactory, FakeWorker, NOISE } from './helpers';

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

  it('runs the alerts noise simulation through a fake worker, with partials tagged by mode', async () => {
    const modes = new Set<string>();
    const run = await new SimClient(fakeFactory()).run(
      { mode: 'alerts-noise', params: NOISE },
      (p) => modes.add(p.partial?.mode ?? 'none'),
    );
    expect([...modes]).toEqual(['alerts-noise']);
    expect(run.outcome.mode).toBe('alerts-noise');
  });
});
