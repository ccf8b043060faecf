import { quorumFacts } from '@/core/composition/quorum';
import { toNumber, type Dec } from '@/core/composition/decimal';
import { formatDuration, formatNines } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import { formatAvailability, formatShare, formatUnavailability } from './composition-format';
import type { CompositionModel } from './composition-model';

/**
 * The panel's results as rows, as composition-results.tsx, what-if-table.tsx and
 * quorum-helper.tsx render them (no React). Every component's row of the what-if table is
 * listed, also those the page folds behind "Show all".
 */
export function compositionResultRows(model: CompositionModel): ResultRow[] {
  const t = model.totals;
  const ev = t?.evaluation;
  const totals = [
    resultRow(
      'total-availability',
      'Availability',
      'fraction',
      t?.availability,
      ev ? formatAvailability(ev.total) : null,
    ),
    resultRow(
      'total-unavailability',
      'Unavailability',
      'fraction',
      t?.unavailability,
      ev ? formatUnavailability(ev.total) : null,
    ),
    resultRow(
      'total-nines',
      'Nines',
      'nines',
      t?.nines,
      t?.nines != null ? formatNines(t.nines) : null,
    ),
    resultRow(
      'total-downtime-year',
      'Downtime per year',
      's',
      t?.downtimeYear,
      t?.downtimeYear != null ? formatDuration(t.downtimeYear) : null,
    ),
    resultRow(
      'total-downtime-month',
      'Downtime per month',
      's',
      t?.downtimeMonth,
      t?.downtimeMonth != null ? formatDuration(t.downtimeMonth) : null,
    ),
  ];
  const blocks = (ev?.blocks ?? []).filter((b) => b.isComponent);
  const whatIf = blocks.flatMap((b) => {
    const after = b.oneMoreNine;
    return [
      resultRow(
        `share-${b.label}`,
        `Share of downtime, ${b.label}`,
        'fraction',
        b.share,
        formatShare(b.share),
      ),
      resultRow(
        `what-if-${b.label}`,
        `Total with one more nine on ${b.label} (unavailability)`,
        'fraction',
        after ? Number(`${after.m}e${after.e}`) : null,
        after ? `${b.approximate ? '≈ ' : ''}${formatAvailability(after)}` : null,
        '— (skipped)',
      ),
    ];
  });
  const { qn, qa } = model.fields;
  const facts = qn.ok && qa.ok ? quorumFacts(qn.value, qa.value) : null;
  const availabilityOf = (u: Dec) => 1 - toNumber(u);
  const quorum = [
    resultRow(
      'quorum-majority',
      'Quorum majority',
      'count',
      facts?.majority,
      facts ? `${facts.majority} of ${facts.replicas}` : null,
    ),
    resultRow(
      'quorum-tolerates',
      'Quorum tolerates',
      'count',
      facts?.tolerates,
      facts ? `${facts.tolerates} failure${facts.tolerates === 1 ? '' : 's'}` : null,
    ),
    resultRow(
      'quorum-availability',
      'Quorum reachable',
      'fraction',
      facts ? availabilityOf(facts.unavailability) : null,
      facts ? formatAvailability(facts.unavailability) : null,
    ),
  ];
  return [...totals, ...whatIf, ...quorum];
}
