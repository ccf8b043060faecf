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
import type { FleetFalseTriggers } from '@/core/detection/recommend';
import { formatCount, formatDuration, formatPowerOfTen } from '@/core/format';
import { detectionPoints } from './detection-chart-data';

export interface DetectionChartProps {
  readonly curve: readonly FleetFalseTriggers[];
  /** The user's N, marked when it is on the chart. */
  readonly chosen: number | null;
  readonly budget: number | null;
  readonly maxdetect: number | null;
}

/** Steps between decade ticks that read as round numbers: 10⁰, 10⁻¹⁰, 10⁻²⁰, not 10⁻²¹. */
const DECADE_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500];

/** The smallest decade a double can hold as a normal number (10⁻³⁰⁸ and below lose digits). */
const LOWEST_DECADE = -307;

/** Powers of ten covering [low, high] at a round step of decades, at most eight ticks. */
export function decadeTicks(low: number, high: number): number[] {
  const from = Math.max(LOWEST_DECADE, Math.floor(Math.log10(low)));
  // At least one decade, so that a single value still gets an axis.
  const to = Math.max(from + 1, Math.ceil(Math.log10(high)));
  const step =
    DECADE_STEPS.find((s) => Math.ceil(to / s) - Math.floor(from / s) <= 7) ??
    Math.ceil((to - from) / 7);
  const ticks: number[] = [];
  for (let e = Math.floor(from / step) * step; e <= Math.ceil(to / step) * step; e += step) {
    // Below 10⁻³⁰⁷ a power of ten underflows towards 0, which a log axis cannot place.
    const tick = Number(`1e${Math.max(e, LOWEST_DECADE)}`);
    if (tick !== ticks.at(-1)) ticks.push(tick);
  }
  return ticks;
}

/** Decades as people read them: 0.01 … 10,000 in full, beyond as 10⁷ or 10⁻⁵. */
function decadeLabel(v: number): string {
  const e = Math.round(Math.log10(v));
  return e >= -2 && e <= 4 ? formatCount(v) : formatPowerOfTen(e);
}

/**
 * Fleet false triggers per 30 days (log scale) against worst-case detection N·i, for N = 1..10;
 * the user's N, the budget and the detection target marked. Lazy: it pulls in Recharts.
 */
export default function DetectionChart({ curve, chosen, budget, maxdetect }: DetectionChartProps) {
  // The same points as the "Show data" table (detection-chart-data.ts).
  const data = detectionPoints(curve);
  if (data.length === 0) {
    return (
      <p className="chart-loading">
        No false triggers to draw: with p = 0 and q = 0 every N gives zero.
      </p>
    );
  }
  const values = data.map((d) => d.perMonth);
  const showBudget = budget !== null && budget > 0;
  const low = Math.min(...values, showBudget ? budget : Infinity);
  const high = Math.max(...values, showBudget ? budget : 0);
  const ticks = decadeTicks(low, high);
  const yDomain = [ticks[0] ?? low, ticks.at(-1) ?? high];
  const xMax = Math.max(...data.map((d) => d.worst));
  const mark = data.find((d) => d.n === chosen);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={data} margin={{ top: 24, right: 28, bottom: 28, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
        <XAxis
          dataKey="worst"
          type="number"
          domain={[
            0,
            Math.max(xMax, maxdetect !== null && maxdetect <= xMax * 1.5 ? maxdetect : 0),
          ]}
          tickFormatter={(s: number) => formatDuration(s)}
          label={{ value: 'worst-case detection N·i', position: 'insideBottom', offset: -16 }}
        />
        <YAxis
          dataKey="perMonth"
          type="number"
          scale="log"
          domain={yDomain}
          ticks={ticks}
          allowDataOverflow
          tickFormatter={decadeLabel}
          width={64}
        />
        <Tooltip
          formatter={(v) => [`${formatCount(Number(v))} per 30 days`, 'fleet false triggers']}
          labelFormatter={(s) => {
            const point = data.find((d) => d.worst === Number(s));
            return point ? `N = ${point.n}, worst case ${formatDuration(point.worst)}` : '';
          }}
        />
        {showBudget ? (
          <ReferenceLine
            y={budget}
            className="detection-budget-line"
            strokeDasharray="6 4"
            label={{ value: `budget ${formatCount(budget)}`, position: 'insideTopRight' }}
          />
        ) : null}
        {maxdetect !== null && maxdetect <= xMax * 1.5 ? (
          <ReferenceLine
            x={maxdetect}
            className="detection-budget-line"
            strokeDasharray="6 4"
            // At the foot of the line: the budget line's label takes the top right corner.
            label={{ value: `target ${formatDuration(maxdetect)}`, position: 'insideBottomRight' }}
          />
        ) : null}
        <Line
          type="linear"
          dataKey="perMonth"
          strokeWidth={2}
          className="chart-line"
          dot={{ r: 3 }}
          isAnimationActive={false}
        />
        {mark ? (
          <ReferenceDot
            x={mark.worst}
            y={mark.perMonth}
            r={7}
            className="chart-marker"
            label={{ value: `N = ${mark.n}`, position: 'top' }}
          />
        ) : null}
      </LineChart>
    </ResponsiveContainer>
  );
}
