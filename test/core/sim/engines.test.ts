import { describe, expect, it } from 'vitest';
import { createNoiseTask, type NoiseParams } from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE } from '@/core/alerts/tier';
import { createEngineTask, transferablesOf } from '@/core/sim/engines';
import { createMetastableTask } from '@/core/overload/metastable';
import { createSweepTask } from '@/core/overload/sweep';
import type { MetastableParams, SweepParams } from '@/core/overload/types';
import { createRetriesTask } from '@/core/retries/jobs';
import { runToEnd } from '@/core/sim/task';
import { POLICIES } from '@/core/overload/types';

const NOISE: NoiseParams = {
  rps: 0.01,
  base: 0.0005,
  budget: 0.001,
  periodSeconds: DAY,
  tiers: [{ severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 }],
  periods: 4,
  seed: 8,
};
const BUDGETS = { maxTokens: 10, tokenRatio: 0.1, percent: 0.2, ttl: 10, minPerSecond: 10 };
const SHAPE = { attempts: 3, base: 0.05, cap: 1, clients: 10 };
const SWEEP: SweepParams = { ...SHAPE, ...BUDGETS, rate: 100, duration: 2, f: 0.3, seed: 4 };
const METASTABLE: MetastableParams = {
  ...SHAPE,
  ...BUDGETS,
  rate: 80,
  capacity: 100,
  timeout: 1,
  shed: false,
  dip: 0.5,
  trigger: 5,
  horizon: 30,
  seed: 4,
};
const WAVE = { clients: 2000, attempt: 2, base: 1, cap: 20, bucket: 0.1, seed: 3 };

describe('createEngineTask', () => {
  it('runs the alerts noise job, tagging its partials and outcome', () => {
    const task = createEngineTask({ mode: 'alerts-noise', params: NOISE });
    const direct = createNoiseTask(NOISE);
    expect(task.total).toBe(direct.total);
    expect(task.partial()).toEqual({ mode: 'alerts-noise', partial: direct.partial() });
    expect(runToEnd(task)).toEqual({ mode: 'alerts-noise', result: runToEnd(direct) });
    expect(transferablesOf(task.result())).toEqual([]);
  });

  it('runs a retries job exactly as the retries engine does, transferring its histograms', () => {
    const outcome = runToEnd(createEngineTask({ mode: 'wave', params: WAVE }));
    expect(outcome).toEqual(runToEnd(createRetriesTask({ mode: 'wave', params: WAVE })));
    if (outcome.mode !== 'wave') throw new Error(outcome.mode);
    expect(transferablesOf(outcome)).toEqual(
      outcome.result.strategies.map((s) => s.histogram.counts.buffer),
    );
  });

  it('runs the overload jobs as the overload engine does, transferring the metastable series', () => {
    const sweep = runToEnd(createEngineTask({ mode: 'overload-sweep', params: SWEEP }));
    expect(sweep).toEqual({ mode: 'overload-sweep', result: runToEnd(createSweepTask(SWEEP)) });
    expect(transferablesOf(sweep)).toEqual([]);
    const task = createEngineTask({ mode: 'overload-metastable', params: METASTABLE });
    expect(task.partial()).toEqual({ mode: 'overload-metastable', policies: [] });
    const outcome = runToEnd(task);
    expect(outcome).toEqual({
      mode: 'overload-metastable',
      result: runToEnd(createMetastableTask(METASTABLE)),
    });
    if (outcome.mode !== 'overload-metastable') throw new Error(outcome.mode);
    expect(transferablesOf(outcome)).toHaveLength(3 * POLICIES.length);
    expect(transferablesOf({ mode: 'overload-metastable', policies: [] })).toEqual([]);
  });
});
