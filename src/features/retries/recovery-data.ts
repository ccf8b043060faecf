import type { ChartTable } from '@/components/chart-data';
import { formatNumber } from '@/core/format';
import type { RecoveryStrategyResult } from '@/core/retries/recovery';

/** One stacked bar of a recovery chart: its busiest admission window, as rates per attempt. */
export interface RecoveryBar {
  /** Start of the bar, seconds. */
  readonly from: number;
  /** Start of its busiest window, seconds; null when nothing arrives in the bar. */
  readonly busiest: number | null;
  /** Requests per second of that window by attempt number: rates[a − 1] for attempt a. */
  readonly rates: readonly number[];
}

/** What a recovery chart draws. */
export interface RecoverySeries {
  /** Bar width, seconds: `factor` admission windows. */
  readonly width: number;
  readonly attempts: number;
  readonly bars: readonly RecoveryBar[];
}

/**
 * The recovery chart's bars: each covers `factor` admission windows of `bucket` seconds and shows
 * the busiest of them (most arrivals, the first on a tie), its arrivals per attempt ÷ the bucket,
 * so a spike in one window is drawn at its full height against the capacity, in requests/s.
 */
export function recoverySeries(
  result: RecoveryStrategyResult,
  attempts: number,
  bucket: number,
  factor: number,
  bars: number,
): RecoverySeries {
  const width = bucket * factor;
  const out = Array.from({ length: bars }, (_, i): RecoveryBar => {
    let busiest = -1;
    let most = 0;
    for (let w = i * factor; w < Math.min(result.windows, (i + 1) * factor); w++) {
      let sum = 0;
      for (let a = 0; a < attempts; a++) sum += result.arrivals[w * attempts + a] ?? 0;
      if (sum > most) {
        most = sum;
        busiest = w;
      }
    }
    const rates = Array.from({ length: attempts }, (_, a) =>
      busiest >= 0 ? (result.arrivals[busiest * attempts + a] ?? 0) / bucket : 0,
    );
    return { from: i * width, busiest: busiest >= 0 ? busiest * bucket : null, rates };
  });
  return { width, attempts, bars: out };
}

const seconds = (s: number) => formatNumber(s, 3);

/** The chart's table: one row per stacked segment drawn (an attempt with requests in that bar). */
export function recoveryTable(title: string, series: RecoverySeries): ChartTable {
  const rows = series.bars.flatMap((bar) =>
    bar.busiest === null
      ? []
      : bar.rates.flatMap((rate, a) =>
          rate > 0
            ? [
                [
                  { text: seconds(bar.from), value: bar.from },
                  { text: seconds(bar.busiest ?? 0), value: bar.busiest ?? 0 },
                  { text: formatNumber(a + 1), value: a + 1 },
                  { text: formatNumber(rate, 3), value: rate },
                ],
              ]
            : [],
        ),
  );
  return {
    caption: `${title}: each ${seconds(series.width)} s bar’s busiest window, requests per second by attempt (attempts with none left out)`,
    columns: ['Bar from (s)', 'Busiest window from (s)', 'Attempt (number)', 'Rate (requests/s)'],
    rows,
  };
}
