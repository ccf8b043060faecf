import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import { createNoiseTask } from '@/core/alerts/noise';
import { createMetastableTask, metastableCells } from '@/core/overload/metastable';
import { createSweepTask, sweepCells } from '@/core/overload/sweep';
import type { MetastableParams, SweepParams } from '@/core/overload/types';
import { contentionCells } from '@/core/retries/contention';
import { runToEnd } from '@/core/sim/task';
import { SimRunner } from '@/workers/sim-runner';
import { CONTENTION, fakeFactory, NOISE } from './helpers';

const BUDGETS = { maxTokens: 10, tokenRatio: 0.1, percent: 0.2, ttl: 10, minPerSecond: 10 };
const SHAPE = { attempts: 3, base: 0.05, cap: 1, clients: 10 };
const SWEEP: SweepParams = { ...SHAPE, ...BUDGETS, rate: 200, duration: 3, f: 0.33, seed: 7 };
const METASTABLE: MetastableParams = {
  ...SHAPE,
  ...BUDGETS,
  rate: 300,
  capacity: 400,
  timeout: 1,
  shed: false,
  dip: 0.5,
  trigger: 5,
  horizon: 40,
  seed: 7,
};

describe('contention runs across the worker pool', () => {
  const params = CONTENTION;

  it('reports how many workers a pooled sweep used (never more than it has cells)', async () => {
    const job = { mode: 'contention' as const, params };
    const three = await new SimRunner({ factory: fakeFactory(), poolSize: 3 }).run(job);
    expect(three.workers).toBe(3);
    const many = await new SimRunner({ factory: fakeFactory(), poolSize: 50 }).run(job);
    expect(many.workers).toBe(contentionCells(params).length);
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

describe('overload runs across the worker pool', () => {
  it('gives the same sweep with 1, 2 or 5 workers as one thread, cell by cell', async () => {
    const direct = runToEnd(createSweepTask(SWEEP));
    for (const poolSize of [1, 2, 5]) {
      const runner = new SimRunner({ factory: fakeFactory(), poolSize });
      const seen: number[] = [];
      const run = await runner.run({ mode: 'overload-sweep', params: SWEEP }, (p) => {
        if (p.partial?.mode === 'overload-sweep') seen.push(p.partial.cells.length);
      });
      expect(run.where).toBe('worker');
      expect(run.workers).toBe(poolSize);
      expect(run.outcome).toEqual({ mode: 'overload-sweep', result: direct });
      expect(seen.at(-1)).toBe(sweepCells(SWEEP).length);
      runner.dispose();
    }
  });

  it('gives the same metastable run with 1, 3 or 8 workers (never more workers than policies)', async () => {
    const direct = runToEnd(createMetastableTask(METASTABLE));
    for (const poolSize of [1, 3, 8]) {
      const runner = new SimRunner({ factory: fakeFactory(), poolSize });
      const fractions: number[] = [];
      const run = await runner.run({ mode: 'overload-metastable', params: METASTABLE }, (p) =>
        fractions.push(p.fraction),
      );
      expect(run.workers).toBe(Math.min(poolSize, metastableCells(METASTABLE).length));
      expect(run.outcome).toEqual({ mode: 'overload-metastable', result: direct });
      expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
      expect(fractions.at(-1)).toBe(1);
      runner.dispose();
    }
  });

  it('retries a cell once on a restarted worker when its worker crashes', async () => {
    const runner = new SimRunner({ factory: fakeFactory(['crash']), poolSize: 2 });
    const run = await runner.run({ mode: 'overload-metastable', params: METASTABLE });
    expect(run.outcome).toEqual({
      mode: 'overload-metastable',
      result: runToEnd(createMetastableTask(METASTABLE)),
    });
    runner.dispose();
  });

  // @vitest/web-worker runs the module worker in this thread (see the contention runs above).
  it('runs through a real module worker exactly as on the main thread in slices', async () => {
    const pooled = await new SimRunner({ poolSize: 1 }).run({
      mode: 'overload-metastable',
      params: METASTABLE,
    });
    const single = await new SimRunner({ factory: null }).run({
      mode: 'overload-metastable',
      params: METASTABLE,
    });
    expect(pooled.where).toBe('worker');
    expect(single.where).toBe('main-thread');
    expect(pooled.outcome).toEqual(single.outcome);
    const sweep = await new SimRunner({ poolSize: 1 }).run({
      mode: 'overload-sweep',
      params: SWEEP,
    });
    expect(sweep.outcome).toEqual({
      mode: 'overload-sweep',
      result: runToEnd(createSweepTask(SWEEP)),
    });
  });
});

describe('other panels’ jobs in the same worker', () => {
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
});
