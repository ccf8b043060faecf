/**
 * The metastable cell as a task (its units, progress and empty-traffic results) and the
 * assembly of cells: the contract the worker pool and the panel rely on, with values read off
 * the definitions (one unit per simulated millisecond; a share of nothing is 0, never 0/0).
 */
import { describe, expect, it } from 'vitest';
import {
  assembleMetastable,
  createMetastableCellTask,
  metastableCellUnits,
} from '@/core/overload/metastable';
import { recoveredAfter } from '@/core/overload/metastable-metrics';
import { runToEnd } from '@/core/sim/task';
import { POLICIES } from '@/core/overload/types';
import { METASTABLE, runMetastable } from './fixtures';

describe('a metastable cell as a task', () => {
  it('has one unit per simulated millisecond, rounded up', () => {
    expect(metastableCellUnits({ ...METASTABLE, horizon: 120 })).toBe(120_000);
    expect(metastableCellUnits({ ...METASTABLE, horizon: 55.5 })).toBe(55_500);
    expect(metastableCellUnits({ ...METASTABLE, horizon: 0.0004 })).toBe(1);
  });

  it('reports the units done after each step, never past the total, and no partial', () => {
    const p = { ...METASTABLE, horizon: 40, rate: 50, capacity: 100 };
    const task = createMetastableCellTask({ policy: 'none', params: p });
    expect(task.total).toBe(40_000);
    expect(task.done()).toBe(0);
    expect(task.step(1_000)).toBe(false);
    expect(task.done()).toBe(1_000);
    expect(task.step(15_000)).toBe(false);
    expect(task.done()).toBe(16_000);
    expect(task.partial()).toBeNull();
    expect(task.step(1_000_000)).toBe(true);
    expect(task.done()).toBe(40_000);
  });

  it('stepped in small pieces or at once, gives the same run', () => {
    const p = { ...METASTABLE, horizon: 45, rate: 300, capacity: 400, dip: 0.2 };
    const whole = runMetastable('finagle', p);
    const pieces = runToEnd(createMetastableCellTask({ policy: 'finagle', params: p }), 333);
    expect(pieces).toEqual(whole);
  });

  it('with no traffic at all: amplification and goodput share are 0, not 0/0', () => {
    // A rate of one request per 10,000 s over 40 s: with seed 1 no request arrives.
    const p = { ...METASTABLE, horizon: 40, rate: 0.0001 };
    const r = runMetastable('none', p);
    expect(r.requests).toBe(0);
    expect(r.amplification).toBe(0);
    expect(r.goodputShare).toBe(0);
  });
});

describe('assembling the cells', () => {
  it('puts them in policy order whatever order they finished in, and names a missing one', () => {
    const p = { ...METASTABLE, horizon: 40, rate: 0.0001 };
    const cells = (['finagle', 'none'] as const).map((policy) => runMetastable(policy, p));
    const all = [...POLICIES].reverse().map((policy) => runMetastable(policy, p));
    expect(assembleMetastable(p, all).policies.map((c) => c.policy)).toEqual([...POLICIES]);
    expect(() => assembleMetastable(p, cells)).toThrow(
      /^The metastable run is missing policy \w+\.$/,
    );
  });
});

describe('recoveredAfter at a trigger that ends at 0', () => {
  it('can recover at once: τ = 0 when every window from the start is good', () => {
    // 40 full seconds, every one answering all 10 arrivals: the first 30 s from 0 hold.
    const goodput = new Array<number>(40).fill(10);
    expect(recoveredAfter(goodput, 10, 0, 40)).toBe(0);
  });
});
