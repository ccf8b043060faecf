import { describe, expect, it } from 'vitest';
import { createContentionCellTask, type ContentionCell } from '@/core/retries/contention';
import { runToEnd } from '@/core/sim/task';
import { contentionSeries, contentionTable } from '@/features/retries/contention-data';

const cell = (
  strategy: ContentionCell['strategy'],
  clients: number,
  calls: number,
  time: number,
): ContentionCell => ({ strategy, clients, runs: 1, calls, time, callsSd: 0, timeSd: 0 });

describe('contention chart series', () => {
  it('puts each cell at its client count and strategy, and leaves the missing ones out', () => {
    const cells = [
      cell('full', 20, 61.5, 0.4),
      cell('exponential', 10, 40, 2.25),
      cell('constant', 190, 18_000, 0),
    ];
    const calls = contentionSeries(cells, 'calls');
    expect(calls.map((p) => p.n)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190,
    ]);
    expect(calls[0]?.values).toEqual({
      exponential: 40,
      full: null,
      equal: null,
      decorrelated: null,
      constant: null,
    });
    expect(calls[1]?.values.full).toBe(61.5);
    expect(calls[18]?.values.constant).toBe(18_000);
    // A time of 0 cannot be drawn on the log axis: no point, no row.
    const times = contentionSeries(cells, 'time');
    expect(times[18]?.values.constant).toBeNull();
    expect(contentionTable(times, 'time').rows).toHaveLength(2);
    const table = contentionTable(calls, 'calls');
    expect(table.rows.map((r) => r.map((c) => c.text))).toEqual([
      ['10', '40', '—', '—', '—', '—'],
      ['20', '—', '61.5', '—', '—', '—'],
      ['190', '—', '—', '—', '—', '18,000'],
    ]);
    expect(table.columns[0]).toBe('Clients (N)');
    expect(table.columns[2]).toBe('Full jitter (write calls)');
    expect(contentionTable(times, 'time').columns[1]).toBe('Exponential, no jitter (s)');
  });

  it('seeded cells meet the exact bounds: at least N write calls, and a positive time', () => {
    // Every client needs one successful write: N calls at least, N exactly only without conflict.
    const cells = (['exponential', 'full', 'constant'] as const).flatMap((strategy) =>
      [10, 20].map((clients) =>
        runToEnd(createContentionCellTask({ strategy, clients, runs: 5, seed: 1 })),
      ),
    );
    const calls = contentionSeries(cells, 'calls');
    const times = contentionSeries(cells, 'time');
    for (const [i, n] of [10, 20].entries()) {
      for (const s of ['exponential', 'full', 'constant'] as const) {
        expect(calls[i]?.values[s]).toBeGreaterThanOrEqual(n);
        expect(times[i]?.values[s]).toBeGreaterThan(0);
      }
      expect(calls[i]?.values.equal).toBeNull();
    }
    const table = contentionTable(calls, 'calls');
    expect(table.rows).toHaveLength(2);
    const full10 = cells.find((c) => c.strategy === 'full' && c.clients === 10)?.calls ?? NaN;
    expect(table.rows[0]?.[2]?.value).toBe(full10);
  });
});
