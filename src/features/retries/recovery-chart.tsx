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
import type { RecoveryStrategyResult } from '@/core/retries/recovery';
import { formatDuration, formatNumber } from '@/core/format';
import { ATTEMPT_COLOURS } from './recovery-bars';

interface RecoveryChartProps {
  readonly result: RecoveryStrategyResult;
  readonly attempts: number;
  readonly bucket: number;
  readonly capacity: number;
  readonly outage: number;
  /** Windows per bar, the same for every strategy's chart (see recoveryBarFactor). */
  readonly factor: number;
  /** Bars to draw, the same for every strategy's chart, so their time axes match. */
  readonly bars: number;
}

/**
 * Request rate per second by attempt number, with the outage and the capacity (lazy: Recharts).
 * Each bar covers `factor` admission windows and shows the busiest of them (its arrivals ÷ the
 * bucket), so a spike in one window is drawn at its full height against the capacity line, in
 * the same unit (requests/s), whatever the bar width.
 */
export default function RecoveryChart({
  result,
  attempts,
  bucket,
  capacity,
  outage,
  factor,
  bars,
}: RecoveryChartProps) {
  const width = bucket * factor;
  const data = Array.from({ length: bars }, (_, i) => {
    const row: Record<string, number> = { t: i * width };
    for (let a = 1; a <= attempts; a++) row[`a${a}`] = 0;
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
    if (busiest >= 0) {
      for (let a = 1; a <= attempts; a++) {
        row[`a${a}`] = (result.arrivals[busiest * attempts + a - 1] ?? 0) / bucket;
      }
    }
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
