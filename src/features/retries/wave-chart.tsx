import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { Strategy } from '@/core/retries/strategies';
import { formatDuration, formatNumber } from '@/core/format';
import type { WaveSeries } from './wave-data';

interface WaveChartProps {
  readonly strategy: Strategy;
  /** The bars, as waveSeries builds them (its table is built from the same series). */
  readonly series: WaveSeries;
  /** Expected arrivals per bucket under full jitter, drawn for comparison (null: not drawn). */
  readonly average: number | null;
}

/** One strategy's arrivals over time (lazy: Recharts). */
export default function WaveChart({ strategy, series, average }: WaveChartProps) {
  const { factor, width } = series;
  const data = series.bars.map((b) => ({ t: b.from, count: b.count }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 16, left: 0 }} barCategoryGap={0}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" vertical={false} />
        <XAxis
          dataKey="t"
          tickFormatter={(t: number) => formatDuration(t)}
          interval={Math.max(0, Math.ceil(data.length / 6) - 1)}
          label={{ value: 'seconds after the failure', position: 'insideBottom', offset: -8 }}
        />
        <YAxis width={58} allowDecimals={false} tickFormatter={(c: number) => formatNumber(c, 3)} />
        <Tooltip
          formatter={(c) => [formatNumber(Number(c)), `arrivals per ${formatDuration(width)}`]}
          labelFormatter={(t) => `from ${formatDuration(Number(t))}`}
        />
        <Bar dataKey="count" className={`retries-fill-${strategy}`} isAnimationActive={false} />
        {average !== null ? (
          <ReferenceLine
            y={average * factor}
            className="retries-average"
            strokeDasharray="4 3"
            ifOverflow="extendDomain"
          />
        ) : null}
      </BarChart>
    </ResponsiveContainer>
  );
}
