/** Shared by the overload tests: engine parameters, readers of the config exports, small helpers. */
import { parse } from 'yaml';
import { envoyRetryConfig } from '@/core/overload/config/envoy';
import { grpcServiceConfig } from '@/core/overload/config/grpc';
import { resilience4jConfig } from '@/core/overload/config/resilience4j';
import type { ConfigIssue, OverloadConfigSettings } from '@/core/overload/config/types';
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

// ---------------------------------------------------------------------------------------------
// The config exports (config/*.test.ts)
// ---------------------------------------------------------------------------------------------

/** The panel's defaults: attempts 3, base 50 ms, cap 1 s, 100 clients, gRPC 10 / 0.1, Finagle 20% / 10 s / 10 per s. */
export const CONFIG_DEFAULTS: OverloadConfigSettings = { ...SHAPE, ...BUDGETS, timeout: 1 };

/** Issues the user must act on (what the snippet's comments repeat). */
export const problems = (issues: readonly ConfigIssue[]) =>
  issues.filter((i) => i.level !== 'note');
/** The texts of the issues the platform cannot express. */
export const cannot = (issues: readonly ConfigIssue[]) =>
  issues.filter((i) => i.level === 'cannot').map((i) => i.text);

/** A snippet's expected text, one argument per line. */
export const lines = (...l: string[]) => l.join('\n');

/** The gRPC service config, parsed: the members the tests read. */
export interface GrpcJson {
  '//': string | string[];
  methodConfig: {
    name: object[];
    /** The whole call's deadline (gRFC A6). */
    timeout?: string;
    retryPolicy?: {
      maxAttempts: number;
      initialBackoff: string;
      maxBackoff: string;
      backoffMultiplier: number;
      retryableStatusCodes: string[];
    };
  }[];
  retryThrottling: { maxTokens: number; tokenRatio: number };
}
export const grpcJson = (s: OverloadConfigSettings) =>
  JSON.parse(grpcServiceConfig(s).text) as GrpcJson;

/** The Envoy snippet, parsed: the members the tests read. */
export interface EnvoyYaml {
  routes: {
    route: {
      timeout: string;
      retry_policy: {
        retry_on: string;
        num_retries: number;
        per_try_timeout: string;
        retry_back_off: { base_interval: string; max_interval: string };
      };
    };
  }[];
  clusters: {
    circuit_breakers: {
      thresholds: {
        priority: string;
        retry_budget: { budget_percent: { value: number }; min_retry_concurrency: number };
      }[];
    };
  }[];
}
export const envoyYaml = (s: OverloadConfigSettings) =>
  parse(envoyRetryConfig(s).text) as EnvoyYaml;

/** The Resilience4j snippet, parsed: the members the tests read. */
export interface R4jYaml {
  resilience4j: {
    retry: { instances: { backend: Record<string, unknown> } };
    circuitbreaker: { instances: { backend: Record<string, unknown> } };
    timelimiter: {
      instances: { backend: { timeoutDuration: string; cancelRunningFuture: boolean } };
    };
  };
}
export const r4jYaml = (s: OverloadConfigSettings) => parse(resilience4jConfig(s).text) as R4jYaml;

/** "0.1s" → 0.1 */
export const protoSeconds = (text: string) => Number(text.replace(/s$/, ''));

// ---------------------------------------------------------------------------------------------
// The policies' tests and the metastable comparison
// ---------------------------------------------------------------------------------------------

/** Calls `f` `n` times. */
export const repeat = (n: number, f: () => void) => {
  for (let i = 0; i < n; i++) f();
};

/**
 * Small runs, about 1,400 requests per policy: 20 requests/s against 40/s, 12/s in the trigger
 * [10, 20), so the backlog passes the 1-s timeout and the policies part ways (some recover, plain
 * retries stay down, breaker_all opens).
 */
export const SMALL: MetastableParams = {
  ...METASTABLE,
  rate: 20,
  capacity: 40,
  timeout: 1,
  dip: 0.3,
  trigger: 10,
  horizon: 70,
  attempts: 3,
  clients: 2,
  minPerSecond: 1,
  seed: 1,
};
