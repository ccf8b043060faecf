import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TierFigures } from '@/core/alerts/analyse';
import { formatDuration, formatPercent } from '@/core/format';
import { fireCurve } from './fire-curve';
import { tierColour } from '@/lib/tier-colours';

interface FireChartProps {
  readonly tiers: readonly TierFigures[];
  /** The incident's error ratio and duration, marked; null while invalid. */
  readonly errorRatio: number | null;
  readonly duration: number | null;
  /** Below this ratio no tier fires (shaded); null when none can. */
  readonly lowest: number | null;
}

/** Time to fire against a steady error ratio, log–log, one line per tier (lazy: Recharts). */
export default function FireChart({ tiers, errorRatio, duration, lowest }: FireChartProps) {
  // The same curve as the "Show data" table (fire-chart-data.ts).
  const curve = fireCurve(tiers, errorRatio);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={curve.rows} margin={{ top: 12, right: 24, bottom: 28, left: 12 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="e"
          type="number"
          scale="log"
          domain={[curve.from, 1]}
          ticks={curve.ticks}
          tickFormatter={(e: number) => formatPercent(e)}
          allowDataOverflow
          label={{ value: 'error ratio (log)', position: 'insideBottom', offset: -16 }}
        />
        <YAxis
          type="number"
          scale="log"
          domain={[curve.low, curve.high]}
          ticks={curve.timeTicks}
          tickFormatter={(s: number) => formatDuration(s)}
          width={84}
          allowDataOverflow
        />
        <Tooltip
          formatter={(s, name) => [formatDuration(Number(s)), String(name)]}
          labelFormatter={(e) => `error ratio ${formatPercent(Number(e))}`}
        />
        {lowest !== null && lowest > curve.from ? (
          <ReferenceArea
            x1={curve.from}
            x2={Math.min(lowest, 1)}
            fill="var(--al-never)"
            fillOpacity={1}
            ifOverflow="hidden"
            label={{ value: 'never fires', position: 'insideBottom' }}
          />
        ) : null}
        {curve.lines.map((line) => (
          <Line
            key={line.index}
            dataKey={line.key}
            name={`tier ${line.index}`}
            stroke={tierColour(line.index)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
            connectNulls={false}
          />
        ))}
        {errorRatio !== null ? (
          <ReferenceLine
            x={errorRatio}
            stroke="var(--text)"
            strokeDasharray="4 3"
            ifOverflow="hidden"
            label={{ value: `incident ${formatPercent(errorRatio)}`, position: 'insideTopRight' }}
          />
        ) : null}
        {duration !== null ? (
          <ReferenceLine
            y={duration}
            stroke="var(--muted)"
            strokeDasharray="2 4"
            ifOverflow="hidden"
            label={{
              value: `incident ends (${formatDuration(duration)})`,
              position: 'insideBottomLeft',
            }}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
