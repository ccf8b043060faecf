import { memo } from 'react';
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '@/core/format';
import {
  TRIGGER_START,
  type MetastableParams,
  type MetastablePolicyResult,
} from '@/core/overload/types';
import type { MetastablePoint } from './metastable-data';
import { policyColour } from './policy-text';

interface MetastableChartProps {
  readonly run: MetastablePolicyResult;
  /** The points, as metastableSeries builds them (its table is built from the same series). */
  readonly points: readonly MetastablePoint[];
  readonly params: MetastableParams;
  /** The same rate axis for every policy. */
  readonly rateMax: number;
  readonly waitMax: number;
}

/** One policy over time: offered attempts and goodput per second, and the queue wait (lazy: Recharts). */
function MetastableChart({ run, points, params, rateMax, waitMax }: MetastableChartProps) {
  const colour = policyColour(run.policy);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 20, left: 4 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="t"
          type="number"
          domain={[0, params.horizon]}
          tickFormatter={(t: number) => `${t}s`}
        />
        <YAxis
          yAxisId="rate"
          domain={[0, rateMax]}
          width={48}
          tickFormatter={(v: number) => formatNumber(v, 0)}
        />
        <YAxis
          yAxisId="wait"
          orientation="right"
          type="number"
          domain={[0, waitMax]}
          ticks={[0, waitMax / 4, waitMax / 2, (waitMax * 3) / 4, waitMax]}
          allowDataOverflow
          width={40}
          tickFormatter={(v: number) => `${formatNumber(v, 1)}s`}
        />
        <Tooltip
          formatter={(v, name) => [
            name === 'queue wait'
              ? `${formatNumber(Number(v), 2)} s`
              : `${formatNumber(Number(v), 0)}/s`,
            String(name),
          ]}
          labelFormatter={(t) => `t = ${Number(t)} s`}
        />
        <ReferenceArea
          yAxisId="rate"
          x1={TRIGGER_START}
          x2={TRIGGER_START + params.trigger}
          fill="var(--ov-trigger)"
          fillOpacity={1}
          ifOverflow="hidden"
        />
        <Line
          yAxisId="rate"
          dataKey="offered"
          name="offered attempts"
          stroke={colour}
          strokeWidth={1.5}
          strokeDasharray="4 2"
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="rate"
          dataKey="goodput"
          name="goodput"
          stroke={colour}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="wait"
          dataKey="wait"
          name="queue wait"
          stroke="var(--muted)"
          strokeWidth={1.5}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}

/** Memoised: a chart redraws only when its own props change (see useStaggered). */
export default memo(MetastableChart);
