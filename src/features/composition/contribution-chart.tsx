import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { BlockEval } from '@/core/composition/evaluate';
import { formatShare } from './composition-format';
import { contributionBars } from './contribution-data';

interface ContributionChartProps {
  /** Components with a share, largest first. */
  readonly components: readonly BlockEval[];
  readonly weakest: readonly BlockEval[];
}

/** Each component's share of the total unavailability, largest first (lazy: Recharts). */
export default function ContributionChart({ components, weakest }: ContributionChartProps) {
  // The same bars as the "Show data" table (contribution-data.ts), in percent for the axis.
  const data = contributionBars(components, weakest).map((bar) => ({
    ...bar,
    share: bar.share * 100,
  }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data} layout="vertical" margin={{ top: 8, right: 24, bottom: 24, left: 8 }}>
        <CartesianGrid strokeDasharray="3 3" className="chart-grid" horizontal={false} />
        <XAxis
          type="number"
          domain={[0, 100]}
          tickFormatter={(v: number) => `${v}%`}
          label={{ value: 'share of total unavailability', position: 'insideBottom', offset: -12 }}
        />
        <YAxis type="category" dataKey="name" width={96} interval={0} />
        <Tooltip formatter={(v) => [formatShare(Number(v) / 100), 'share of downtime']} />
        <Bar dataKey="share" isAnimationActive={false} className="chart-bar">
          {data.map((d) => (
            <Cell key={d.name} className={d.weakest ? 'chart-bar-weakest' : 'chart-bar-normal'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
