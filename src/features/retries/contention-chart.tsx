import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { STUDY } from '@/core/retries/contention';
import { STRATEGY_LABELS } from '@/core/retries/strategies';
import { formatNumber } from '@/core/format';
import type { ContentionMetric, ContentionPoint } from './contention-data';

interface ContentionChartProps {
  /** The points, as contentionSeries builds them (its table is built from the same series). */
  readonly points: readonly ContentionPoint[];
  readonly metric: ContentionMetric;
}

/** Log-axis ticks, 1–3–10, covering [low, high]. */
function logTicks(low: number, high: number): number[] {
  const ticks: number[] = [];
  for (let e = Math.floor(Math.log10(low)); e <= Math.ceil(Math.log10(high)); e++) {
    for (const m of [1, 3]) ticks.push(m * 10 ** e);
  }
  let from = 0;
  while (from + 1 < ticks.length && (ticks[from + 1] ?? Infinity) <= low) from += 1;
  const to = ticks.findIndex((t) => t >= high);
  return ticks.slice(from, to < 0 ? ticks.length : to + 1);
}

/**
 * The study's chart: calls or completion time against the number of clients (lazy: Recharts).
 * Time is on a log axis: no jitter's ~100 s would otherwise flatten the jittered lines (0.4–10 s).
 */
export default function ContentionChart({ points, metric }: ContentionChartProps) {
  const data = points.map((p) => ({ n: p.n, ...p.values }));
  const times = points.flatMap((p) =>
    STUDY.strategies.flatMap((s) => (p.values[s] === null ? [] : [p.values[s]])),
  );
  const ticks =
    metric === 'time' && times.length > 0
      ? logTicks(Math.min(...times), Math.max(...times))
      : undefined;
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 8, right: 16, bottom: 16, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="n"
          type="number"
          domain={[10, 190]}
          ticks={[10, 50, 100, 150, 190]}
          label={{ value: 'clients (N)', position: 'insideBottom', offset: -8 }}
        />
        {ticks ? (
          <YAxis
            width={56}
            scale="log"
            type="number"
            domain={[ticks[0] ?? 0.1, ticks[ticks.length - 1] ?? 100]}
            ticks={ticks}
            allowDataOverflow
            tickFormatter={(v: number) => `${formatNumber(v, v < 1 ? 1 : 0)} s`}
          />
        ) : (
          <YAxis
            width={56}
            tickFormatter={(v: number) => formatNumber(v, metric === 'time' ? 1 : 0)}
          />
        )}
        <Tooltip
          formatter={(v, name) => [
            metric === 'time' ? `${formatNumber(Number(v), 2)} s` : formatNumber(Number(v), 0),
            STRATEGY_LABELS[name as keyof typeof STRATEGY_LABELS] ?? String(name),
          ]}
          labelFormatter={(n) => `N = ${typeof n === 'number' ? n : ''}`}
        />
        {STUDY.strategies.map((s) => (
          <Line
            key={s}
            dataKey={s}
            dot={false}
            strokeWidth={2}
            className={`retries-stroke-${s}`}
            isAnimationActive={false}
            connectNulls
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
