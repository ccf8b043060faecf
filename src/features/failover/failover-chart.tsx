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
import { PATH_NAMES, type ChartData } from './failover-chart-data';

interface FailoverChartProps {
  readonly data: ChartData;
  readonly azOnPaper: number | null;
  readonly regionOnPaper: number | null;
}

const NAMES: Readonly<Record<string, string>> = PATH_NAMES;

/** Two CDFs of failover time over clients, on a log time axis (lazy: Recharts). */
export default function FailoverChart({ data, azOnPaper, regionOnPaper }: FailoverChartProps) {
  // An HTML legend above the SVG: it wraps on narrow screens instead of covering the plot.
  return (
    <div className="failover-chart">
      <ul className="failover-legend">
        <li className="failover-legend-az">{NAMES.az}</li>
        <li className="failover-legend-region">{NAMES.region}</li>
      </ul>
      <div className="failover-chart-plot">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data.rows} margin={{ top: 12, right: 20, bottom: 28, left: 4 }}>
            <CartesianGrid strokeDasharray="3 3" className="chart-grid" />
            <XAxis
              dataKey="t"
              type="number"
              scale="log"
              domain={[...data.domain]}
              ticks={[...data.ticks]}
              tickFormatter={(t: number) => formatDuration(t)}
              allowDataOverflow
              label={{
                value: 'time since the failure (log scale)',
                position: 'insideBottom',
                offset: -16,
              }}
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
              labelFormatter={(t) => `after ${formatDuration(Number(t))}`}
            />
            {azOnPaper !== null ? (
              <ReferenceLine x={azOnPaper} className="failover-ref-az" strokeDasharray="2 4" />
            ) : null}
            {regionOnPaper !== null ? (
              <ReferenceLine
                x={regionOnPaper}
                className="failover-ref-region"
                strokeDasharray="2 4"
              />
            ) : null}
            <Line
              type="stepAfter"
              dataKey="az"
              name="az"
              stroke="var(--failover-az)"
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
            <Line
              type="stepAfter"
              dataKey="region"
              name="region"
              stroke="var(--failover-region)"
              className="failover-line-region"
              strokeWidth={2.5}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
