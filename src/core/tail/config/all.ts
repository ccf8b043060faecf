import { envoyHedging } from './envoy';
import { finagleHedging } from './finagle';
import { grpcHedging } from './grpc';
import { pollyHedging } from './polly';
import type { HedgeSettings, HedgeSnippet } from './types';

/**
 * "Copy as config" for the tail panel: each platform's configuration of the panel's hedge from its
 * values (seconds, fractions), in the order the panel shows them. Sources are in each platform's
 * file.
 */
export function hedgingSnippets(s: HedgeSettings): readonly HedgeSnippet[] {
  return [grpcHedging(s), envoyHedging(s), pollyHedging(s), finagleHedging(s)];
}
