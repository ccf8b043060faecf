import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDuration, formatNines, formatNinesPercent } from '@/core/format';
import { ninesSeries } from './nines-chart-data';

interface NinesChartProps {
  readonly yearSeconds: number;
  /** The current target, or null while the input is invalid. */
  readonly current: { readonly nines: number; readonly downtimeYear: number } | null;
}

/** Round durations for the log axis: 1 µs … 100 d. */
const TICKS = [1e-6, 1e-3, 1, 60, 3600, 86_400, 8_640_000].flatMap((t) => [t, t * 10]);

/** Downtime per year against nines on a log scale, the current target marked (lazy: Recharts). */
export default function NinesChart({ yearSeconds, current }: NinesChartProps) {
  // The same series as the "Show data" table (nines-chart-data.ts).
  const { from, to, points: data } = ninesSeries(yearSeconds, current?.nines ?? null);
  const low = data[data.length - 1]?.seconds ?? 1;
  const high = data[0]?.seconds ?? yearSeconds;
  const ticks = TICKS.filter((t) => t >= low && t <= high);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 12, right: 24, bottom: 24, left: 12 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="nines"
          type="number"
          domain={[from, to]}
          ticks={Array.from({ length: to - from + 1 }, (_, i) => from + i)}
          label={{ value: 'nines', position: 'insideBottom', offset: -12 }}
        />
        <YAxis
          dataKey="seconds"
          type="number"
          scale="log"
          domain={[low, high]}
          ticks={ticks}
          tickFormatter={(s: number) => formatDuration(s)}
          width={88}
          allowDataOverflow
        />
        <Tooltip
          formatter={(s) => [formatDuration(Number(s)), 'downtime per year']}
          labelFormatter={(n) =>
            `${formatNines(Number(n))} nines = ${formatNinesPercent(Number(n))}%`
          }
        />
        <Line
          type="monotone"
          dataKey="seconds"
          dot={false}
          strokeWidth={2}
          className="chart-line"
          isAnimationActive={false}
        />
        {current ? (
          <ReferenceDot
            x={current.nines}
            y={current.downtimeYear}
            r={6}
            className="chart-marker"
            ifOverflow="extendDomain"
            label={{
              value: formatDuration(current.downtimeYear),
              // Keep the label inside the plot when the marker sits in its right half.
              position: current.nines > (from + to) / 2 ? 'left' : 'right',
            }}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
