import { describe, expect, it } from 'vitest';
import type { Tier } from '@/core/alerts/tier';
import { replayTable } from '@/features/alerts/replay-chart-data';

/** The Workbook's fast page: 1 h / 5 min windows. */
const PAGE: Tier = { severity: 'page', long: 3600, short: 300, factor: 14.4, for: 0 };

/**
 * The default incident: e = 2% for 1 h; a 99.9% SLO over 30 days allows B·T = 0.001 × 2,592,000 s
 * = 2,592 s of full outage; the axis ends at max(1.25 × 1 h, 1 h + 1.5 × 5 min) = 4,500 s.
 */
const table = replayTable(PAGE, 0.02, 3600, 2592, 4500);

const rowAt = (t: number) => {
  const row = table.rows.find((r) => r[0]?.value === t);
  if (!row) throw new Error(`no row at ${t} s`);
  return row.map((c) => c.value);
};

describe('replay chart data', () => {
  it('samples 121 times: a grid every 37.5 s, on which every bend (300, 3,600, 3,900 s) lies', () => {
    expect(table.rows).toHaveLength(121);
    expect(table.rows.map((r) => r[0]?.value)).toEqual(
      Array.from({ length: 121 }, (_, k) => 37.5 * k),
    );
  });

  it('averages the incident over each window, by hand', () => {
    // Half-way: the long window holds 30 of its 60 min at 2%, the short one is all incident.
    const [, long, short, spent] = rowAt(1800);
    expect(long).toBeCloseTo(0.01, 15);
    expect(short).toBeCloseTo(0.02, 15);
    expect(spent).toBeCloseTo((0.02 * 1800) / 2592, 15);
    // 150 s after the end: long (3600 − 150)/3600 × 2%, short (300 − 150)/300 × 2%.
    expect(rowAt(3750)).toEqual([
      3750,
      expect.closeTo((0.02 * 3450) / 3600, 15),
      expect.closeTo(0.01, 15),
      expect.closeTo(0.02 * (3600 / 2592), 15),
    ]);
    // At the end of the axis the short window is clean, the long one three quarters incident.
    expect(rowAt(4500).slice(1, 3)).toEqual([expect.closeTo(0.015, 15), 0]);
    expect(rowAt(0).slice(1)).toEqual([0, 0, 0]);
  });

  it('writes the cells as durations and percentages', () => {
    const row = table.rows.find((r) => r[0]?.value === 1800);
    expect(row?.map((c) => c.text)).toEqual(['30m', '1%', '2%', '1.39%']);
  });
});
