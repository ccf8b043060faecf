import { quorumFacts, type QuorumFacts } from '@/core/composition/quorum';
import { toNumber, toRational, type Dec } from '@/core/composition/decimal';
import type { BlockEval } from '@/core/composition/evaluate';
import { formatDuration, formatNines } from '@/core/format';
import {
  family,
  interleave,
  result,
  type MemberSpec,
  type ResultDecl,
  type ResultSpec,
  type Headline,
  type ResultRow,
} from '@/lib/results/declare';
import { carryAvailability, MAX_CARRIED_DECIMALS } from '@/lib/results/links';
import { formatAvailability, formatShare, formatUnavailability } from './composition-format';
import type { CompositionModel } from './composition-model';

/**
 * What the totals and the what-if table's cells are computed from: the shown totals (the page
 * shows the last valid topology's, stale, while the text has an error).
 */
export type TotalsShown = Pick<CompositionModel, 'totals'>;

/** What the quorum helper's results are computed from. */
export type QuorumShown = Pick<CompositionModel, 'fields'>;

/**
 * The availability an unavailability stands for, as another panel's input: its exact percentage,
 * only while no rounding has happened (and not for thousands of decimals no field reads).
 */
const carryExact = (u: Dec | undefined) =>
  u?.exact && -u.e - 2 <= MAX_CARRIED_DECIMALS ? carryAvailability(toRational(u)) : null;

/** The whole topology's results, in page order (the "Totals" cards). */
export const TOTAL_RESULTS: readonly ResultDecl<TotalsShown>[] = [
  result<TotalsShown>({
    id: 'total-availability',
    label: 'Availability',
    unit: 'fraction',
    section: 'results',
    hint: 'A of the whole topology, a fraction (nearest double; the exact percentage is shown in the text)',
    value: (m) => m.totals?.availability,
    format: (_a, m) => (m.totals ? formatAvailability(m.totals.evaluation.total) : ''),
    carries: (m) => carryExact(m.totals?.evaluation.total),
  }),
  result<TotalsShown>({
    id: 'total-unavailability',
    label: 'Unavailability',
    unit: 'fraction',
    section: 'results',
    hint: '1 − A, a fraction',
    value: (m) => m.totals?.unavailability,
    format: (_u, m) => (m.totals ? formatUnavailability(m.totals.evaluation.total) : ''),
  }),
  result<TotalsShown>({
    id: 'total-nines',
    label: 'Nines',
    unit: 'nines',
    section: 'results',
    hint: '−log10(1 − A); `""` when every path is 100%',
    value: (m) => m.totals?.nines,
    format: formatNines,
  }),
  result<TotalsShown>({
    id: 'total-downtime-year',
    label: 'Downtime per year',
    unit: 's',
    section: 'results',
    hint: 'Downtime per year under `cal`, seconds',
    value: (m) => m.totals?.downtimeYear,
    format: formatDuration,
  }),
  result<TotalsShown>({
    id: 'total-downtime-month',
    label: 'Downtime per month',
    unit: 's',
    section: 'results',
    hint: 'Downtime per month under `cal`, seconds',
    value: (m) => m.totals?.downtimeMonth,
    format: formatDuration,
  }),
];

/** The what-if table's share cell of a block: its share of the total unavailability. */
const SHARE = {
  template: 'share-<name>',
  unit: 'fraction',
  section: 'shares',
  hint: 'For each component: its share of the total unavailability, a fraction (see `docs/models.md`)',
} as const;

/** The what-if table's other cell of a block: the total with one more nine on it. */
const WHAT_IF = {
  template: 'what-if-<name>',
  unit: 'fraction',
  section: 'shares',
  hint: "For each component: the total unavailability with that component's unavailability divided by 10",
} as const;

const shareOf = (b: BlockEval): MemberSpec<unknown> => ({
  id: `share-${b.label}`,
  label: `Share of downtime, ${b.label}`,
  value: () => b.share,
  format: formatShare,
});

function whatIfOf(b: BlockEval): MemberSpec<unknown> {
  const after = b.oneMoreNine;
  return {
    id: `what-if-${b.label}`,
    label: `Total with one more nine on ${b.label} (unavailability)`,
    value: () => (after ? Number(`${after.m}e${after.e}`) : null),
    format: () => (after ? `${b.approximate ? '≈ ' : ''}${formatAvailability(after)}` : ''),
    fallback: () => '— (skipped)',
  };
}

const components = (m: TotalsShown) =>
  (m.totals?.evaluation.blocks ?? []).filter((b) => b.isComponent);

/**
 * Each component's share and what-if, in table order (share, then what-if, component by
 * component, as the table's rows have them). Every component is listed, also those a long table
 * does not draw.
 */
export const COMPONENT_RESULTS = interleave<TotalsShown>(
  family(SHARE, components, shareOf),
  family(WHAT_IF, components, whatIfOf),
);

/**
 * Any block's share and what-if cells, as the declaration has them: a component's are its members
 * of `COMPONENT_RESULTS`; a group's row shows the same cells without an id. Their values come
 * from the block alone (any model will do).
 */
export const blockResults = (b: BlockEval): ResultSpec<unknown>[] => {
  const { unit, section } = SHARE;
  const share = { unit, section, hint: SHARE.hint };
  const whatIf = { unit, section, hint: WHAT_IF.hint };
  return [
    result<unknown>({ ...share, ...shareOf(b) }),
    result<unknown>({ ...whatIf, ...whatIfOf(b) }),
  ];
};

/** The quorum's facts, worked out once per parsed fields (each result and the helper read them). */
const facts = new WeakMap<QuorumShown['fields'], QuorumFacts | null>();
export function quorumFactsOf({ fields }: QuorumShown): QuorumFacts | null {
  let known = facts.get(fields);
  if (known === undefined) {
    const { qn, qa } = fields;
    known = qn.ok && qa.ok ? quorumFacts(qn.value, qa.value) : null;
    facts.set(fields, known);
  }
  return known;
}

/** The quorum helper's results, in page order. */
export const QUORUM_RESULTS: readonly ResultDecl<QuorumShown>[] = [
  result<QuorumShown>({
    id: 'quorum-majority',
    label: 'Quorum majority',
    unit: 'count',
    section: 'quorum',
    hint: 'Majority size ⌊N/2⌋ + 1 of `qn` replicas, a count',
    value: (m) => quorumFactsOf(m)?.majority,
    format: (majority, m) => `${majority} of ${quorumFactsOf(m)?.replicas ?? ''}`,
  }),
  result<QuorumShown>({
    id: 'quorum-tolerates',
    label: 'Quorum tolerates',
    unit: 'count',
    section: 'quorum',
    hint: 'Failures tolerated, N − majority, a count',
    value: (m) => quorumFactsOf(m)?.tolerates,
    format: (tolerates) => `${tolerates} failure${tolerates === 1 ? '' : 's'}`,
  }),
  result<QuorumShown>({
    id: 'quorum-availability',
    label: 'Quorum reachable',
    unit: 'fraction',
    section: 'quorum',
    hint: 'Probability that a majority of `qn` replicas at `qa` is up, a fraction',
    value: (m) => {
      const f = quorumFactsOf(m);
      return f ? 1 - toNumber(f.unavailability) : null;
    },
    format: (_a, m) => {
      const f = quorumFactsOf(m);
      return f ? formatAvailability(f.unavailability) : '';
    },
    carries: (m) => carryExact(quorumFactsOf(m)?.unavailability),
  }),
];

/** The panel's results, in page order: cards, cells, CLI rows, exports and docs all come from here. */
export const COMPOSITION_RESULTS: readonly ResultDecl<CompositionModel>[] = [
  ...TOTAL_RESULTS,
  COMPONENT_RESULTS,
  ...QUORUM_RESULTS,
];

/** What the panel answers: the total availability, and the block that costs it most. */
export const COMPOSITION_HEADLINE: Headline<CompositionModel> = (_m, rows) => {
  const shares = rows.filter((r) => r.id.startsWith('share-') && typeof r.value === 'number');
  const weakest = shares.reduce<ResultRow | null>(
    (worst, r) => (worst === null || (r.value as number) > (worst.value as number) ? r : worst),
    null,
  );
  return ['total-availability', ...(weakest ? [weakest.id] : [])];
};
