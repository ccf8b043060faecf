import type { ChartTable } from '@/components/chart-data';
import { formatNumber } from '@/core/format';
import { rebin, rebinFactor, WAVE_MAX_BARS } from '@/core/retries/histogram';

/** One bar of a wave histogram: arrivals in [from, to), seconds. */
export interface WaveBar {
  readonly from: number;
  readonly to: number;
  readonly count: number;
}

/** What a wave chart draws: the histogram merged to at most WAVE_MAX_BARS bars. */
export interface WaveSeries {
  /** Histogram buckets merged into each bar. */
  readonly factor: number;
  /** Bar width, seconds. */
  readonly width: number;
  /** Every bar, empty ones included (the chart draws nothing for those). */
  readonly bars: readonly WaveBar[];
}

/** The bars a wave chart draws from a histogram of `counts` buckets `bucket` seconds wide. */
export function waveSeries(counts: ArrayLike<number>, bucket: number): WaveSeries {
  const factor = rebinFactor(counts.length, WAVE_MAX_BARS);
  const width = bucket * factor;
  // The last bar may merge fewer buckets: it ends where the histogram does.
  const end = bucket * counts.length;
  const bars = Array.from(rebin(counts, factor), (count, i) => ({
    from: i * width,
    to: Math.min((i + 1) * width, end),
    count,
  }));
  return { factor, width, bars };
}

const seconds = (s: number) => formatNumber(s, 3);

/** The chart's table: one row per bar drawn (empty bars are not drawn, so not listed). */
export function waveTable(title: string, series: WaveSeries): ChartTable {
  return {
    caption: `${title}: arrivals per ${seconds(series.width)} s bar (bars with none left out)`,
    columns: ['From (s)', 'To (s)', 'Arrivals (clients)'],
    rows: series.bars
      .filter((b) => b.count > 0)
      .map((b) => [
        { text: seconds(b.from), value: b.from },
        { text: seconds(b.to), value: b.to },
        { text: formatNumber(b.count), value: b.count },
      ]),
  };
}
