import { ResultCard } from '@/components/declared-result';
import { TextResult, Verdict } from '@/components/result';
import { formatDuration, formatNumber, formatPercent } from '@/core/format';
import { findResult, resultsOf, rowOf } from '@/lib/results/declare';
import { CapacityFormula } from './capacity-formula';
import { formatRate } from './capacity-format';
import { CAPACITY_RESULTS, type CapacityOutcome } from './results';

/** Overload in words: the queue grows without bound, by this much per second. */
function overloadText(o: CapacityOutcome): string | null {
  const { answer, queue } = o.model;
  if (answer?.kind !== 'overload' || !queue) return null;
  const capacity = queue.servers / queue.service;
  if (answer.growth === 0) {
    return `At exactly 100%: ${formatRate(queue.rate)} arrive and ${formatNumber(queue.servers, 0)} servers finish at most ${formatRate(capacity)}. The queue has no drift, but it still grows without bound, as a random walk does, and so do the waits: none is finite. Add a server or shed load.`;
  }
  return `Overloaded: ${formatRate(queue.rate)} arrive and ${formatNumber(queue.servers, 0)} servers finish at most ${formatRate(capacity)}, so the queue grows without bound, by ${formatRate(answer.growth)} (${formatNumber(answer.growth * 60, 1)} a minute). No wait is finite: add servers (at least ${formatNumber(Math.floor(queue.rate * queue.service) + 1, 0)}) or shed load.`;
}

/** Why a zone loss ends as it does, in one sentence. */
function zoneReason(o: CapacityOutcome): string {
  const { zone, queue, target } = o.model;
  if (!zone || !queue) return 'Needs the servers, the zones and the target.';
  if (zone.verdict === 'nothing-left') return 'With one zone, losing it loses every server.';
  const left = `${formatNumber(zone.left, 0)} of ${formatNumber(queue.servers, 0)} servers are left (the largest zone held ${formatNumber(zone.lost, 0)})`;
  const rho = zone.utilisation === null ? '' : ` at ${formatPercent(zone.utilisation)} utilisation`;
  if (zone.verdict === 'overloaded') {
    return `${left}${rho}: the same load no longer fits, and the queue grows until load is shed.`;
  }
  const t = target === null ? '' : formatDuration(target);
  return zone.verdict === 'holds'
    ? `${left}${rho}: 99% of requests still wait at most ${t}.`
    : `${left}${rho}: they keep up, but fewer than 99% of requests wait at most ${t}.`;
}

/** The cards of the results grid, in declaration order (the verdict and method follow). */
const CARDS: ReadonlySet<string> = new Set([
  'utilisation',
  'throughput',
  'p-wait',
  'mean-wait',
  'mean-response',
  'in-system',
  'wait-p99',
  'response-p99',
  'wait-within-target',
  'servers-needed',
  'az-loss-utilisation',
  'queue-growth',
]);

export function CapacityResults({ outcome }: { readonly outcome: CapacityOutcome }) {
  const spec = (id: string) => findResult(CAPACITY_RESULTS, outcome, id);
  const overload = overloadText(outcome);
  const verdict = rowOf(spec('az-loss'), outcome);
  const method = rowOf(spec('method'), outcome);
  const code = typeof verdict.value === 'string' ? verdict.value : null;
  const cards = resultsOf(CAPACITY_RESULTS, outcome).filter((s) => CARDS.has(s.id));
  return (
    <div className="results">
      {overload ? (
        <p className="callout capacity-overload" role="alert">
          {overload}
        </p>
      ) : null}
      <div className="result-grid">
        {cards.map((s) => (
          <ResultCard key={s.id} spec={s} model={outcome} />
        ))}
      </div>
      <Verdict
        id={verdict.id}
        value={code}
        label={verdict.label}
        className={`verdict ${code === 'holds' ? 'verdict-good' : code ? 'verdict-bad' : ''}`}
        reason={zoneReason(outcome)}
      >
        {verdict.text}
      </Verdict>
      <TextResult
        id={method.id}
        value={typeof method.value === 'string' ? method.value : null}
        label={method.label}
      >
        {method.text}
      </TextResult>
      <CapacityFormula model={outcome.model} />
    </div>
  );
}
