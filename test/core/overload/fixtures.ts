import { createMetastableCellTask } from '@/core/overload/metastable';
import type {
  BudgetSettings,
  MetastableParams,
  MetastablePolicyResult,
  OverloadPolicy,
  RetryShape,
  SweepParams,
} from '@/core/overload/types';
import { runToEnd } from '@/core/sim/task';

/** The fields' defaults as engine parameters. */
export const SHAPE: RetryShape = { attempts: 3, base: 0.05, cap: 1, clients: 100 };
export const BUDGETS: BudgetSettings = {
  maxTokens: 10,
  tokenRatio: 0.1,
  percent: 0.2,
  ttl: 10,
  minPerSecond: 10,
};
export const SWEEP: SweepParams = {
  ...SHAPE,
  ...BUDGETS,
  rate: 1000,
  duration: 60,
  f: 0.2,
  seed: 1,
};
export const METASTABLE: MetastableParams = {
  ...SHAPE,
  ...BUDGETS,
  rate: 800,
  capacity: 1000,
  timeout: 1,
  shed: false,
  dip: 0.5,
  trigger: 10,
  horizon: 120,
  seed: 1,
};

/** Attempts per request with m attempts, each failing with probability f: E[A] and Var[A]. */
export function retriesMoments(f: number, m: number): { mean: number; variance: number } {
  // P(A ≥ k) = f^(k−1): E[A] = Σ f^(k−1), E[A²] = Σ (2k − 1) f^(k−1), k = 1 … m.
  let mean = 0;
  let second = 0;
  for (let k = 1; k <= m; k++) {
    mean += f ** (k - 1);
    second += (2 * k - 1) * f ** (k - 1);
  }
  return { mean, variance: second - mean * mean };
}

/** One policy's metastable cell, run to its end in one go, on `METASTABLE` changed by `p`. */
export const runMetastable = (
  policy: OverloadPolicy,
  p: Partial<MetastableParams> = {},
): MetastablePolicyResult =>
  runToEnd(createMetastableCellTask({ policy, params: { ...METASTABLE, ...p } }));
