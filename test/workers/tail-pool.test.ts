import { describe, expect, it } from 'vitest';
import { runToEnd } from '@/core/sim/task';
import { createTailTask, tailBlocks, type TailSimParams } from '@/core/tail/simulate';
import { SimRunner } from '@/workers/sim-runner';
import { fakeFactory } from './helpers';

const PARAMS: TailSimParams = {
  leaf: { kind: 'lognormal', p50: 0.01, p99: 0.1 },
  fanout: 20,
  awaited: 19,
  delay: 0.02,
  copies: 2,
  cap: 0.1,
  correlated: 0.1,
  cancel: false,
  outage: 0.1,
  leafP99: 0.1,
  requests: 3000,
  seed: 5,
};

describe('tail runs across the worker pool', () => {
  it('gives the same run with 1, 2 or 5 workers as one thread, block by block', async () => {
    const direct = runToEnd(createTailTask(PARAMS));
    for (const poolSize of [1, 2, 5]) {
      const runner = new SimRunner({ factory: fakeFactory(), poolSize });
      const measured: number[] = [];
      const run = await runner.run({ mode: 'tail', params: PARAMS }, (p) => {
        if (p.partial?.mode === 'tail') measured.push(p.partial.partial.measured);
      });
      expect(run.where).toBe('worker');
      expect(run.workers).toBe(poolSize);
      expect(run.outcome).toEqual({ mode: 'tail', result: direct });
      expect(measured.at(-1)).toBe(PARAMS.requests);
      runner.dispose();
    }
  });

  it('never uses more workers than blocks', async () => {
    const few = { ...PARAMS, requests: 3 };
    const runner = new SimRunner({ factory: fakeFactory(), poolSize: 8 });
    const run = await runner.run({ mode: 'tail', params: few });
    expect(run.workers).toBe(tailBlocks(few));
    expect(run.outcome).toEqual({ mode: 'tail', result: runToEnd(createTailTask(few)) });
    runner.dispose();
  });
});
