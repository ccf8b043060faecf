import { formatDuration, formatPercent } from '@/core/format';
import type { TailSimResult } from '@/core/tail/simulate';
import { headlineOf, result, type Headline, type ResultDecl } from '@/lib/results/declare';
import type { TailModel } from './tail-model';

/** What the panel's results follow from: the model and its finished simulation (or none yet). */
export interface TailOutcome {
  readonly model: TailModel;
  /** The finished simulation of `model.job`; null without one or while it runs. */
  readonly sim: TailSimResult | null;
}

type In = TailOutcome;
type Pick = (r: NonNullable<TailModel['results']>) => number;

/** A share as a percentage; a negative one (a saving) with a minus sign. */
const percent = (share: number) => (share < 0 ? `−${formatPercent(-share)}` : formatPercent(share));

/** A closed-form latency, in seconds. */
const latency = (id: string, label: string, hint: string, pick: Pick) =>
  result<In>({
    id,
    label,
    unit: 's',
    section: 'results',
    hint,
    value: ({ model }) => (model.results ? pick(model.results) : null),
    format: formatDuration,
  });

/** A closed-form share. */
const share = (id: string, label: string, hint: string, pick: Pick) =>
  result<In>({
    id,
    label,
    unit: 'fraction',
    section: 'results',
    hint,
    value: ({ model }) => (model.results ? pick(model.results) : null),
    format: percent,
  });

/** A simulated value, with ± one standard error where the run gives one. */
const simulated = (
  id: string,
  label: string,
  unit: 's' | 'fraction',
  hint: string,
  pick: (s: TailSimResult) => number | { readonly mean: number; readonly se: number } | null,
) =>
  result<In>({
    id,
    label,
    unit,
    section: 'simulation',
    hint,
    value: ({ sim }) => {
      if (!sim) return null;
      const v = pick(sim);
      return v === null || typeof v === 'number' ? v : v.mean;
    },
    format: (v, { sim }) => {
      const f = unit === 's' ? formatDuration : percent;
      const e = sim ? pick(sim) : null;
      return e === null || typeof e === 'number' || !Number.isFinite(e.se)
        ? f(v)
        : `${f(v)} ± ${f(e.se)}`;
    },
  });

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const TAIL_RESULTS: readonly ResultDecl<In>[] = [
  share(
    'slow-request-share',
    'Requests slower than a leaf’s p99',
    'P(the request is slower than a leaf’s p99): 1 − F(leaf p99)^N when it waits for every leaf (1 − 0.99¹⁰⁰ = 0.634 at the defaults)',
    (r) => r.slowRequestShare,
  ),
  latency('p50', 'Request p50', 'The request’s median latency without hedging', (r) => r.p50),
  latency('p99', 'Request p99', 'The request’s 99th percentile without hedging', (r) => r.p99),
  latency(
    'p999',
    'Request p99.9',
    'The request’s 99.9th percentile without hedging',
    (r) => r.p999,
  ),
  latency('hedged-p50', 'Hedged p50', 'The request’s median with hedging', (r) => r.hedgedP50),
  latency(
    'hedged-p99',
    'Hedged p99',
    'The request’s 99th percentile with hedging',
    (r) => r.hedgedP99,
  ),
  latency(
    'hedged-p999',
    'Hedged p99.9',
    'The request’s 99.9th percentile with hedging',
    (r) => r.hedgedP999,
  ),
  share(
    'extra-load',
    'Extra load',
    'Copies sent per leaf request − 1 (capped by `cap`)',
    (r) => r.extraLoad,
  ),
  share(
    'extra-load-outage',
    'Extra load in the outage',
    'The same while `outage`% of leaves are slow for every copy: hedging adds load just when capacity shrinks',
    (r) => r.extraLoadOutage,
  ),
  latency('leaf-p99', 'Leaf p99', 'One leaf’s 99th percentile, unhedged', (r) => r.leafP99),
  latency('leaf-p999', 'Leaf p99.9', 'One leaf’s 99.9th percentile, unhedged', (r) => r.leafP999),
  simulated(
    'sim-slow-request-share',
    'Simulated requests slower than a leaf’s p99',
    'fraction',
    'The simulation’s share of requests slower than the leaf p99 ± one standard error',
    (s) => s.unhedged.slowShare,
  ),
  simulated(
    'sim-p99',
    'Simulated p99',
    's',
    'The simulation’s request p99 without hedging',
    (s) => s.unhedged.p99,
  ),
  simulated(
    'sim-hedged-p99',
    'Simulated hedged p99',
    's',
    'The simulation’s request p99 with hedging',
    (s) => s.hedged.p99,
  ),
  simulated(
    'sim-hedged-p999',
    'Simulated hedged p99.9',
    's',
    'The simulation’s request p99.9 with hedging',
    (s) => s.hedged.p999,
  ),
  simulated(
    'sim-extra-load',
    'Simulated extra load',
    'fraction',
    'The simulation’s hedges sent per leaf request ± one standard error (batch means)',
    (s) => s.extraLoad,
  ),
  simulated(
    'sim-extra-load-outage',
    'Simulated extra load in the outage',
    'fraction',
    'The same with the outage ± one standard error',
    (s) => s.outageExtraLoad,
  ),
  simulated(
    'sim-extra-work',
    'Simulated extra work',
    'fraction',
    'Server time with hedging minus without, over the time without: without `cancel` every copy runs to its end; with it every copy, the first too, stops when the leaf answers, so it is negative where cancelling slow first copies saves more than the hedges cost',
    (s) => s.extraWork,
  ),
];

/** What the panel answers: the tail without and with hedging, and what hedging costs. */
export const TAIL_HEADLINE: Headline<In> = headlineOf('p99', 'hedged-p99', 'extra-load');
