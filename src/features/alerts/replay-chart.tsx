import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { replaySeries } from '@/core/alerts/replay';
import type { Tier } from '@/core/alerts/tier';
import { formatDuration, formatPercent } from '@/core/format';
import { tierColour } from '@/lib/tier-colours';

export interface ReplayChartProps {
  readonly index: number;
  readonly tier: Tier;
  readonly threshold: number;
  readonly errorRatio: number;
  readonly duration: number;
  /** B × T, seconds of full outage the budget allows. */
  readonly budgetTime: number;
  readonly detect: number | null;
  readonly reset: number | null;
  /** Where the time axis ends, seconds. */
  readonly end: number;
}

/** One tier's long and short window ratios through the incident, firing span shaded (lazy: Recharts). */
export default function ReplayChart(p: ReplayChartProps) {
  // The same call as the "Show data" table's (replay-chart-data.ts).
  const data = replaySeries(p.tier, p.errorRatio, p.duration, p.budgetTime, p.end);
  const colour = tierColour(p.index);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 12, right: 12, bottom: 28, left: 12 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="t"
          type="number"
          domain={[0, p.end]}
          tickFormatter={(s: number) => formatDuration(s)}
          label={{ value: 'time since the incident began', position: 'insideBottom', offset: -16 }}
        />
        <YAxis
          yAxisId="ratio"
          type="number"
          domain={[0, (max: number) => Math.max(max, p.threshold) * 1.1]}
          tickFormatter={(r: number) => formatPercent(r)}
          width={64}
        />
        <YAxis
          yAxisId="spent"
          orientation="right"
          type="number"
          domain={[0, 'auto']}
          tickFormatter={(r: number) => formatPercent(r)}
          width={56}
        />
        <Tooltip
          formatter={(v, name) => [formatPercent(Number(v)), String(name)]}
          labelFormatter={(t) => formatDuration(Number(t))}
        />
        <ReferenceArea
          yAxisId="ratio"
          x1={0}
          x2={p.duration}
          fill="var(--al-incident)"
          fillOpacity={1}
          ifOverflow="hidden"
        />
        {p.detect !== null && p.reset !== null ? (
          <ReferenceArea
            yAxisId="ratio"
            x1={p.detect}
            x2={Math.min(p.end, p.duration + p.reset)}
            fill="var(--al-firing)"
            fillOpacity={1}
            ifOverflow="hidden"
            label={{ value: 'firing', position: 'insideTop' }}
          />
        ) : null}
        <ReferenceLine
          yAxisId="ratio"
          y={p.threshold}
          stroke={colour}
          strokeDasharray="6 3"
          ifOverflow="extendDomain"
          label={{ value: `threshold ${formatPercent(p.threshold)}`, position: 'insideTopLeft' }}
        />
        <Line
          yAxisId="ratio"
          dataKey="long"
          name="long window"
          stroke={colour}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="ratio"
          dataKey="short"
          name="short window"
          stroke={colour}
          strokeWidth={1.5}
          strokeDasharray="3 2"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="spent"
          dataKey="spent"
          name="budget spent"
          stroke="var(--al-budget)"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
