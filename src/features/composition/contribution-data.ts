import { cell, type ChartTable } from '@/components/chart-data';
import type { BlockEval } from '@/core/composition/evaluate';
import { formatAvailability, formatShare } from './composition-format';

/** One bar of the contribution chart. */
export interface ContributionBar {
  readonly name: string;
  /** Share of the total unavailability, a fraction in [0, 1] (0 where it was left out). */
  readonly share: number;
  readonly weakest: boolean;
  readonly block: BlockEval;
}

/** The bars the contribution chart draws, in the order given (largest first). */
export function contributionBars(
  components: readonly BlockEval[],
  weakest: readonly BlockEval[],
): ContributionBar[] {
  return components.map((b) => ({
    name: b.label,
    share: b.share ?? 0,
    weakest: weakest.includes(b),
    block: b,
  }));
}

/** The same bars as a table, one row per bar; null when there is no bar to draw. */
export function contributionTable(
  components: readonly BlockEval[],
  weakest: readonly BlockEval[],
): ChartTable | null {
  if (components.length === 0) return null;
  return {
    caption: 'Each component’s share of the total unavailability',
    columns: ['Component', 'Share of total unavailability (%)', 'Availability (%)', 'Weakest link'],
    rows: contributionBars(components, weakest).map((bar) => [
      { text: bar.name },
      cell(bar.share, formatShare(bar.share)),
      { text: formatAvailability(bar.block.u) },
      { text: bar.weakest ? 'yes' : 'no' },
    ]),
  };
}
