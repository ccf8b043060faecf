import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { STUDY, type ContentionCell } from '@/core/retries/contention';
import { STRATEGY_LABELS } from '@/core/retries/strategies';
import { formatNumber } from '@/lib/format/numbers';

interface ContentionChartProps {
  readonly cells: readonly ContentionCell[];
  readonly metric: 'calls' | 'time';
}

/** The study's chart: calls or completion time against the number of clients (lazy: Recharts). */
export default function ContentionChart({ cells, metric }: ContentionChartProps) {
  const data = STUDY.clientCounts.map((n) => {
    const row: Record<string, number | null> = { n };
    for (const s of STUDY.strategies) {
      row[s] = cells.find((c) => c.strategy === s && c.clients === n)?.[metric] ?? null;
    }
    return row;
  });
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
        <YAxis
          width={56}
          tickFormatter={(v: number) => formatNumber(v, metric === 'time' ? 1 : 0)}
        />
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
