import { allConfigs } from '@/core/detection/config/all';
import type { ConfigSnippet } from '@/core/detection/config/types';
import {
  BUDGET_WINDOW_SECONDS,
  capacityLost,
  checksBetweenFalseTriggers,
  detectionTimes,
  effectiveFailureProbability,
  falseTriggerProbability,
  falseTriggersPerNode,
  fleetEjectionsShared,
  meanTimeBetweenFalseTriggers,
  recoveryChecks,
  reductionFactor,
  SECONDS_PER_DAY,
  wholeFleetIndependent,
  type DetectionTimes,
} from '@/core/detection/detection';
import {
  fleetCurve,
  recommend,
  type FleetFalseTriggers,
  type Recommendation,
} from '@/core/detection/recommend';
import { power, scale, type Magnitude } from '@/core/detection/runs';
import { DETECTION_FIELDS } from '@/core/detection/fields';
import { parseAll, valuesOf } from '@/core/fields/schema';
import type { DetectionFields, DetectionInputs } from './state';

export interface SharedTrap {
  readonly q: number;
  /** Whole-fleet ejections per 30 days from the shared dependency. */
  readonly perMonth: Magnitude;
  /** q^N: one window ejects every node at once. */
  readonly qN: Magnitude;
  /** (p^N)^fleet: what independent blips alone would give; null while p or fleet is invalid. */
  readonly independentAll: Magnitude | null;
}

/**
 * Everything the panel shows, derived from the inputs alone (never stored). Each result needs
 * only its own fields: a bad `fleet` blanks the fleet figures, not the per-node ones.
 */
export interface DetectionModel {
  readonly fields: DetectionFields;
  readonly pN: Magnitude | null;
  readonly reduction: Magnitude | null;
  readonly detection: DetectionTimes | null;
  /** p_eff = 1 − (1 − p)(1 − q) when q > 0 (the over-time figures use it); null at q = 0. */
  readonly pEff: number | null;
  /** Per node, at p_eff: needs p, q and N. */
  readonly checksBetween: Magnitude | null;
  readonly mtbft: Magnitude | null;
  readonly perNodeDay: Magnitude | null;
  readonly fleetDay: Magnitude | null;
  readonly capacity: number | null;
  /** Mean seconds a falsely ejected node stays out (needs i as well). */
  readonly ejectedSeconds: number | null;
  readonly shared: SharedTrap | null;
  readonly recommendation: Recommendation | null;
  readonly curve: readonly FleetFalseTriggers[] | null;
  readonly configs: readonly ConfigSnippet[] | null;
}

export function deriveDetection(inputs: DetectionInputs): DetectionModel {
  const fields = parseAll(DETECTION_FIELDS, inputs);
  const pn = valuesOf(fields, ['p', 'n']);
  const ni = valuesOf(fields, ['n', 'i']);
  // Over time, each node's check fails with p_eff = 1 − (1 − p)(1 − q): those figures need q too.
  const pqn = valuesOf(fields, ['p', 'q', 'n']);
  const pqni = valuesOf(fields, ['p', 'q', 'n', 'i']);
  const pqnh = valuesOf(fields, ['p', 'q', 'n', 'h']);
  const fleet = valuesOf(fields, ['fleet']);
  const timeout = fields.timeout.ok ? fields.timeout.value : null;
  const qni = valuesOf(fields, ['q', 'n', 'i']);
  const chartInputs = valuesOf(fields, ['p', 'i', 'fleet', 'q']);
  const budgetInputs = valuesOf(fields, ['p', 'i', 'fleet', 'q', 'budget', 'maxdetect']);
  const configInputs = valuesOf(fields, ['n', 'h', 'i', 'timeout']);
  const perNodeDay = pqni
    ? falseTriggersPerNode(pqni.p, pqni.n, pqni.i, SECONDS_PER_DAY, pqni.q)
    : null;
  const h = fields.h.ok ? fields.h.value : null;
  return {
    fields,
    pN: pn ? falseTriggerProbability(pn.p, pn.n) : null,
    reduction: pn ? reductionFactor(pn.p, pn.n) : null,
    detection: ni ? detectionTimes(ni.n, ni.i, timeout) : null,
    pEff: pqn && pqn.q > 0 ? effectiveFailureProbability(pqn.p, pqn.q) : null,
    checksBetween: pqn ? checksBetweenFalseTriggers(pqn.p, pqn.n, pqn.q) : null,
    mtbft: pqni ? meanTimeBetweenFalseTriggers(pqni.p, pqni.n, pqni.i, pqni.q) : null,
    perNodeDay,
    fleetDay: perNodeDay && fleet ? scale(perNodeDay, fleet.fleet) : null,
    capacity: pqnh ? capacityLost(pqnh.p, pqnh.n, pqnh.h, pqnh.q) : null,
    ejectedSeconds: pqni && h !== null ? recoveryChecks(pqni.p, h, pqni.q).value * pqni.i : null,
    shared: qni
      ? {
          q: qni.q,
          perMonth: fleetEjectionsShared(qni.q, qni.n, qni.i, BUDGET_WINDOW_SECONDS),
          qN: power(qni.q, qni.n),
          independentAll:
            fields.p.ok && fleet ? wholeFleetIndependent(fields.p.value, qni.n, fleet.fleet) : null,
        }
      : null,
    recommendation: budgetInputs ? recommend(budgetInputs) : null,
    curve: chartInputs ? fleetCurve(chartInputs) : null,
    configs: configInputs ? allConfigs(configInputs) : null,
  };
}
