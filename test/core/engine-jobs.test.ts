import { describe, expect, it } from 'vitest';
import { createNoiseTask, type NoiseParams } from '@/core/alerts/noise';
import { DAY, HOUR, MINUTE } from '@/core/alerts/tier';
import { createEngineTask, transferablesOf } from '@/core/engine-jobs';
import { createRetriesTask } from '@/core/retries/jobs';
import { runToEnd } from '@/core/retries/task';

const NOISE: NoiseParams = {
  rps: 0.01,
  base: 0.0005,
  budget: 0.001,
  periodSeconds: DAY,
  tiers: [{ severity: 'page', long: HOUR, short: 5 * MINUTE, factor: 14.4, for: 0 }],
  periods: 4,
  seed: 8,
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
});
