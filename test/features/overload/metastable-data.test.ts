import { describe, expect, it } from 'vitest';
import { createMetastableCellTask } from '@/core/overload/metastable';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';
import type { MetastableParams, OverloadPolicy } from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';
import { metastableSeries, metastableTable } from '@/features/overload/metastable-data';

/**
 * The panel's metastable example: 800 requests/s (Poisson) against a server of 1000/s whose
 * capacity halves to 500/s from t = 10 s to 20 s; timeout 1 s; no shedding; 120 s.
 */
function params(): MetastableParams {
  const job = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'metastable' }).job;
  if (job?.mode !== 'overload-metastable') throw new Error('the default run did not parse');
  return job.params;
}
const p = params();
const pointsOf = (policy: OverloadPolicy) =>
  metastableSeries(runToEnd(createMetastableCellTask({ policy, params: p })));
const none = pointsOf('none');
const retries = pointsOf('retries');

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('metastable chart series', () => {
  it('has a point per second of the horizon', () => {
    expect(p.horizon).toBe(120);
    expect(none.map((x) => x.t)).toEqual(Array.from({ length: 120 }, (_, t) => t));
  });

  it('before the trigger, offered and goodput are the 800/s of traffic within 4 standard errors', () => {
    // 10 s of Poisson(800/s): the mean per second has a standard error of √(800 / 10) ≈ 8.9.
    const tolerance = 4 * Math.sqrt(800 / 10);
    const before = none.slice(0, 10);
    expect(Math.abs(mean(before.map((x) => x.offered)) - 800)).toBeLessThan(tolerance);
    expect(Math.abs(mean(before.map((x) => x.goodput)) - 800)).toBeLessThan(tolerance);
    for (const x of before) expect(x.wait).toBeLessThan(0.05);
  });

  it('no retries: the queue wait grows at 300 / (500 × 1.6) = 0.375 s a second during the trigger', () => {
    // A request arriving a s into the trigger finds 300·a queued: it starts at s = a + 0.6a, so
    // the one starting s in waits 0.6 · s / 1.6. Second t's requests start around s = t + 0.5 − 10;
    // the queue at arrival varies as Poisson: √(800 · a) requests, ÷ 500/s.
    for (const t of [12, 15, 19]) {
      const s = t + 0.5 - 10;
      const expected = 0.375 * s;
      const sd = Math.sqrt(800 * (s / 1.6)) / 500;
      expect(Math.abs((none[t]?.wait ?? NaN) - expected)).toBeLessThan(4 * sd);
    }
    // While capacity is 500/s, no second completes more than 500 (+1 at a boundary).
    for (const x of none.slice(10, 20)) expect(x.goodput).toBeLessThanOrEqual(501);
    // After it, the 3000 queued drain at 1000 − 800 = 200/s: empty 15 s later, by t = 35 s.
    for (const x of none.slice(40)) expect(x.wait).toBeLessThan(0.05);
  });

  it('plain retries stay metastable: three attempts per request and no goodput after the trigger', () => {
    // Every attempt times out, so each request is tried m = 3 times: 2400/s, ±4 SE over 60 s.
    const late = retries.slice(60);
    const tolerance = (3 * 4 * Math.sqrt(800 * 60)) / 60;
    expect(Math.abs(mean(late.map((x) => x.offered)) - 2400)).toBeLessThan(tolerance);
    expect(late.reduce((sum, x) => sum + x.goodput, 0)).toBe(0);
    // The queue only grows: each second's wait is longer than the one before.
    for (let t = 31; t < 120; t++) {
      expect(retries[t]?.wait).toBeGreaterThan(retries[t - 1]?.wait ?? Infinity);
    }
  });

  it('the table: a row per second, a column per line, rates as whole numbers', () => {
    const table = metastableTable('No retries', none);
    expect(table.rows).toHaveLength(120);
    expect(table.columns).toEqual([
      'Second t (s)',
      'Offered (attempts/s)',
      'Goodput (requests/s)',
      'Queue wait (s)',
    ]);
    const row = table.rows[15];
    expect(row?.[0]).toEqual({ text: '15', value: 15 });
    expect(row?.[3]?.value).toBe(none[15]?.wait);
    expect(row?.[3]?.text).toMatch(/^\d\.\d{1,3}$/);
    expect(row?.[1]?.text).toMatch(/^\d{3}$/);
  });
});
