import { memo } from 'react';
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber, formatPercent } from '@/core/format';
import type { SweepResult } from '@/core/overload/types';
import { POLICY_LABELS, policyColour } from './policy-text';
import type { SweepMeasure, SweepRow } from './sweep-data';

interface SweepChartProps {
  readonly result: SweepResult;
  /** The points, as sweepSeries builds them (its table is built from the same series). */
  readonly series: readonly SweepRow[];
  readonly measure: SweepMeasure;
}

/** One line per policy against the failure ratio f (lazy: Recharts). */
function SweepChart({ result, series, measure }: SweepChartProps) {
  const rows = series.map((r) => ({ f: r.f, ...Object.fromEntries(r.values) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 4, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="f"
          type="number"
          domain={[0, 1]}
          ticks={[0, 0.2, 0.4, 0.6, 0.8, 1]}
          tickFormatter={(f: number) => String(f)}
        />
        <YAxis
          type="number"
          domain={measure === 'success' ? [0, 1] : [0, 'auto']}
          tickFormatter={(v: number) =>
            measure === 'success' ? formatPercent(v) : formatNumber(v, 2)
          }
          width={56}
        />
        <Tooltip
          formatter={(v, name) => [
            measure === 'success' ? formatPercent(Number(v)) : formatNumber(Number(v), 3),
            POLICY_LABELS[String(name) as keyof typeof POLICY_LABELS] ?? String(name),
          ]}
          labelFormatter={(f) => `f = ${Number(f)}`}
        />
        <Legend
          formatter={(name) =>
            POLICY_LABELS[String(name) as keyof typeof POLICY_LABELS] ?? String(name)
          }
        />
        <ReferenceLine x={result.params.f} stroke="var(--muted)" strokeDasharray="4 3" />
        {result.policies.map((p) => (
          <Line
            key={p.policy}
            dataKey={p.policy}
            stroke={policyColour(p.policy)}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

/** Memoised: a chart redraws only when its own props change (see useStaggered). */
export default memo(SweepChart);
