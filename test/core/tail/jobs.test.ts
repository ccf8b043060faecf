import { describe, expect, it } from 'vitest';
import { createEngineTask, transferablesOf } from '@/core/sim/engines';
import { runToEnd } from '@/core/sim/task';
import { createTailJobTask, tailTransferables, type TailOutcome } from '@/core/tail/jobs';
import {
  assembleTail,
  simulateTail,
  tailCells,
  type TailCell,
  type TailSimParams,
} from '@/core/tail/simulate';

const PARAMS: TailSimParams = {
  leaf: { kind: 'two-point', fast: 0.01, slow: 1, slowShare: 0.02 },
  fanout: 30,
  awaited: 29,
  delay: 0.02,
  copies: 3,
  cap: 0.03,
  correlated: 0.2,
  cancel: true,
  outage: 0.1,
  leafP99: 0.01,
  requests: 5000,
  seed: 11,
};

/** Runs each block as its own engine job (as a pool's workers would), in the order given. */
function cellsApart(p: TailSimParams, order: (blocks: number[]) => number[]): TailCell[] {
  const blocks = tailCells(p).map((c) => c.block);
  return order(blocks).map((block) => {
    const outcome = runToEnd(createEngineTask({ mode: 'tail-cell', params: { params: p, block } }));
    if (outcome.mode !== 'tail-cell') throw new Error(`unexpected ${outcome.mode}`);
    return outcome.result;
  });
}

describe('tail jobs', () => {
  it('tags the simulation, its partials and outcome', () => {
    const task = createTailJobTask({ mode: 'tail', params: PARAMS });
    expect(task.partial()).toEqual({
      mode: 'tail',
      partial: { done: 0, measured: 0, extraLoad: null },
    });
    expect(runToEnd(task)).toEqual({ mode: 'tail', result: simulateTail(PARAMS) });
  });

  it('runs through the engines union as it runs alone', () => {
    const task = createEngineTask({ mode: 'tail', params: PARAMS });
    expect(task.partial().mode).toBe('tail');
    expect(runToEnd(task)).toEqual({ mode: 'tail', result: simulateTail(PARAMS) });
    const cell = createEngineTask({ mode: 'tail-cell', params: { params: PARAMS, block: 3 } });
    expect(cell.partial()).toEqual({ mode: 'tail-cell' });
  });

  it('gives the same result from its blocks run apart, in any order, as in one thread', () => {
    const whole = simulateTail(PARAMS);
    for (const order of [(b: number[]) => b, (b: number[]) => b.slice().reverse()]) {
      expect(assembleTail(PARAMS, cellsApart(PARAMS, order))).toEqual(whole);
    }
    const few = { ...PARAMS, requests: 7, cap: null };
    expect(
      assembleTail(
        few,
        cellsApart(few, (b) => b.reverse()),
      ),
    ).toEqual(simulateTail(few));
  });

  it('refuses a run with a block missing, repeated, or of another run', () => {
    const cells = cellsApart(PARAMS, (b) => b);
    expect(() => assembleTail(PARAMS, cells.slice(1))).toThrow(/blocks/);
    expect(() => assembleTail(PARAMS, [cells[0]!, ...cells.slice(0, -1)])).toThrow(/blocks/);
    expect(() =>
      createEngineTask({ mode: 'tail-cell', params: { params: PARAMS, block: 32 } }),
    ).toThrow(RangeError);
  });

  it('transfers the sorted latencies of an outcome or a cell, nothing of a partial', () => {
    const outcome = runToEnd(createTailJobTask({ mode: 'tail', params: PARAMS }));
    if (outcome.mode !== 'tail') throw new Error();
    const buffers = [outcome.result.unhedged.sorted.buffer, outcome.result.hedged.sorted.buffer];
    expect(tailTransferables(outcome)).toEqual(buffers);
    expect(transferablesOf(outcome)).toEqual(buffers);
    const shared: TailOutcome = {
      mode: 'tail',
      result: { ...outcome.result, hedged: outcome.result.unhedged },
    };
    expect(tailTransferables(shared)).toHaveLength(1);
    const cell = runToEnd(
      createEngineTask({ mode: 'tail-cell', params: { params: PARAMS, block: 0 } }),
    );
    if (cell.mode !== 'tail-cell') throw new Error();
    expect(transferablesOf(cell)).toEqual([cell.result.unhedged.buffer, cell.result.hedged.buffer]);
    expect(transferablesOf({ mode: 'tail-cell' })).toEqual([]);
    expect(
      transferablesOf({ mode: 'tail', partial: { done: 1, measured: 0, extraLoad: null } }),
    ).toEqual([]);
  });
});
