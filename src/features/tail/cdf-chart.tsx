import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDuration, formatPercent } from '@/core/format';
import { ticksAround, type CdfRow } from './chart-data';

const NAMES: Readonly<Record<string, string>> = {
  plain: 'without hedging',
  hedged: 'with hedging',
};

/** The request's latency CDF with and without hedging, log time axis (lazy: Recharts). */
export default function CdfChart({
  rows,
  discrete,
}: {
  readonly rows: readonly CdfRow[];
  readonly discrete: boolean;
}) {
  const type = discrete ? 'stepAfter' : 'monotone';
  const ticks = ticksAround(rows.map((r) => r.t));
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">Without hedging</li>
        <li className="series-2">With hedging</li>
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, right: 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="t"
              type="number"
              scale="log"
              domain={[ticks[0] ?? 'dataMin', ticks.at(-1) ?? 'dataMax']}
              ticks={ticks}
              allowDataOverflow
              tickFormatter={(t: number) => formatDuration(t)}
              label={{
                value: 'request latency (log scale)',
                position: 'insideBottom',
                offset: -16,
              }}
            />
            <YAxis
              type="number"
              domain={[0, 1]}
              ticks={[0, 0.25, 0.5, 0.75, 1]}
              tickFormatter={(p: number) => formatPercent(p)}
              width={48}
            />
            <Tooltip
              formatter={(p, name) => [
                formatPercent(Number(p)),
                NAMES[String(name)] ?? String(name),
              ]}
              labelFormatter={(t) => `done by ${formatDuration(Number(t))}`}
            />
            <Line
              type={type}
              dataKey="plain"
              name="plain"
              stroke="var(--series-1)"
              strokeWidth={2.5}
              dot={discrete}
              isAnimationActive={false}
            />
            <Line
              type={type}
              dataKey="hedged"
              name="hedged"
              stroke="var(--series-2)"
              strokeDasharray="6 4"
              strokeWidth={2.5}
              dot={discrete}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
