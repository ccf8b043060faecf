import { CopyBlock } from '@/components/copy-block';
import { ResultCard } from '@/components/declared-result';
import { findResult } from '@/lib/results/declare';
import { HPA_NEEDS, hpaSnippet, K6_NEEDS, k6Snippet } from './exports';
import { CAPACITY_RESULTS, type CapacityOutcome } from './results';

/** The k6 scenario and the autoscaler's manifest for the current queue, where it keeps up. */
export function CapacityConfig({ outcome }: { readonly outcome: CapacityOutcome }) {
  const k6 = k6Snippet(outcome.model);
  const hpa = hpaSnippet(outcome.model);
  return (
    <div className="capacity-config">
      <div className="result-grid">
        <ResultCard
          spec={findResult(CAPACITY_RESULTS, outcome, 'servers-zone-safe')}
          model={outcome}
        />
        <ResultCard spec={findResult(CAPACITY_RESULTS, outcome, 'hpa-target')} model={outcome} />
      </div>
      <h3>k6 load test</h3>
      <p className="muted">
        An open model: k6 starts requests at the rate whatever the answers do, as real users do; a
        closed loop of virtual users would slow down with the servers and hide the knee.
      </p>
      {k6 ? <CopyBlock text={k6.text} what="k6 scenario" /> : <p className="muted">{K6_NEEDS}</p>}
      <h3>Kubernetes autoscaler</h3>
      {hpa ? (
        <CopyBlock text={hpa.text} what="HorizontalPodAutoscaler" />
      ) : (
        <p className="muted">{HPA_NEEDS}</p>
      )}
    </div>
  );
}
