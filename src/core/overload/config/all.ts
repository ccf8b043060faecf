import { awsSdkConfig } from './aws';
import { envoyRetryConfig } from './envoy';
import { finagleRetryBudget } from './finagle';
import { grpcServiceConfig } from './grpc';
import { pollyPipeline } from './polly';
import { resilience4jConfig } from './resilience4j';
import type { OverloadConfigSettings, OverloadConfigSnippet } from './types';

/**
 * "Copy as config" for the overload panel: each platform's configuration of the simulated retry
 * policies from the panel's values (seconds, fractions), in the order the panel shows them.
 * Sources are in each platform's file.
 */
export function overloadConfigs(s: OverloadConfigSettings): readonly OverloadConfigSnippet[] {
  return [
    grpcServiceConfig(s),
    awsSdkConfig(s),
    finagleRetryBudget(s),
    envoyRetryConfig(s),
    resilience4jConfig(s),
    pollyPipeline(s),
  ];
}
