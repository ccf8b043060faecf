import type { EngineOutcome } from '@/core/sim/engines';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import {
  POLICIES,
  type MetastablePolicyResult,
  type MetastableResult,
  type OverloadPolicy,
  type SweepPoint,
  type SweepResult,
} from '@/core/overload/types';
import {
  family,
  interleave,
  shownIn,
  type ResultDecl,
  type ResultFamily,
  type ResultSpec,
  type Headline,
} from '@/lib/results/declare';
import type { OverloadModel } from './overload-model';
import { POLICY_LABELS } from './policy-text';
import { fText, formatLoad } from './sweep-data';

/** What the panel's results are computed from: its model and the simulation's outcome. */
export interface OverloadResultsModel {
  readonly model: OverloadModel;
  /** The finished run's outcome; null while the simulation has not finished. */
  readonly outcome: EngineOutcome | null;
}

type M = OverloadResultsModel;

const sweepOf = ({ outcome }: M): SweepResult | null =>
  outcome?.mode === 'overload-sweep' ? outcome.result : null;
const metastableOf = ({ outcome }: M): MetastableResult | null =>
  outcome?.mode === 'overload-metastable' ? outcome.result : null;

const isSweep = shownIn<M>('sweep mode', (m) => m.model.mode === 'sweep');
const isMetastable = shownIn<M>('metastable mode', (m) => m.model.mode !== 'sweep');

/** A policy's point at the chosen f; null until the sweep has finished. */
const chosen = (m: M, policy: OverloadPolicy): SweepPoint | null =>
  sweepOf(m)?.policies.find((x) => x.policy === policy)?.chosen ?? null;

/** A policy's metastable run; null until the simulation has finished. */
const run = (m: M, policy: OverloadPolicy): MetastablePolicyResult | null =>
  metastableOf(m)?.policies.find((x) => x.policy === policy) ?? null;

/** One point of the sweep's grid for one policy (f by f, the run's policies in turn). */
interface GridPoint {
  readonly f: number;
  readonly policy: OverloadPolicy;
  readonly point: SweepPoint | undefined;
}

/** Every point the charts draw: for each f of the grid, each policy of the run. */
function gridPoints(m: M): GridPoint[] {
  const result = sweepOf(m);
  const grid = result?.policies[0]?.points ?? [];
  return grid.flatMap((g, i) =>
    (result?.policies ?? []).map((p) => ({ f: g.f, policy: p.policy, point: p.points[i] })),
  );
}

/**
 * Families over the same items, item by item: for each item, its member of each family. A table
 * row per item shows these side by side (the load and the success of a policy).
 */
export function byItem<T>(families: readonly ResultFamily<T>[], model: T): ResultSpec<T>[][] {
  const lists = families.map((f) => f.members(model));
  return (lists[0] ?? []).map((_, i) => lists.map((list) => list[i]!));
}

/** Sweep: each policy at the chosen f, a row per policy (sweep-results.tsx). */
export const SWEEP_CHOSEN: readonly ResultFamily<M>[] = [
  family<M, OverloadPolicy>(
    {
      template: 'load-<p>',
      unit: '×',
      section: 'policy',
      hint: 'attempts sent per logical request at the chosen `f`',
      when: isSweep,
    },
    () => POLICIES,
    (policy) => ({
      id: `load-${policy}`,
      label: `Load at the chosen f, ${POLICY_LABELS[policy]}`,
      value: (m) => chosen(m, policy)?.load,
      format: formatLoad,
    }),
  ),
  family<M, OverloadPolicy>(
    {
      template: 'success-<p>',
      unit: 'fraction',
      section: 'policy',
      hint: 'share of logical requests that finally succeed at the chosen `f`',
      when: isSweep,
    },
    () => POLICIES,
    (policy) => ({
      id: `success-${policy}`,
      label: `Success at the chosen f, ${POLICY_LABELS[policy]}`,
      value: (m) => chosen(m, policy)?.success,
      format: (x) => formatPercent(x),
    }),
  ),
];

/** Sweep: every point of the charts' data, a row per f, two cells per policy (sweep-results.tsx). */
export const SWEEP_POINTS: readonly ResultFamily<M>[] = [
  family<M, GridPoint>(
    {
      template: 'load:<p>:<f>',
      unit: '×',
      section: 'charts',
      hint: 'attempts sent per logical request at failure ratio f',
      when: isSweep,
    },
    gridPoints,
    ({ f, policy, point }) => ({
      id: `load:${policy}:${fText(f)}`,
      label: `Load, ${POLICY_LABELS[policy]}, f = ${fText(f)}`,
      value: () => point?.load,
      format: formatLoad,
    }),
  ),
  family<M, GridPoint>(
    {
      template: 'success:<p>:<f>',
      unit: 'fraction',
      section: 'charts',
      hint: 'share of logical requests that finally succeed at failure ratio f',
      when: isSweep,
    },
    gridPoints,
    ({ f, policy, point }) => ({
      id: `success:${policy}:${fText(f)}`,
      label: `Success, ${POLICY_LABELS[policy]}, f = ${fText(f)}`,
      value: () => point?.success,
      format: (x) => formatPercent(x),
    }),
  ),
];

/** Metastable: recovery, amplification and goodput, a row per policy (metastable-results.tsx). */
export const METASTABLE_PER_POLICY: readonly ResultFamily<M>[] = [
  family<M, OverloadPolicy>(
    {
      template: 'recovered-<p>',
      unit: 's',
      section: 'policy',
      hint: "seconds from the trigger's end until goodput (5 s sliding mean) stays ≥ 95% of the requests arriving (the traffic as realised) for 30 s; empty when it never does",
      when: isMetastable,
    },
    () => POLICIES,
    (policy) => ({
      id: `recovered-${policy}`,
      label: `Recovered after, ${POLICY_LABELS[policy]}`,
      value: (m) => run(m, policy)?.recovered,
      format: (s) => formatDuration(s),
      // A finished run that never came back.
      fallback: (m) => (run(m, policy) ? 'never (metastable)' : '—'),
    }),
  ),
  family<M, OverloadPolicy>(
    {
      template: 'amplification-<p>',
      unit: '×',
      section: 'policy',
      hint: 'attempts sent per logical request after the trigger',
      when: isMetastable,
    },
    () => POLICIES,
    (policy) => ({
      id: `amplification-${policy}`,
      label: `Amplification, ${POLICY_LABELS[policy]}`,
      value: (m) => run(m, policy)?.amplification,
      format: (x) => `${formatNumber(x, 2)}×`,
    }),
  ),
  family<M, OverloadPolicy>(
    {
      template: 'goodput-<p>',
      unit: 'fraction',
      section: 'policy',
      hint: 'requests answered in time over the last 30 s, as a share of `rate`',
      when: isMetastable,
    },
    () => POLICIES,
    (policy) => ({
      id: `goodput-${policy}`,
      label: `Goodput, last 30 s, ${POLICY_LABELS[policy]}`,
      value: (m) => run(m, policy)?.goodputShare,
      format: (x) => formatPercent(x),
    }),
  ),
];

/**
 * The panel's results, in page order: the page, the CLI rows, exports and docs all come from here.
 * The sweep shows the chosen f and then every point of the charts' data; the metastable mode, its
 * recovery per policy.
 */
export const OVERLOAD_RESULTS: readonly ResultDecl<M>[] = [
  interleave(...SWEEP_CHOSEN),
  interleave(...SWEEP_POINTS),
  interleave(...METASTABLE_PER_POLICY),
];

/**
 * What the panel answers: the load each policy sends at the chosen failure ratio, or, after an
 * overload, which policies recover and when.
 */
export const OVERLOAD_HEADLINE: Headline<M> = (m, rows) => {
  const prefix = m.model.mode === 'sweep' ? 'load-' : 'recovered-';
  return rows.filter((r) => r.id.startsWith(prefix)).map((r) => r.id);
};
