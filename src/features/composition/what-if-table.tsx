import { compare, ratio, type Dec } from '@/core/composition/decimal';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { pageUnit } from '@/lib/results/declare';
import { ResultCell } from '@/components/result';
import { formatNumber } from '@/core/format';
import { rowOf } from '@/lib/results/declare';
import { formatAvailability } from './composition-format';
import { blockResults } from './results';
import { useVirtualRows, type RowProps } from '@/lib/use-virtual-rows';
import { ScrollRegion } from '@/components/scroll-region';

interface WhatIfTableProps {
  readonly evaluation: Evaluation;
  readonly stale: boolean;
}

/** Nines gained when the total goes from `before` to `after`: log10(before / after). */
function gain(before: Dec, after: Dec | null): number | null {
  if (!after || after.m === 0n || before.m === 0n) return null;
  return Math.log10(ratio(before, after));
}

// Local: nines gained is a difference of logarithms, written "+0 (nothing)" below 10⁻⁹.
function formatGain(g: number | null): string {
  if (g === null) return '—';
  if (g < 0.0005) return g < 1e-9 ? '+0 (nothing)' : `+${g.toExponential(1)}`;
  return `+${formatNumber(g, 3)}`;
}

/**
 * The components whose one more nine gains the most and the least (first and last of equals).
 * More gain is a smaller total after it, so they are found by exact comparisons: computing every
 * gain (a ratio of two long decimals) took 0.1 s on the main thread for a 500-block paste.
 */
function extremes(evaluation: Evaluation) {
  const { total } = evaluation;
  // A gain that cannot be computed (a zero total before or after) counts as no gain.
  const after = (d: Dec) => (d.m === 0n || total.m === 0n ? total : d);
  let best: BlockEval | null = null;
  let worst: BlockEval | null = null;
  for (const b of evaluation.blocks) {
    if (!b.isComponent || !b.oneMoreNine) continue;
    if (!best?.oneMoreNine || compare(after(b.oneMoreNine), after(best.oneMoreNine)) < 0) best = b;
    if (!worst?.oneMoreNine || compare(after(b.oneMoreNine), after(worst.oneMoreNine)) >= 0) {
      worst = b;
    }
  }
  const ranked = (b: BlockEval | null) =>
    b ? { b, g: gain(total, b.oneMoreNine) ?? 0 } : undefined;
  return { best: ranked(best), worst: ranked(worst) };
}

function Headline({ evaluation }: { readonly evaluation: Evaluation }) {
  const { best, worst } = extremes(evaluation);
  if (!best || !best.b.oneMoreNine) return null;
  return (
    <p className="what-if-headline">
      One more nine on <strong>{best.b.label}</strong> takes the total from{' '}
      {formatAvailability(evaluation.total)} to{' '}
      <strong>{formatAvailability(best.b.oneMoreNine)}</strong> ({formatGain(best.g)} nines).
      {worst && worst.b !== best.b && worst.b.oneMoreNine ? (
        <>
          {' '}
          The same effort on <strong>{worst.b.label}</strong> buys {formatGain(worst.g)} nines: the
          total stays at {formatAvailability(worst.b.oneMoreNine)}.
        </>
      ) : null}
    </p>
  );
}

/** A row's first estimate, px (one line of 0.9 rem text and its padding); rows are measured. */
export const WHAT_IF_ROW_ESTIMATE = 37;

function Row({
  block,
  evaluation,
  stale,
  virtual,
}: {
  readonly block: BlockEval;
  readonly evaluation: Evaluation;
  readonly stale: boolean;
  /** In a virtualised table: measurement, focus and the row's place among all rows. */
  readonly virtual?: RowProps & { readonly 'aria-rowindex': number };
}) {
  const g = gain(evaluation.total, block.oneMoreNine);
  const weakest = evaluation.weakest.includes(block);
  return (
    <tr className={weakest ? 'is-weakest' : undefined} {...virtual}>
      <th scope="row" style={{ paddingLeft: `${0.6 + block.depth * 1}rem` }}>
        {block.label}
        {weakest ? <span className="bd-tag">weakest link</span> : null}
      </th>
      <td>{formatAvailability(block.u)}</td>
      {/* While stale, the cells keep the last valid values, marked as for the totals. */}
      {blockResults(block).map((spec) => {
        // A group's row shows the same cells as a component's, without a result id.
        const cell = rowOf(spec, null);
        return (
          <ResultCell
            key={spec.id}
            id={block.isComponent ? cell.id : undefined}
            unit={pageUnit(cell.unit)}
            value={cell.value}
            stale={stale}
            fallback={cell.text}
          >
            {cell.text}
          </ResultCell>
        );
      })}
      <td>{formatGain(g)}</td>
    </tr>
  );
}

/** Why some rows are approximate or missing, in words; null when none is. */
function Limits({ evaluation }: { readonly evaluation: Evaluation }) {
  const approximate = evaluation.blocks.filter((b) => b.approximate).length;
  const { skipped } = evaluation;
  if (approximate === 0 && skipped === 0) return null;
  return (
    <p className="what-if-limits" role="note">
      {approximate > 0
        ? `≈ marks ${approximate} block${approximate === 1 ? '' : 's'} of groups too large for exact decimal what-ifs in the time allowed: their share and what-if are computed in double precision (about 15 significant digits, more than shown). `
        : ''}
      {skipped > 0
        ? `${skipped} block${skipped === 1 ? '' : 's'} show — (skipped): there, one more nine (or a perfect member) moves the largest unavailability of a large common-cause group, and with it the common event, so the whole group would have to be recomputed for each, beyond the work allowed per evaluation.`
        : ''}
    </p>
  );
}

/** The height of the rows not drawn above or below the window of a virtualised table. */
function Gap({ height }: { readonly height: number }) {
  if (height <= 0) return null;
  return (
    <tr className="what-if-gap" aria-hidden="true">
      <td colSpan={5} style={{ height }} />
    </tr>
  );
}

/**
 * Every block's share of the downtime, and what one more nine on it would do to the total.
 * A long table scrolls in its own region and draws only the rows in and near view (a 500-block
 * topology drew 1,500 rows at once here and in the editor); a short one is drawn whole.
 */
export function WhatIfTable({ evaluation, stale }: WhatIfTableProps) {
  const { blocks } = evaluation;
  const { on, indexes, before, after, setScroller, rowProps } = useVirtualRows(
    blocks.length,
    WHAT_IF_ROW_ESTIMATE,
  );
  const table = (
    // Row 1 is the header, so block i is row i + 2 of blocks.length + 1.
    <table className="what-if" aria-rowcount={on ? blocks.length + 1 : undefined}>
      <caption>
        Share: the part of the total unavailability that would disappear if the block never failed.
        What-if: the total with the block’s unavailability divided by 10.
      </caption>
      <thead>
        <tr aria-rowindex={on ? 1 : undefined}>
          <th scope="col">Block</th>
          <th scope="col">Availability</th>
          <th scope="col">Share of downtime</th>
          <th scope="col">Total with one more nine</th>
          <th scope="col">Nines gained</th>
        </tr>
      </thead>
      <tbody>
        <Gap height={before} />
        {indexes.map((i) => {
          const b = blocks[i];
          if (!b) return null;
          return (
            <Row
              key={b.path.join('.')}
              block={b}
              evaluation={evaluation}
              stale={stale}
              virtual={on ? { ...rowProps(i), 'aria-rowindex': i + 2 } : undefined}
            />
          );
        })}
        <Gap height={after} />
      </tbody>
    </table>
  );
  return (
    <div>
      <Headline evaluation={evaluation} />
      <Limits evaluation={evaluation} />
      {on ? (
        <>
          <p className="muted what-if-scroll-note">
            {blocks.length.toLocaleString('en-US')} rows: the table scrolls in its own box and draws
            the rows as they come into view (find in page sees only those).
          </p>
          <div
            ref={setScroller}
            className="table-scroll what-if-scroll"
            role="region"
            aria-label={`Shares and what-ifs, ${blocks.length.toLocaleString('en-US')} rows, scrolls`}
            tabIndex={0}
          >
            {table}
          </div>
        </>
      ) : (
        <ScrollRegion label="Shares and what-ifs">{table}</ScrollRegion>
      )}
    </div>
  );
}
