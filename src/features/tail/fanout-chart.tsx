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
import { formatDuration, formatNumber } from '@/core/format';
import { ticksAround, type FanoutRow } from './chart-data';

const NAMES: Readonly<Record<string, string>> = {
  plain: 'without hedging',
  hedged: 'with hedging',
};

/** The request's p99 against fan-out, both axes log (lazy: Recharts). */
export default function FanoutChart({
  rows,
  fanout,
}: {
  readonly rows: readonly FanoutRow[];
  readonly fanout: number;
}) {
  const ticks = ticksAround(rows.flatMap((r) => [r.plain, r.hedged]));
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">p99 without hedging</li>
        <li className="series-2">p99 with hedging</li>
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, right: 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="fanout"
              type="number"
              scale="log"
              domain={[1, 10_000]}
              ticks={[1, 10, 100, 1000, 10_000]}
              tickFormatter={(n: number) => formatNumber(n, 0)}
              label={{
                value: 'leaves per request (log scale)',
                position: 'insideBottom',
                offset: -16,
              }}
            />
            <YAxis
              type="number"
              scale="log"
              domain={[ticks[0] ?? 'auto', ticks.at(-1) ?? 'auto']}
              ticks={ticks}
              allowDataOverflow
              tickFormatter={(s: number) => formatDuration(s)}
              width={64}
            />
            <Tooltip
              formatter={(v, name) => [
                formatDuration(Number(v)),
                NAMES[String(name)] ?? String(name),
              ]}
              labelFormatter={(n) => `${formatNumber(Number(n), 0)} leaves`}
            />
            <ReferenceLine
              x={fanout}
              strokeDasharray="2 4"
              className="chart-now"
              label={{ value: 'now', position: 'insideTopLeft' }}
            />
            <Line
              type="stepAfter"
              dataKey="plain"
              name="plain"
              stroke="var(--series-1)"
              strokeWidth={2.5}
              dot
              isAnimationActive={false}
            />
            <Line
              type="stepAfter"
              dataKey="hedged"
              name="hedged"
              stroke="var(--series-2)"
              strokeDasharray="6 4"
              strokeWidth={2.5}
              dot
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
