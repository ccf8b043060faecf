/**
 * Envoy: the route's retry_policy and the cluster's circuit-breaker retry_budget. Sources:
 * api/envoy/config/route/v3/route_components.proto (RetryPolicy.num_retries; RetryBackOff:
 * base_interval required and > 0, under 1 ms rounded up to 1 ms; max_interval ≥ base_interval,
 * default 10 × base_interval), source/common/common/backoff_strategy.cc (retry n waits
 * random() % min(base_interval·2^(n−1), max_interval) ms), and
 * api/envoy/config/cluster/v3/circuit_breaker.proto (RetryBudget: budget_percent of active plus
 * pending requests, default 20%; min_retry_concurrency, default 3). RetryPolicy.per_try_timeout is
 * each attempt's timeout (a timed-out attempt is retried under `5xx`); RouteAction.timeout
 * (default 15 s) covers the whole request, every attempt and backoff included.
 */
import { issueLines } from '../../emit/comments';
import { protobufDuration } from '../../emit/durations';
import { configNumber, messageNumber } from '../../emit/numbers';
import { YamlNumber, yamlDocument } from '../../emit/yaml';
import {
  HEADER_SUFFIX,
  nearlyEqual,
  toMilliseconds,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

/** Envoy's default min_retry_concurrency, written as is (see the mapping note). */
export const ENVOY_MIN_RETRY_CONCURRENCY = 3;

const ms = (n: number): string => protobufDuration(n / 1000);

export function envoyRetryConfig(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const numRetries = Math.max(0, s.attempts - 1);

  // Retry n waits U[0, min(base_interval·2^(n−1), max_interval)): base_interval = 2·base is the
  // panel's U(0, min(cap, base·2^n)); with 2·base ≥ cap, base_interval = cap is the same.
  const startSeconds = Math.min(2 * s.base, s.cap);
  const start = toMilliseconds(startSeconds);
  const cap = toMilliseconds(s.cap);
  const baseMs = Math.max(1, start.ms);
  const maxMs = Math.max(baseMs, cap.ms);
  if (numRetries >= 1) {
    if (startSeconds <= 0) {
      issues.push({
        level: 'cannot',
        text: `base_interval must be greater than zero: no backoff (base ${messageNumber(s.base)} s, cap ${messageNumber(s.cap)} s) is written as 1 ms, so retries wait a few milliseconds.`,
      });
    } else if (!nearlyEqual(startSeconds * 1000, baseMs) || !nearlyEqual(s.cap * 1000, maxMs)) {
      // Against what is written: a positive start of 10⁻¹² s or less is "exactly" 0 ms, but 1 ms
      // is written (as in detection/config/envoy.ts).
      issues.push({
        level: 'cannot',
        text: `Envoy's backoff counts whole milliseconds (under 1 ms rounds up to 1 ms): base_interval ${messageNumber(startSeconds)} s and max_interval ${messageNumber(s.cap)} s are written as ${ms(baseMs)} and ${ms(maxMs)}.`,
      });
    }
    issues.push({
      level: 'note',
      text: `Envoy's fully jittered backoff waits random(0, min(base_interval·2^(n−1), max_interval)) ms before retry n: base_interval = 2 × base = ${ms(baseMs)} gives U(0, min(cap, base·2^n)), the panel's full jitter, in whole milliseconds.`,
    });
  }

  // The per-attempt timeout, in whole milliseconds (0 would mean no per-try timeout).
  const perTry = toMilliseconds(s.timeout);
  const perTryMs = Math.max(1, perTry.ms);
  if (!perTry.exact || perTryMs !== perTry.ms) {
    issues.push({
      level: 'cannot',
      text: `Envoy counts per_try_timeout in whole milliseconds (at least 1 ms): the timeout ${messageNumber(s.timeout)} s is written as ${ms(perTryMs)}.`,
    });
  }
  // The longest a request can take: every attempt timing out, each backoff at its window's end.
  let routeMs = s.attempts * perTryMs;
  for (let n = 1; n <= numRetries; n++) routeMs += Math.min(baseMs * 2 ** (n - 1), maxMs);
  issues.push({
    level: 'note',
    text: `per_try_timeout = the panel's timeout (${ms(perTryMs)}) is each attempt's own, and a timed-out attempt is retried (retry_on 5xx). The route's timeout covers the whole request (Envoy's default 15 s): ${s.attempts} × per_try_timeout + the longest backoffs = ${ms(routeMs)} is written, so it never cuts a request the panel would still retry.`,
  });

  // As written: 0.07 × 100 is 7.000000000000001, written and reported as 7.
  const percent = Number(configNumber(Math.min(100, s.percent * 100)));
  if (s.percent * 100 > 100) {
    issues.push({
      level: 'cannot',
      text: `budget_percent is at most 100%: ${configNumber(s.percent * 100)}% is written as 100%.`,
    });
  }
  issues.push({
    level: 'warning',
    text: `Approximate budget. Envoy's retry_budget caps concurrent retries at budget_percent of the active and pending requests (never below min_retry_concurrency); the panel's budgets cap a rate of retries over time. budget_percent is the panel's percent (${configNumber(percent)}%): by Little's law, when a retry lasts as long as a request, a cap on concurrent retries is the same share of the traffic now, but with no memory (no ttl) and no tokens saved for bursts. min_retry_concurrency stays at Envoy's default ${ENVOY_MIN_RETRY_CONCURRENCY}: the panel's reserve of ${configNumber(s.minPerSecond)} retries/s is that rate times a retry's latency in concurrent retries, and the latency is not a setting here.`,
  });
  issues.push({
    level: 'note',
    text: 'The budget is kept by each Envoy for each cluster: with one sidecar per client instance, per client instance. Setting retry_budget replaces the max_retries circuit breaker.',
  });

  const header = `Envoy: route retry_policy (attempts, full-jitter backoff) and cluster retry_budget ${HEADER_SUFFIX}`;
  const text = yamlDocument(
    {
      '#route': 'In the virtual host (config.route.v3.VirtualHost):',
      routes: [
        {
          match: { prefix: '/' },
          route: {
            cluster: 'backend',
            timeout: ms(routeMs),
            retry_policy: {
              retry_on: '5xx,reset,connect-failure,refused-stream',
              num_retries: new YamlNumber(String(numRetries)),
              per_try_timeout: ms(perTryMs),
              retry_back_off: { base_interval: ms(baseMs), max_interval: ms(maxMs) },
            },
          },
        },
      ],
      '#cluster': 'In the cluster (config.cluster.v3.Cluster):',
      clusters: [
        {
          name: 'backend',
          circuit_breakers: {
            thresholds: [
              {
                priority: 'DEFAULT',
                retry_budget: {
                  budget_percent: { value: new YamlNumber(configNumber(percent)) },
                  min_retry_concurrency: new YamlNumber(String(ENVOY_MIN_RETRY_CONCURRENCY)),
                },
              },
            ],
          },
        },
      ],
    },
    [header, ...issueLines(issues)],
  );
  return {
    platform: 'envoy',
    title: 'Envoy',
    language: 'yaml',
    header,
    text,
    issues,
    policies: numRetries >= 1 ? ['retries'] : [],
    approximate: ['finagle'],
    written: {
      num_retries: numRetries,
      base_interval: baseMs / 1000,
      max_interval: maxMs / 1000,
      per_try_timeout: perTryMs / 1000,
      timeout: routeMs / 1000,
      budget_percent: percent,
      min_retry_concurrency: ENVOY_MIN_RETRY_CONCURRENCY,
    },
  };
}
