import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDuration, formatPercent } from '@/core/format';
import { ticksAround, type DelayRow } from './chart-data';

const NAMES: Readonly<Record<string, string>> = {
  extra: 'extra load',
  extraOutage: 'extra load in the outage',
  hedgedP99: 'hedged p99',
};

/** Extra load (left) and hedged p99 (right) against the hedge delay, log delay axis (lazy). */
export default function DelayChart({
  rows,
  delay,
}: {
  readonly rows: readonly DelayRow[];
  readonly delay: number | null;
}) {
  const ticks = ticksAround(rows.map((r) => r.delay));
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">Extra load (left)</li>
        <li className="series-3">In the outage (left)</li>
        <li className="series-2">Hedged p99 (right)</li>
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, right: 8, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="delay"
              type="number"
              scale="log"
              domain={[ticks[0] ?? 'dataMin', ticks.at(-1) ?? 'dataMax']}
              ticks={ticks}
              allowDataOverflow
              tickFormatter={(d: number) => formatDuration(d)}
              label={{ value: 'hedge delay (log scale)', position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              yAxisId="load"
              type="number"
              domain={[0, 'auto']}
              tickFormatter={(x: number) => formatPercent(x)}
              width={56}
            />
            <YAxis
              yAxisId="p99"
              orientation="right"
              type="number"
              domain={[0, 'auto']}
              tickFormatter={(s: number) => formatDuration(s)}
              width={64}
            />
            <Tooltip
              formatter={(v, name) => [
                name === 'hedgedP99' ? formatDuration(Number(v)) : formatPercent(Number(v)),
                NAMES[String(name)] ?? String(name),
              ]}
              labelFormatter={(d) => `hedge after ${formatDuration(Number(d))}`}
            />
            {delay !== null && delay > 0 ? (
              <ReferenceLine
                yAxisId="load"
                x={delay}
                strokeDasharray="2 4"
                className="chart-now"
                label={{ value: 'now', position: 'insideTopRight' }}
              />
            ) : null}
            <Line
              yAxisId="load"
              type="stepAfter"
              dataKey="extra"
              name="extra"
              stroke="var(--series-1)"
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="load"
              type="stepAfter"
              dataKey="extraOutage"
              name="extraOutage"
              stroke="var(--series-3)"
              strokeDasharray="3 3"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="p99"
              type="stepAfter"
              dataKey="hedgedP99"
              name="hedgedP99"
              stroke="var(--series-2)"
              strokeDasharray="6 4"
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
