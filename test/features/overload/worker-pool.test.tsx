import '@vitest/web-worker';
import { describe, expect, it } from 'vitest';
import { createMetastableTask, metastableCells } from '@/core/overload/metastable';
import { createSweepTask, sweepCells } from '@/core/overload/sweep';
import type { MetastableParams, SweepParams } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { SimRunner } from '@/workers/sim-runner';
import { fakeFactory } from '../retries/fake-worker';

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

  // @vitest/web-worker runs the module worker in this thread (see the retries worker tests).
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
