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
import { formatDuration } from '@/lib/format/duration';
import { formatNumber } from '@/lib/format/numbers';

/** One formatter for every tick (toLocaleString builds a new one per call: slow in a chart). */
const COUNT = new Intl.NumberFormat('en-US');

interface RecoveryChartProps {
  readonly result: RecoveryStrategyResult;
  readonly attempts: number;
  readonly bucket: number;
  readonly capacity: number;
  readonly outage: number;
}

const MAX_BARS = 90;
/** Attempts beyond this share the last colour. */
export const ATTEMPT_COLOURS = 8;

/** Arrivals per window stacked by attempt number, with the outage and the capacity (lazy: Recharts). */
export default function RecoveryChart({
  result,
  attempts,
  bucket,
  capacity,
  outage,
}: RecoveryChartProps) {
  const factor = Math.max(1, Math.ceil(result.windows / MAX_BARS));
  const width = bucket * factor;
  const bins = Math.ceil(result.windows / factor);
  const data = Array.from({ length: bins }, (_, i) => {
    const row: Record<string, number> = { t: i * width };
    for (let a = 1; a <= attempts; a++) row[`a${a}`] = 0;
    for (let w = i * factor; w < Math.min(result.windows, (i + 1) * factor); w++) {
      for (let a = 1; a <= attempts; a++) {
        row[`a${a}`] = (row[`a${a}`] ?? 0) + (result.arrivals[w * attempts + a - 1] ?? 0);
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
        <YAxis width={58} allowDecimals={false} tickFormatter={(c: number) => COUNT.format(c)} />
        <Tooltip
          formatter={(c, name) => [formatNumber(Number(c)), `attempt ${String(name).slice(1)}`]}
          labelFormatter={(t) => `from ${formatDuration(Number(t))}, per ${formatDuration(width)}`}
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
          y={capacity * width}
          className="retries-capacity"
          strokeDasharray="6 3"
          ifOverflow="extendDomain"
          label={{ value: 'capacity', position: 'insideTopRight' }}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
