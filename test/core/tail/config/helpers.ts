/** Shared by the tail config tests: the panel's defaults, and gRPC's own check of a service config. */
import { Client, credentials } from '@grpc/grpc-js';
import type { HedgeSettings } from '@/core/tail/config/types';

export { cannot, lines, problems } from '../../overload/helpers';

/** The fields' defaults: hedge after 20 ms, 2 copies, no cap, no cancel, no per-attempt timeout. */
export const HEDGE_DEFAULTS: HedgeSettings = {
  delay: 0.02,
  percentile: null,
  copies: 2,
  cap: null,
  cancel: false,
  timeout: null,
};

/**
 * Hands the text to @grpc/grpc-js as a channel's `grpc.service_config`, its public way in: the
 * Client's constructor parses and validates it (resolving-load-balancer.ts calls
 * validateServiceConfig) and throws on an invalid config. Nothing connects: the channel stays idle
 * and is closed at once.
 */
export function grpcAccepts(text: string): void {
  const client = new Client('localhost:1', credentials.createInsecure(), {
    'grpc.service_config': text,
  });
  client.close();
}

/** The gRPC service config, parsed: the members the tests read. */
export interface HedgeJson {
  '//': string[];
  methodConfig: {
    name: { service?: string; method?: string }[];
    timeout?: string;
    hedgingPolicy?: { maxAttempts: number; hedgingDelay: string; nonFatalStatusCodes: string[] };
  }[];
  retryThrottling?: unknown;
}

/** The Envoy snippet, parsed: the members the tests read. */
export interface HedgeYaml {
  routes: {
    match: { prefix: string };
    route: {
      cluster: string;
      timeout?: string;
      retry_policy?: {
        retry_on: string;
        num_retries: number;
        per_try_timeout: string;
        retry_back_off: { base_interval: string; max_interval: string };
      };
      hedge_policy?: { hedge_on_per_try_timeout: boolean };
    };
  }[];
  clusters?: {
    name: string;
    circuit_breakers: {
      thresholds: {
        priority: string;
        retry_budget: { budget_percent: { value: number }; min_retry_concurrency: number };
      }[];
    };
  }[];
}
