import { describe, expect, it } from 'vitest';
import { ninesSeries, ninesTable } from '@/features/nines/nines-chart-data';

/** The classic 365-day year and the Gregorian one, in seconds, by hand. */
const YEAR_365 = 365 * 86_400;
const YEAR_GREGORIAN = 365.2425 * 86_400;

/** The row of the table at `nines` nines, as [nines, availability text, downtime]. */
function rowAt(table: ReturnType<typeof ninesTable>, nines: number) {
  const row = table.rows.find((r) => r[0]?.value === nines);
  if (!row) throw new Error(`no row at ${nines} nines`);
  return row;
}

describe('nines chart data', () => {
  it('passes through the ladder of the classic table (365-day year)', () => {
    const table = ninesTable(YEAR_365, 4, '365-day year');
    // 90% → 36.5 d, 99% → 3.65 d, 99.9% → 8.76 h, 99.99% → 52.56 min, 99.999% → 5.256 min,
    // 99.9999% → 31.536 s: a year's hours × 10⁻ⁿ, worked by hand.
    const ladder: [number, number, string][] = [
      [1, 36.5 * 86_400, '90%'],
      [2, 3.65 * 86_400, '99%'],
      [3, 8.76 * 3600, '99.9%'],
      [4, 52.56 * 60, '99.99%'],
      [5, 5.256 * 60, '99.999%'],
      [6, 31.536, '99.9999%'],
    ];
    for (const [nines, seconds, percent] of ladder) {
      const row = rowAt(table, nines);
      expect(row[2]?.value).toBeCloseTo(seconds, 6);
      expect(row[1]?.text).toBe(percent);
    }
    expect(rowAt(table, 3)[2]?.text).toBe('8h 45m 36s');
    expect(rowAt(table, 2)[2]?.text).toBe('3d 15h 36m');
  });

  it('has one row every quarter nine over the drawn range, each a factor 10^¼ below the last', () => {
    // Target 4 nines: the axis runs from 1 to 7 nines, (7 − 1) / 0.25 + 1 = 25 points.
    const table = ninesTable(YEAR_365, 4, '365-day year');
    expect(table.rows).toHaveLength(25);
    expect(table.rows[0]?.[0]?.value).toBe(1);
    expect(table.rows.at(-1)?.[0]?.value).toBe(7);
    for (let k = 1; k < table.rows.length; k++) {
      const ratio = Number(table.rows[k]?.[2]?.value) / Number(table.rows[k - 1]?.[2]?.value);
      expect(ratio).toBeCloseTo(10 ** -0.25, 12);
    }
  });

  it('widens the axis around targets outside 1 to 7 nines', () => {
    // 9.5 nines: up to 10, 37 points; 0.5 nines (68.4%): from 0, 29 points; invalid: 1 to 7.
    expect(ninesSeries(YEAR_365, 9.5)).toMatchObject({ from: 1, to: 10 });
    expect(ninesSeries(YEAR_365, 9.5).points).toHaveLength(37);
    expect(ninesSeries(YEAR_365, 0.5)).toMatchObject({ from: 0, to: 7 });
    expect(ninesSeries(YEAR_365, 0.5).points[0]).toEqual({ nines: 0, seconds: YEAR_365 });
    expect(ninesSeries(YEAR_365, null).points).toHaveLength(25);
    expect(ninesSeries(YEAR_365, 30)).toMatchObject({ from: 1, to: 24 });
  });

  it('follows the calendar: a Gregorian year at three nines is 31,556.952 s', () => {
    const table = ninesTable(YEAR_GREGORIAN, 3, 'Gregorian year');
    expect(rowAt(table, 3)[2]?.value).toBeCloseTo(31_556.952, 6);
    expect(table.columns[2]).toBe('Downtime per year (gregorian year)');
    expect(
      table.rows.every((r) => r.every((c) => c.text !== '' && !/NaN|Infinity/.test(c.text))),
    ).toBe(true);
  });
});
