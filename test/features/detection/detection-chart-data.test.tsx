import { describe, expect, it } from 'vitest';
import { fleetCurve } from '@/core/detection/recommend';
import { detectionPoints, detectionTable } from '@/features/detection/detection-chart-data';

/**
 * Fleet false triggers per 30 days at threshold N, by hand from the renewal formula (docs/models.md,
 * Feller's success runs): fleet × (2,592,000 s / i) × (1 − p)·pᴺ / (1 − pᴺ).
 */
const byHand = (p: number, n: number, i: number, fleet: number) =>
  (fleet * (2_592_000 / i) * (1 - p) * p ** n) / (1 - p ** n);

describe('detection chart data', () => {
  it('has one row per N = 1..10 of the worked example, equal to the renewal formula', () => {
    const table = detectionTable(fleetCurve({ p: 0.05, i: 5, fleet: 100, q: 0 }));
    if (!table) throw new Error('no table');
    expect(table.rows).toHaveLength(10);
    table.rows.forEach((row, k) => {
      const n = k + 1;
      expect(row[0]?.value).toBe(n);
      expect(row[1]?.value).toBe(5 * n);
      expect(Number(row[2]?.value) / byHand(0.05, n, 5, 100) - 1).toBeCloseTo(0, 10);
    });
    // The worked example of docs/models.md: N = 5 gives 15.4 a month, N = 6 gives 0.77.
    expect(table.rows[4]?.[2]?.text).toBe('15.4');
    expect(table.rows[5]?.[2]?.text).toBe('0.77');
    expect(table.rows[5]?.[1]?.text).toBe('30s');
  });

  it('uses p_eff = 1 − (1 − p)(1 − q) with a shared dependency', () => {
    // p = 0.05, q = 0.01: p_eff = 0.0595; N = 6 gives 2.16 a month, N = 7 gives 0.129.
    const points = detectionPoints(fleetCurve({ p: 0.05, i: 5, fleet: 100, q: 0.01 }));
    expect(points[5]?.perMonth).toBeCloseTo(byHand(0.0595, 6, 5, 100), 9);
    expect(points[5]?.perMonth).toBeCloseTo(2.16, 2);
    expect(points[6]?.perMonth).toBeCloseTo(0.129, 3);
  });

  it('leaves out the points a log axis cannot draw, and has no table with none', () => {
    // p = 10⁻²⁰⁰: N = 1 gives 100 × 518,400 × 10⁻²⁰⁰; N ≥ 2 is below the smallest double.
    const tiny = detectionPoints(fleetCurve({ p: 1e-200, i: 5, fleet: 100, q: 0 }));
    expect(tiny).toHaveLength(1);
    expect(Number(tiny[0]?.perMonth) / 5.184e-193 - 1).toBeCloseTo(0, 12);
    expect(detectionTable(fleetCurve({ p: 0, i: 5, fleet: 100, q: 0 }))).toBeNull();
    expect(detectionTable(null)).toBeNull();
  });
});
