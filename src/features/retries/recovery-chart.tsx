import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDuration, formatNumber } from '@/core/format';
import { ATTEMPT_COLOURS } from './recovery-bars';
import type { RecoverySeries } from './recovery-data';

interface RecoveryChartProps {
  /** The bars, as recoverySeries builds them (its table is built from the same series). */
  readonly series: RecoverySeries;
  readonly bucket: number;
  readonly capacity: number;
  readonly outage: number;
}

/**
 * Request rate per second by attempt number, with the outage and the capacity (lazy: Recharts).
 * Each bar shows the busiest admission window it covers as a rate (see recoverySeries), so a
 * spike in one window is drawn at its full height against the capacity line, in requests/s.
 */
export default function RecoveryChart({ series, bucket, capacity, outage }: RecoveryChartProps) {
  const { width, attempts } = series;
  const data = series.bars.map((bar) => {
    const row: Record<string, number> = { t: bar.from };
    bar.rates.forEach((rate, a) => (row[`a${a + 1}`] = rate));
    return row;
  });
  const keys = Array.from({ length: attempts }, (_, i) => i + 1);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} margin={{ top: 8, right: 12, bottom: 16, left: 0 }} barCategoryGap={0}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" vertical={false} />
        <XAxis
          dataKey="t"
          tickFormatter={(t: number) => formatDuration(t)}
          interval={Math.max(0, Math.ceil(data.length / 6) - 1)}
          label={{ value: 'seconds', position: 'insideBottom', offset: -8 }}
        />
        <YAxis
          width={84}
          allowDecimals={false}
          tickFormatter={(c: number) => `${formatNumber(c, 3)}/s`}
        />
        <Tooltip
          formatter={(c, name) => [
            `${formatNumber(Number(c))}/s`,
            `attempt ${String(name).slice(1)}`,
          ]}
          labelFormatter={(t) =>
            `busiest ${formatDuration(bucket)} window in ${formatDuration(Number(t))} – ${formatDuration(Number(t) + width)}`
          }
        />
        {outage > 0 ? (
          <ReferenceArea
            x1={0}
            x2={Math.floor(outage / width) * width}
            className="retries-outage"
            ifOverflow="hidden"
          />
        ) : null}
        {keys.map((a) => (
          <Bar
            key={a}
            dataKey={`a${a}`}
            stackId="arrivals"
            className={`retries-fill-attempt-${Math.min(a, ATTEMPT_COLOURS)}`}
            isAnimationActive={false}
          />
        ))}
        <ReferenceLine
          y={capacity}
          className="retries-capacity"
          strokeDasharray="6 3"
          ifOverflow="extendDomain"
          label={{ value: `capacity ${formatNumber(capacity, 3)}/s`, position: 'insideTopRight' }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
