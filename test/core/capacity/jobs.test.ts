import { describe, expect, it } from 'vitest';
import { capacityTransferables, createCapacityJobTask } from '@/core/capacity/jobs';
import { simulateCapacity, type CapacitySimParams } from '@/core/capacity/simulate';
import { createEngineTask, transferablesOf } from '@/core/sim/engines';
import { runToEnd } from '@/core/sim/task';

const PARAMS: CapacitySimParams = {
  loop: 'open',
  rate: 100,
  service: 0.05,
  cv: 1,
  servers: 8,
  users: 0,
  think: 0,
  target: 0.01,
  requests: 4000,
  warmup: 1000,
  seed: 3,
};

describe('capacity jobs', () => {
  it('tags the simulation, its partials and outcome', () => {
    const task = createCapacityJobTask({ mode: 'capacity', params: PARAMS });
    expect(task.total).toBe(5000);
    expect(task.partial()).toEqual({
      mode: 'capacity',
      partial: { done: 0, measured: 0, meanWait: null },
    });
    const outcome = runToEnd(task);
    expect(outcome).toEqual({ mode: 'capacity', result: simulateCapacity(PARAMS) });
  });

  it('transfers the sorted waits and response times of an outcome, nothing of a partial', () => {
    const outcome = runToEnd(createCapacityJobTask({ mode: 'capacity', params: PARAMS }));
    expect(capacityTransferables(outcome)).toEqual([
      outcome.result.waits.buffer,
      outcome.result.responses.buffer,
    ]);
    const shared = {
      ...outcome,
      result: { ...outcome.result, responses: outcome.result.waits },
    };
    expect(capacityTransferables(shared)).toHaveLength(1);
    expect(
      capacityTransferables({
        mode: 'capacity',
        partial: { done: 1, measured: 0, meanWait: null },
      }),
    ).toEqual([]);
  });

  it('runs through the engines union as it runs alone, transferring the same buffers', () => {
    const closed: CapacitySimParams = { ...PARAMS, loop: 'closed', users: 12, think: 0.2 };
    const task = createEngineTask({ mode: 'capacity', params: closed });
    expect(task.partial()).toEqual({
      mode: 'capacity',
      partial: { done: 0, measured: 0, meanWait: null },
    });
    const outcome = runToEnd(task);
    expect(outcome).toEqual({ mode: 'capacity', result: simulateCapacity(closed) });
    if (outcome.mode !== 'capacity') throw new Error(outcome.mode);
    expect(transferablesOf(outcome)).toEqual([
      outcome.result.waits.buffer,
      outcome.result.responses.buffer,
    ]);
    expect(transferablesOf(task.partial())).toEqual([]);
  });
});
