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
import type { WaitRow } from './wait-data';

const NAMES: Readonly<Record<string, string>> = { model: 'model', sim: 'simulated' };

/** The waiting-time CDF, model and simulation (lazy: Recharts). */
export default function WaitChart({
  rows,
  target,
}: {
  readonly rows: readonly WaitRow[];
  readonly target: number | null;
}) {
  const simulated = rows.some((r) => r.sim !== undefined);
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">Model</li>
        {simulated ? <li className="series-3">Simulated</li> : null}
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 12, right: 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="t"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={(t: number) => formatDuration(t)}
              label={{ value: 'time in the queue', position: 'insideBottom', offset: -16 }}
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
              labelFormatter={(t) => `waited at most ${formatDuration(Number(t))}`}
            />
            {target !== null ? (
              <ReferenceLine
                x={target}
                strokeDasharray="2 4"
                className="chart-now"
                label={{ value: 'target', position: 'insideTopRight' }}
              />
            ) : null}
            <Line
              type="monotone"
              dataKey="model"
              name="model"
              stroke="var(--series-1)"
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
            {simulated ? (
              <Line
                type="stepAfter"
                dataKey="sim"
                name="sim"
                stroke="var(--series-3)"
                strokeDasharray="5 4"
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ) : null}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
