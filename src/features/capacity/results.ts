import type { CapacitySimResult } from '@/core/capacity/simulate';
import type { QueueAnswer, ZoneLoss } from '@/core/capacity/answer';
import { formatDuration, formatPercent } from '@/core/format';
import {
  codeResult,
  headlineOf,
  result,
  shownIn,
  type Headline,
  type ResultDecl,
} from '@/lib/results/declare';
import { formatRate, formatRequests, formatShare, formatWhole } from './capacity-format';
import type { CapacityModel } from './capacity-model';

/** What the panel's results follow from: the model and its finished simulation (or none yet). */
export interface CapacityOutcome {
  readonly model: CapacityModel;
  /** The finished simulation of `model.job`; null without one or while it runs. */
  readonly sim: CapacitySimResult | null;
}

type In = CapacityOutcome;

/** The stable queue's answer, or null (invalid inputs, or an open queue in overload). */
const stable = ({ model }: In): QueueAnswer | null =>
  model.answer?.kind === 'stable' ? model.answer : null;

const percent = (share: number) => formatPercent(share);

/** The words for each zone-loss verdict. */
export const ZONE_VERDICTS: Readonly<Record<ZoneLoss['verdict'], string>> = {
  holds: 'Holds: the servers left still meet the target',
  slow: 'Keeps up, but misses the waiting-time target',
  overloaded: 'Overloaded: the servers left cannot keep up',
  'nothing-left': 'Nothing left: every server is in the one zone',
};

/** How the closed forms were reached, in words. */
export const METHODS = {
  'mmc-exact': 'Exact: M/M/c (Erlang C)',
  'allen-cunneen': 'Approximate: M/G/c by Allen–Cunneen',
  'closed-exact': 'Exact: closed loop, M/M/c//N',
  'closed-exponential': 'Approximate: closed loop, as if service were exponential',
} as const;

export type Method = keyof typeof METHODS;

export function methodOf(model: CapacityModel): Method | null {
  const a = model.answer;
  if (!a || a.kind !== 'stable' || !model.queue) return null;
  if (model.queue.loop === 'open') return a.exact ? 'mmc-exact' : 'allen-cunneen';
  return a.exact ? 'closed-exact' : 'closed-exponential';
}

const openLoop = shownIn<In>('open loop', ({ model }) => model.loop === 'open');

/** A simulated estimate, shown as its value ± one standard error. */
const sim = (
  id: string,
  label: string,
  unit: 's' | 'fraction' | 'req/s',
  hint: string,
  pick: (s: CapacitySimResult) => { readonly mean: number; readonly se: number } | number,
) =>
  result<In>({
    id,
    label,
    unit,
    section: 'simulation',
    hint,
    value: ({ sim: s }) => {
      if (!s) return null;
      const v = pick(s);
      return typeof v === 'number' ? v : v.mean;
    },
    format: (v, { sim: s }) => {
      const shown =
        unit === 's' ? formatDuration(v) : unit === 'req/s' ? formatRate(v) : percent(v);
      const e = s ? pick(s) : null;
      if (e === null || typeof e === 'number' || !Number.isFinite(e.se)) return shown;
      const se =
        unit === 's' ? formatDuration(e.se) : unit === 'req/s' ? formatRate(e.se) : percent(e.se);
      return `${shown} ± ${se}`;
    },
  });

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const CAPACITY_RESULTS: readonly ResultDecl<In>[] = [
  result<In>({
    id: 'utilisation',
    label: 'Utilisation ρ',
    unit: 'fraction',
    section: 'results',
    hint: 'ρ = λS/c: the share of time a server is busy (open loop; the closed loop’s XS/c); 1 or more is overload',
    value: ({ model }) => model.answer?.utilisation,
    format: percent,
  }),
  result<In>({
    id: 'throughput',
    label: 'Throughput',
    unit: 'req/s',
    section: 'results',
    hint: 'Requests served per second: the arrival rate in an open loop, X of the closed loop',
    value: (o) => stable(o)?.throughput,
    format: formatRate,
  }),
  result<In>({
    id: 'p-wait',
    label: 'Requests that wait',
    unit: 'fraction',
    section: 'results',
    hint: 'P(wait): Erlang C, the share of requests that find every server busy (closed loop: by the arrival theorem)',
    value: (o) => stable(o)?.pWait,
    format: percent,
  }),
  result<In>({
    id: 'mean-wait',
    label: 'Mean wait in the queue',
    unit: 's',
    section: 'results',
    hint: 'W_q = C/(cμ − λ), times (1 + cv²)/2 by Allen–Cunneen when `cv` ≠ 1',
    value: (o) => stable(o)?.meanWait,
    format: formatDuration,
  }),
  result<In>({
    id: 'mean-response',
    label: 'Mean response time',
    unit: 's',
    section: 'results',
    hint: 'W = W_q + S: waiting plus service',
    value: (o) => stable(o)?.meanResponse,
    format: formatDuration,
  }),
  result<In>({
    id: 'in-system',
    label: 'Requests in the system',
    unit: 'count',
    section: 'results',
    hint: 'L = λW (Little’s law): requests waiting or in service, on average',
    value: (o) => stable(o)?.inSystem,
    format: formatRequests,
  }),
  result<In>({
    id: 'wait-p99',
    label: 'Wait, 99th percentile',
    unit: 's',
    section: 'results',
    hint: 'The smallest t with P(W_q > t) = C·e^{−(cμ−λ)t} ≤ 1%; 0 when C ≤ 1%',
    value: (o) => stable(o)?.waitQuantile(0.99),
    format: formatDuration,
  }),
  result<In>({
    id: 'response-p99',
    label: 'Response time, 99th percentile',
    unit: 's',
    section: 'results',
    hint: 'The 99th percentile of wait + service (open loop): service exponential, constant or gamma by `cv`',
    when: openLoop,
    value: (o) => stable(o)?.responseP99,
    format: formatDuration,
  }),
  result<In>({
    id: 'wait-within-target',
    label: 'Requests served within the target',
    unit: 'fraction',
    section: 'results',
    hint: '1 − C·e^{−(cμ−λ)·target}: the share of requests that wait at most `target`',
    value: (o) => {
      const a = stable(o);
      const t = o.model.target;
      return a && t !== null ? 1 - a.waitExceeds(t) : null;
    },
    format: formatShare,
  }),
  result<In>({
    id: 'servers-needed',
    label: 'Servers needed for the target',
    unit: 'count',
    section: 'results',
    hint: 'The fewest servers with at least 99% of requests waiting at most `target`',
    value: ({ model }) => model.needed,
    format: formatWhole,
  }),
  result<In>({
    id: 'az-loss-utilisation',
    label: 'Utilisation after losing a zone',
    unit: 'fraction',
    section: 'results',
    hint: 'ρ on the servers left after losing the largest of `azs` zones (servers spread evenly); 1 or more: overloaded',
    value: ({ model }) => model.zone?.utilisation,
    format: percent,
    fallback: ({ model }) => (model.zone?.verdict === 'nothing-left' ? 'no server left' : '—'),
  }),
  result<In>({
    id: 'queue-growth',
    label: 'Queue growth',
    unit: 'req/s',
    section: 'results',
    hint: 'How many requests per second the queue grows by (open loop): λ − c/S in overload (ρ ≥ 1), 0 while the servers keep up',
    when: openLoop,
    value: ({ model }) => {
      const a = model.answer;
      return a ? (a.kind === 'overload' ? a.growth : 0) : null;
    },
    format: formatRate,
  }),
  codeResult<In>({
    id: 'az-loss',
    label: 'After losing a zone',
    section: 'results',
    hint: 'A word: `holds` (the target still holds), `slow` (keeps up but misses it), `overloaded` (ρ ≥ 1), `nothing-left` (one zone)',
    value: ({ model }) => model.zone?.verdict,
    format: (code) => ZONE_VERDICTS[code as ZoneLoss['verdict']],
  }),
  codeResult<In>({
    id: 'method',
    label: 'Closed forms',
    section: 'results',
    hint: 'A word: `mmc-exact`, `allen-cunneen` (an approximation, `cv` ≠ 1), `closed-exact`, `closed-exponential` (closed loop, `cv` ≠ 1, taken as exponential)',
    value: ({ model }) => methodOf(model),
    format: (code) => METHODS[code as Method],
  }),
  sim(
    'sim-p-wait',
    'Simulated share that waits',
    'fraction',
    'The simulation’s share of requests that wait ± one standard error',
    (s) => s.pWait,
  ),
  sim(
    'sim-mean-wait',
    'Simulated mean wait',
    's',
    'The simulation’s mean wait ± one standard error (batch means)',
    (s) => s.meanWait,
  ),
  sim(
    'sim-wait-p99',
    'Simulated wait, 99th percentile',
    's',
    'The simulation’s 99th-percentile wait',
    (s) => s.waitP99,
  ),
  sim(
    'sim-mean-response',
    'Simulated mean response',
    's',
    'The simulation’s mean response time ± one standard error',
    (s) => s.meanResponse,
  ),
  sim(
    'sim-response-p99',
    'Simulated response, 99th percentile',
    's',
    'The simulation’s 99th-percentile response time',
    (s) => s.responseP99,
  ),
  sim(
    'sim-within-target',
    'Simulated share within the target',
    'fraction',
    'The simulation’s share of requests waiting at most `target` ± one standard error',
    (s) => s.withinTarget,
  ),
  sim(
    'sim-throughput',
    'Simulated throughput',
    'req/s',
    'The simulation’s requests served per second ± one standard error',
    (s) => s.throughput,
  ),
  result<In>({
    id: 'servers-zone-safe',
    label: 'Servers that survive losing a zone',
    unit: 'count',
    section: 'config',
    hint: 'The fewest servers n with n − ⌈n/azs⌉ ≥ `servers-needed`: the target still holds after losing the largest zone',
    value: ({ model }) => model.plan?.zoneSafe,
    format: formatWhole,
    fallback: ({ model }) => (model.zone?.verdict === 'nothing-left' ? 'none: one zone' : '—'),
  }),
  result<In>({
    id: 'hpa-target',
    label: 'Autoscaler target utilisation',
    unit: 'fraction',
    section: 'config',
    hint: 'Load / `servers-zone-safe`, down to a whole percent: the utilisation an autoscaler holds so that losing a zone leaves enough servers',
    value: ({ model }) => model.plan?.targetUtilisation,
    format: percent,
  }),
];

/** What the panel answers: how busy, how long the tail waits, and what losing a zone does. */
export const CAPACITY_HEADLINE: Headline<In> = headlineOf(
  'utilisation',
  'wait-p99',
  'az-loss-utilisation',
);
