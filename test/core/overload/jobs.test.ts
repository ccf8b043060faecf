import { describe, expect, it } from 'vitest';
import { createOverloadTask, overloadTransferables } from '@/core/overload/jobs';
import type { MetastableParams, SweepParams } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { METASTABLE, SWEEP } from './helpers';

const sweep: SweepParams = { ...SWEEP, rate: 100, duration: 2, clients: 5, f: 0.25 };
const metastable: MetastableParams = { ...METASTABLE, rate: 50, capacity: 100, horizon: 20 };

describe('overload jobs', () => {
  it('tags a sweep, its partials and outcome; a sweep has nothing to transfer', () => {
    const task = createOverloadTask({ mode: 'overload-sweep', params: sweep });
    expect(task.partial()).toEqual({ mode: 'overload-sweep', cells: [] });
    const outcome = runToEnd(task);
    expect(outcome.mode).toBe('overload-sweep');
    if (outcome.mode === 'overload-sweep') {
      expect(outcome.result.policies).toHaveLength(8);
      // f = 0: no request fails, so every policy sends one attempt per request.
      for (const q of outcome.result.policies) expect(q.points[0]?.success).toBe(1);
    }
    expect(overloadTransferables(outcome)).toEqual([]);
  });

  it('tags a metastable run and transfers three series per policy', () => {
    const task = createOverloadTask({ mode: 'overload-metastable', params: metastable });
    expect(task.partial()).toEqual({ mode: 'overload-metastable', policies: [] });
    const outcome = runToEnd(task);
    expect(outcome.mode).toBe('overload-metastable');
    if (outcome.mode !== 'overload-metastable') return;
    const buffers = overloadTransferables(outcome);
    expect(buffers).toHaveLength(8 * 3);
    const first = outcome.result.policies[0]!;
    expect(buffers.slice(0, 3)).toEqual([
      first.offered.buffer,
      first.goodput.buffer,
      first.queueWait.buffer,
    ]);
    // One second per point over the 20 s horizon.
    expect(first.offered).toHaveLength(20);
  });

  it('tags single cells; a metastable cell transfers its own three series once each', () => {
    const cell = createOverloadTask({
      mode: 'overload-sweep-cell',
      params: { policy: 'none', f: 0, fIndex: 0, params: sweep },
    });
    expect(cell.partial()).toEqual({ mode: 'overload-sweep-cell' });
    const one = runToEnd(cell);
    expect(one.mode).toBe('overload-sweep-cell');
    if (one.mode === 'overload-sweep-cell') {
      expect(one.result).toMatchObject({ policy: 'none', f: 0, fIndex: 0, load: 1, success: 1 });
    }
    expect(overloadTransferables(one)).toEqual([]);

    const meta = createOverloadTask({
      mode: 'overload-metastable-cell',
      params: { policy: 'none', params: metastable },
    });
    expect(meta.partial()).toEqual({ mode: 'overload-metastable-cell' });
    const m = runToEnd(meta);
    expect(m.mode).toBe('overload-metastable-cell');
    if (m.mode !== 'overload-metastable-cell') return;
    expect(overloadTransferables(m)).toEqual([
      m.result.offered.buffer,
      m.result.goodput.buffer,
      m.result.queueWait.buffer,
    ]);
    const shared = { ...m, result: { ...m.result, goodput: m.result.offered } };
    expect(overloadTransferables(shared)).toHaveLength(2);
  });
});
