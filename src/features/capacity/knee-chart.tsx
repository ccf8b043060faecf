import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatDuration, formatPercent } from '@/core/format';
import type { KneeData } from './knee-data';

const NAMES = (c: number): Readonly<Record<string, string>> => ({
  meanC: `mean, ${c} servers`,
  p99C: `p99, ${c} servers`,
  mean1: 'mean, 1 server',
  p99One: 'p99, 1 server',
});

/** Response time against utilisation, log time axis (lazy: Recharts). */
export default function KneeChart({ data }: { readonly data: KneeData }) {
  const names = NAMES(data.servers);
  const lines = [
    { key: 'meanC', stroke: 'var(--series-1)', dash: undefined, width: 2.5 },
    { key: 'p99C', stroke: 'var(--series-1)', dash: '6 4', width: 2 },
    { key: 'mean1', stroke: 'var(--series-2)', dash: undefined, width: 2 },
    { key: 'p99One', stroke: 'var(--series-2)', dash: '6 4', width: 1.5 },
  ] as const;
  return (
    <div className="series-chart">
      <ul className="series-legend">
        <li className="series-1">{names.meanC} (dashed: p99)</li>
        <li className="series-2">{names.mean1} (dashed: p99)</li>
      </ul>
      <div className="series-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.rows} margin={{ top: 12, right: 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="rho"
              type="number"
              domain={[0, 1]}
              ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
              tickFormatter={(r: number) => formatPercent(r)}
              label={{ value: 'utilisation ρ', position: 'insideBottom', offset: -16 }}
            />
            <YAxis
              type="number"
              scale="log"
              domain={[data.ticks[0] ?? 'auto', data.ticks.at(-1) ?? 'auto']}
              ticks={[...data.ticks]}
              allowDataOverflow
              tickFormatter={(s: number) => formatDuration(s)}
              width={64}
            />
            <Tooltip
              formatter={(v, name) => [
                formatDuration(Number(v)),
                names[String(name)] ?? String(name),
              ]}
              labelFormatter={(r) => `utilisation ${formatPercent(Number(r))}`}
            />
            {data.current ? (
              <>
                <ReferenceLine x={data.current.rho} strokeDasharray="2 4" className="chart-now" />
                <ReferenceDot
                  x={data.current.rho}
                  y={data.current.mean}
                  r={5}
                  className="chart-marker"
                  label={{ value: 'now', position: 'top' }}
                />
              </>
            ) : null}
            {lines.map((l) => (
              <Line
                key={l.key}
                type="monotone"
                dataKey={l.key}
                name={l.key}
                stroke={l.stroke}
                strokeDasharray={l.dash}
                strokeWidth={l.width}
                dot={false}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
