import { describe, expect, it } from 'vitest';
import { openAnswer, type QueueAnswer } from '@/core/capacity/answer';
import type { CapacityQueue } from '@/features/capacity/capacity-model';
import { closedData, closedTable } from '@/features/capacity/closed-data';
import { KNEE_GRID, kneeData, kneeTable } from '@/features/capacity/knee-data';
import { waitData, waitTable } from '@/features/capacity/wait-data';

const QUEUE: CapacityQueue = {
  loop: 'open',
  rate: 100,
  service: 0.05,
  cv: 1,
  servers: 8,
  users: 50,
  think: 0.5,
};

describe('the knee', () => {
  it('for one server is M/M/1: mean S/(1 − ρ), p99 S·ln(100)/(1 − ρ) (the response is exponential)', () => {
    const data = kneeData(QUEUE, 0.625, 0.0527878);
    expect(data.rows.map((r) => r.rho)).toEqual(KNEE_GRID);
    for (const r of data.rows) {
      expect(r.mean1).toBeCloseTo(0.05 / (1 - r.rho), 12);
      expect(r.p99One).toBeCloseTo((0.05 * Math.log(100)) / (1 - r.rho), 9);
      // More servers at the same utilisation wait less.
      expect(r.meanC).toBeLessThan(r.mean1);
    }
    expect(data.current).toEqual({ rho: 0.625, mean: 0.0527878 });
    const table = kneeTable(data);
    expect(table.rows).toHaveLength(KNEE_GRID.length);
    expect(table.columns).toEqual([
      'Utilisation',
      'Mean, 1 server',
      'p99, 1 server',
      'Mean, 8 servers',
      'p99, 8 servers',
    ]);
  });

  it('marks no current point in overload', () => {
    expect(kneeData({ ...QUEUE, rate: 200 }, 1.25, null).current).toBeNull();
  });
});

describe('the waiting time', () => {
  const a = openAnswer(QUEUE) as QueueAnswer;

  it('starts at the share that never waits, 1 − C, and passes 99% at the p99', () => {
    const rows = waitData(a, 0.1, null);
    expect(rows[0]).toEqual({ t: 0, model: 1 - a.pWait });
    expect(rows.every((r, i) => i === 0 || r.model >= (rows[i - 1]?.model ?? 0))).toBe(true);
    const p99 = a.waitQuantile(0.99);
    expect(rows.find((r) => r.t >= p99)?.model).toBeGreaterThanOrEqual(0.99);
    expect(rows.at(-1)?.t).toBeGreaterThan(0.1);
    expect(waitTable(rows).columns).toEqual(['Wait t', 'Model']);
  });

  it('puts the simulated share beside the model: the share of the sorted sample at or below t', () => {
    const rows = waitData(a, 0.1, Float64Array.from([0, 0, 0.01, 0.2]));
    expect(rows[0]?.sim).toBe(0.5);
    expect(rows.find((r) => r.t >= 0.01)?.sim).toBe(0.75);
    expect(waitTable(rows).columns).toEqual(['Wait t', 'Model', 'Simulated']);
  });
});

describe('the closed loop', () => {
  it('flattens at c/S = 160/s near N* = c(S + Z)/S = 88 users, and includes the inputs’ N', () => {
    const data = closedData({ ...QUEUE, loop: 'closed', users: 50 });
    expect(data.saturation).toBeCloseTo(88, 12);
    expect(data.capacity).toBeCloseTo(160, 12);
    expect(data.rows.some((r) => r.users === 50)).toBe(true);
    expect(data.rows[0]).toMatchObject({ users: 1, meanResponse: 0.05 });
    for (const r of data.rows) {
      expect(r.throughput).toBeLessThanOrEqual(Math.min(r.users / 0.55, 160) * (1 + 1e-12));
    }
    const last = data.rows.at(-1);
    expect(last?.users).toBeGreaterThanOrEqual(3 * 88);
    // Far past N*, every added user only adds waiting: R ≈ N·S/c − Z.
    expect(last?.throughput).toBeGreaterThan(159.9);
    expect(last?.meanResponse).toBeCloseTo(((last?.users ?? 0) * 0.05) / 8 - 0.5, 2);
    expect(closedTable(data).rows).toHaveLength(data.rows.length);
  });
});
