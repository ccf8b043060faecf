import type { CapacitySnippet } from '@/core/capacity/config';
import { hpaManifest } from '@/core/capacity/hpa';
import { k6Scenario } from '@/core/capacity/k6';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
import type { CapacityModel } from './capacity-model';

/** The k6 scenario for the current queue, where it keeps up; null otherwise. */
export function k6Snippet(model: CapacityModel): CapacitySnippet | null {
  const { queue, answer, target } = model;
  const stable = answer?.kind === 'stable' ? answer : null;
  if (!queue || !stable || target === null) return null;
  return k6Scenario({
    rate: stable.throughput,
    meanResponse: stable.meanResponse,
    responseP99: stable.responseP99,
    waitTarget: target,
    service: queue.service,
  });
}

/** The autoscaler's manifest, once every value it needs is valid; null otherwise. */
export function hpaSnippet(model: CapacityModel): CapacitySnippet | null {
  const { queue, needed, plan } = model;
  const azs = model.fields.azs.ok ? model.fields.azs.value : null;
  if (!queue || needed === null || azs === null) return null;
  return hpaManifest({
    targetUtilisation: plan?.targetUtilisation ?? (model.load ?? 0) / needed,
    minReplicas: plan?.zoneSafe ?? needed,
    azs,
    servers: queue.servers,
    needed,
  });
}

/** Why each snippet is missing, in the page's words. */
export const K6_NEEDS = 'The scenario appears once the queue keeps up and every field is valid.';
export const HPA_NEEDS = 'The manifest appears once every field is valid.';

/** The page's and `calc --export`'s texts: the k6 scenario and the HPA manifest. */
export function capacityExports(model: CapacityModel): readonly PanelExport[] {
  const k6 = k6Snippet(model);
  const hpa = hpaSnippet(model);
  return [
    k6 ? madeExport(k6.id, k6.title, k6.text) : missingExport('k6', 'k6 load test', K6_NEEDS),
    hpa
      ? madeExport(hpa.id, hpa.title, hpa.text)
      : missingExport('hpa', 'Kubernetes HPA', HPA_NEEDS),
  ];
}
