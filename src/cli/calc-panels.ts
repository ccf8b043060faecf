import { alertsCalc } from '@/features/alerts/calc';
import { backtestCalc } from '@/features/backtest/calc';
import { capacityCalc } from '@/features/capacity/calc';
import { compositionCalc } from '@/features/composition/calc';
import { decisionCalc } from '@/features/decision/calc';
import { detectionCalc } from '@/features/detection/calc';
import { failoverCalc } from '@/features/failover/calc';
import { idempotencyCalc } from '@/features/idempotency/calc';
import { ninesCalc } from '@/features/nines/calc';
import { overloadCalc } from '@/features/overload/calc';
import { retriesCalc } from '@/features/retries/calc';
import { tailCalc } from '@/features/tail/calc';
import type { CalcPanel } from '@/lib/results/calc';

export type { CalcFiles, CalcPanel, Calculated, Problem } from '@/lib/results/calc';

/**
 * The panels as `npm run calc` knows them (each `features/<p>/calc.ts`: its metadata, fields,
 * model and result declarations), in the app's navigation order; test/app/panels.test.ts
 * checks them against the app's registry.
 */
export const CALC_PANELS: readonly CalcPanel[] = [
  ninesCalc,
  compositionCalc,
  detectionCalc,
  failoverCalc,
  decisionCalc,
  idempotencyCalc,
  retriesCalc,
  alertsCalc,
  backtestCalc,
  overloadCalc,
  tailCalc,
  capacityCalc,
];

export function findCalcPanel(id: string): CalcPanel | undefined {
  return CALC_PANELS.find((p) => p.id === id);
}
