import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { defaultsOf } from '@/core/fields/schema';
import { deriveAlerts } from '@/features/alerts/alerts-model';
import { fireTable } from '@/features/alerts/fire-chart-data';

const DEFAULTS = defaultsOf(ALERTS_FIELDS);

/**
 * The SRE Workbook's tiers at a 99.9% SLO over 30 days, by hand: burn rate b = share × 30 d / W_L
 * (2% over 1 h: 14.4; 5% over 6 h: 6; 10% over 3 d: 1), threshold b × 0.001, and a steady error
 * ratio e fires the tier after threshold × W_L / e.
 */
const TIERS = [
  { threshold: 14.4 * 0.001, long: 3600 },
  { threshold: 6 * 0.001, long: 6 * 3600 },
  { threshold: 1 * 0.001, long: 3 * 86_400 },
];

function defaultTable() {
  const model = deriveAlerts(DEFAULTS);
  const table = fireTable(model.analysis.tiers, 0.02);
  if (!table) throw new Error('no table');
  return table;
}

describe('fire chart data', () => {
  it('has a row per error ratio (80 on a log grid from 10⁻⁴ to 1, plus the 3 thresholds)', () => {
    const table = defaultTable();
    expect(table.rows).toHaveLength(83);
    expect(table.rows[0]?.[0]?.value).toBeCloseTo(1e-4, 15);
    expect(table.rows.at(-1)?.[0]?.value).toBe(1);
    expect(table.columns).toHaveLength(4);
  });

  it('gives threshold × W_L / e where e reaches the threshold, and "does not fire" below', () => {
    const table = defaultTable();
    TIERS.forEach(({ threshold, long }, k) => {
      for (const row of table.rows) {
        const e = Number(row[0]?.value);
        const cell = row[k + 1];
        if (e >= threshold * (1 - 1e-9)) {
          expect(Number(cell?.value) / ((threshold * long) / e) - 1).toBeCloseTo(0, 9);
        } else {
          expect(cell).toEqual({ text: 'does not fire' });
        }
      }
    });
    // A full outage (e = 1): 51.84 s, 129.6 s and 259.2 s (Workbook table 5-x's "time to fire").
    const full = table.rows.at(-1);
    expect(full?.slice(1).map((c) => c.value)).toEqual([
      expect.closeTo(51.84, 9),
      expect.closeTo(129.6, 9),
      expect.closeTo(259.2, 9),
    ]);
    expect(full?.[1]?.text).toBe('51.84s');
    // At its own threshold a tier fires after exactly its long window.
    const atTicket = table.rows.find((r) => Math.abs(Number(r[0]?.value) - 0.001) < 1e-15);
    expect(atTicket?.[3]?.text).toBe('3d');
  });

  it('counts the points each line draws: 38, 46 and 63 ratios reach the thresholds', () => {
    // Grid points 10^(−4 + 4k/79) ≥ threshold, plus the thresholds at or above it:
    // 14.4‰ from k = 43 (37) + 1; 6‰ from k = 36 (44) + 2; 1‰ from k = 20 (60) + 3.
    const table = defaultTable();
    const counts = [1, 2, 3].map((k) => table.rows.filter((r) => r[k]?.value !== undefined).length);
    expect(counts).toEqual([38, 46, 63]);
  });

  it('has no table when no tier can fire', () => {
    expect(fireTable([], 0.02)).toBeNull();
  });
});
