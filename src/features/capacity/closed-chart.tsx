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
import { formatRate } from './capacity-format';
import type { ClosedData } from './closed-data';

/** Throughput and response time against virtual users, two axes (lazy: Recharts). */
export default function ClosedChart({
  data,
  users,
}: {
  readonly data: ClosedData;
  readonly users: number;
}) {
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">Throughput (left axis)</li>
        <li className="series-2">Mean response (right axis)</li>
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.rows} margin={{ top: 12, right: 8, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="users"
              type="number"
              domain={[0, data.ticks.at(-1) ?? 'dataMax']}
              ticks={[...data.ticks]}
              tickFormatter={(n: number) => formatNumber(n, 0)}
              label={{ value: 'virtual users', position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              yAxisId="x"
              type="number"
              domain={[0, 'auto']}
              tickFormatter={(r: number) => formatRate(r)}
              width={64}
            />
            <YAxis
              yAxisId="r"
              orientation="right"
              type="number"
              domain={[0, 'auto']}
              tickFormatter={(s: number) => formatDuration(s)}
              width={64}
            />
            <Tooltip
              formatter={(v, name) =>
                name === 'throughput'
                  ? [formatRate(Number(v)), 'throughput']
                  : [formatDuration(Number(v)), 'mean response']
              }
              labelFormatter={(n) => `${formatNumber(Number(n), 0)} users`}
            />
            <ReferenceLine
              yAxisId="x"
              x={users}
              strokeDasharray="2 4"
              className="chart-now"
              label={{ value: 'now', position: 'insideTopLeft' }}
            />
            <ReferenceLine
              yAxisId="x"
              x={data.saturation}
              strokeDasharray="6 3"
              className="chart-now"
              label={{ value: 'N*', position: 'insideTopRight' }}
            />
            <Line
              yAxisId="x"
              type="monotone"
              dataKey="throughput"
              name="throughput"
              stroke="var(--series-1)"
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              yAxisId="r"
              type="monotone"
              dataKey="meanResponse"
              name="meanResponse"
              stroke="var(--series-2)"
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
