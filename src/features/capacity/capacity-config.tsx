import { CopyBlock } from '@/components/copy-block';
import { ResultCard } from '@/components/declared-result';
import { hpaManifest } from '@/core/capacity/hpa';
import { k6Scenario } from '@/core/capacity/k6';
import { findResult } from '@/lib/results/declare';
import { CAPACITY_RESULTS, type CapacityOutcome } from './results';

/** The k6 scenario and the autoscaler's manifest for the current queue, where it keeps up. */
export function CapacityConfig({ outcome }: { readonly outcome: CapacityOutcome }) {
  const { model } = outcome;
  const { queue, answer, target, needed, plan } = model;
  const azs = model.fields.azs.ok ? model.fields.azs.value : null;
  const stable = answer?.kind === 'stable' ? answer : null;
  const k6 =
    queue && stable && target !== null
      ? k6Scenario({
          rate: stable.throughput,
          meanResponse: stable.meanResponse,
          responseP99: stable.responseP99,
          waitTarget: target,
          service: queue.service,
        })
      : null;
  const hpa =
    queue && needed !== null && azs !== null
      ? hpaManifest({
          targetUtilisation: plan?.targetUtilisation ?? (model.load ?? 0) / needed,
          minReplicas: plan?.zoneSafe ?? needed,
          azs,
          servers: queue.servers,
          needed,
        })
      : null;
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
      {k6 ? (
        <CopyBlock text={k6.text} what="k6 scenario" />
      ) : (
        <p className="muted">
          The scenario appears once the queue keeps up and every field is valid.
        </p>
      )}
      <h3>Kubernetes autoscaler</h3>
      {hpa ? (
        <CopyBlock text={hpa.text} what="HorizontalPodAutoscaler" />
      ) : (
        <p className="muted">The manifest appears once every field is valid.</p>
      )}
    </div>
  );
}
