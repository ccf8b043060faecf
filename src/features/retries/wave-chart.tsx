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
import { rebin, rebinFactor, WAVE_MAX_BARS } from '@/core/retries/histogram';
import type { Strategy } from '@/core/retries/strategies';
import { formatDuration, formatNumber } from '@/core/format';

interface WaveChartProps {
  readonly strategy: Strategy;
  readonly counts: Uint32Array;
  /** Bucket width, seconds. */
  readonly bucket: number;
  /** Expected arrivals per bucket under full jitter, drawn for comparison (null: not drawn). */
  readonly average: number | null;
}

/** One strategy's arrivals over time (lazy: Recharts). */
export default function WaveChart({ strategy, counts, bucket, average }: WaveChartProps) {
  const factor = rebinFactor(counts.length, WAVE_MAX_BARS);
  const bins = rebin(counts, factor);
  const width = bucket * factor;
  const data = Array.from(bins, (count, i) => ({ t: i * width, count }));
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
