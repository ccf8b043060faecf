/**
 * Envoy: the route's hedge_policy and retry_policy, and the cluster's retry_budget for a cap.
 * Sources: api/envoy/config/route/v3/route_components.proto (RouteAction.hedge_policy and
 * .timeout, default 15 s, covering all retries; HedgePolicy.hedge_on_per_try_timeout: at the
 * per-try timeout a retry goes without resetting the request still out, and needs a retry_policy
 * that retries some error; initial_requests and additional_request_chance are
 * [#not-implemented-hide:]; RetryPolicy.per_try_timeout, num_retries; RetryBackOff.base_interval
 * under 1 ms rounded up to 1 ms), source/common/router/retry_state_impl.cc (a hedge on per-try
 * timeout is a retry: it takes one of num_retries, is refused when the cluster's retry circuit
 * breaker is full, and waits the back-off timer first), source/common/router/router.cc
 * (onSoftPerTryTimeout), source/common/common/backoff_strategy.cc (retry n waits
 * random() % min(base_interval·2^(n−1), max_interval) ms), and
 * api/envoy/config/cluster/v3/circuit_breaker.proto (max_retries, default 3; RetryBudget:
 * budget_percent of active plus pending requests, min_retry_concurrency default 3).
 */
import { issueLines } from '../../emit/comments';
import { protobufDuration } from '../../emit/durations';
import { configNumber, messageNumber } from '../../emit/numbers';
import { YamlNumber, yamlDocument } from '../../emit/yaml';
import { nearlyEqual, toMilliseconds } from '../../overload/config/types';
import {
  HEDGE_TITLES,
  HEADER_SUFFIX,
  inputsLine,
  percentileName,
  type ConfigIssue,
  type HedgeSettings,
  type HedgeSnippet,
} from './types';

/** Envoy's defaults for the retry circuit breaker and the retry budget's floor. */
export const ENVOY_MAX_RETRIES = 3;
export const ENVOY_MIN_RETRY_CONCURRENCY = 3;

/** The back-off written so that random() % 1 ms adds no wait before a copy. */
const BACKOFF_MS = 1;

const ms = (n: number): string => protobufDuration(n / 1000);

export function envoyHedging(s: HedgeSettings): HedgeSnippet {
  const issues: ConfigIssue[] = [];
  const hedges = s.copies >= 2;
  const numRetries = Math.max(0, s.copies - 1);
  if (!hedges) {
    issues.push({
      level: 'note',
      text: 'With 1 copy there is nothing to hedge: no retry_policy or hedge_policy is written.',
    });
  }

  // Envoy reads per_try_timeout in whole milliseconds, and 0 would be no per-try timeout at all.
  const perTryMs = Math.max(1, toMilliseconds(s.delay).ms);
  if (hedges && !nearlyEqual(s.delay * 1000, perTryMs)) {
    issues.push({
      level: 'cannot',
      text: `Envoy counts per_try_timeout in whole milliseconds (at least 1 ms): the hedge delay ${messageNumber(s.delay)} s is written as ${ms(perTryMs)}.`,
    });
  }
  if (hedges && s.percentile !== null) {
    const p = percentileName(s.percentile);
    issues.push({
      level: 'warning',
      text: `Envoy's per_try_timeout is fixed: the ${p} hedge is written as the leaf's ${p} now, ${messageNumber(s.delay)} s (${ms(perTryMs)}). When the leaf's latency shifts, the copies no longer go at its ${p}.`,
    });
  }

  // The cap as budget_percent, only when there are hedges to limit.
  const percent = hedges && s.cap !== null ? Number(configNumber(s.cap * 100)) : null;
  if (percent !== null) {
    issues.push({
      level: 'warning',
      text: `Approximate cap. Envoy counts each hedge as a retry, so the cluster's retry_budget limits the copies: at most budget_percent of the active and pending requests in flight at once (never below min_retry_concurrency), where the panel caps a share of the requests sent. budget_percent is the cap (${configNumber(percent)}%): by Little's law, when a copy lasts as long as a request, that is the same share of the traffic now, but with no memory. min_retry_concurrency stays at Envoy's default ${ENVOY_MIN_RETRY_CONCURRENCY}, so at low traffic up to ${ENVOY_MIN_RETRY_CONCURRENCY} copies go whatever the share. The budget also counts the retries of errors.`,
    });
  } else if (hedges) {
    issues.push({
      level: 'warning',
      text: `Envoy counts each hedge as a retry: the cluster's max_retries circuit breaker (default ${ENVOY_MAX_RETRIES}) lets at most ${ENVOY_MAX_RETRIES} copies and retries be in flight per Envoy and cluster, and sends no copy beyond that. Raise max_retries, or set a retry_budget, for your traffic.`,
    });
  }

  // The route's timeout covers every copy: write it for when the last copy, sent at
  // num_retries × per_try_timeout, would time out. With one copy that is the per-attempt timeout.
  const routeSeconds = s.timeout === null ? null : numRetries * s.delay + s.timeout;
  const routeMs = routeSeconds === null ? null : Math.max(1, toMilliseconds(routeSeconds).ms);
  if (routeSeconds !== null && routeMs !== null && s.timeout !== null) {
    if (!nearlyEqual(routeSeconds * 1000, routeMs)) {
      issues.push({
        level: 'cannot',
        text: `Envoy counts the route timeout in whole milliseconds (at least 1 ms): ${messageNumber(routeSeconds)} s is written as ${ms(routeMs)}.`,
      });
    }
    if (hedges) {
      issues.push({
        level: 'warning',
        text: `Envoy has no per-attempt timeout when hedging: per_try_timeout is what sends the next copy and cuts none, and the route's timeout covers every copy together. num_retries × per_try_timeout + the per-attempt timeout = ${numRetries} × ${messageNumber(s.delay)} + ${messageNumber(s.timeout)} = ${messageNumber(routeSeconds)} s is written as the route's timeout, when the last copy would time out; an earlier copy is not cut at ${messageNumber(s.timeout)} s and may still answer until then.`,
      });
    }
  } else if (hedges) {
    issues.push({
      level: 'note',
      text: "The route's timeout (Envoy's default 15 s) covers every copy together; per_try_timeout is what sends the next copy and cuts none.",
    });
  }

  if (hedges) {
    issues.push({
      level: 'note',
      text: `Envoy waits a jittered back-off before every retry, hedges included: random() % min(base_interval·2^(n−1), max_interval) ms, 25 ms base by default. base_interval = max_interval = ${BACKOFF_MS} ms makes it 0, so copy n goes at n × per_try_timeout as the panel sends it.`,
    });
    issues.push({
      level: 'note',
      text: 'retry_on is there because hedge_on_per_try_timeout needs a retry_policy that retries some error: such an error before the per-try timeout sends the next copy at once (and uses one of num_retries); after it, the error is dropped while another copy is out. hedge_policy has no initial_requests or additional_request_chance: Envoy does not implement them.',
    });
    issues.push({
      level: 'note',
      text: s.cancel
        ? 'Envoy resets the other upstream requests as soon as one response is chosen, as the panel does with cancel on; over HTTP/1.1 a reset closes the connection.'
        : 'Envoy always resets the other upstream requests as soon as one response is chosen; it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
    });
  }

  const header = `Envoy: route hedge_policy with retry_policy, a copy at each per-try timeout ${HEADER_SUFFIX}`;
  const from = [
    ...(hedges
      ? [
          `num_retries = copies − 1 (${numRetries})`,
          `per_try_timeout = the hedge delay (${ms(perTryMs)})`,
          `a back-off of ${BACKOFF_MS} ms, so none is added`,
        ]
      : ['no hedging (1 copy)']),
    ...(routeMs === null
      ? []
      : [
          hedges
            ? `timeout = num_retries × per_try_timeout + the per-attempt timeout (${ms(routeMs)})`
            : `timeout = the per-attempt timeout (${ms(routeMs)})`,
        ]),
    ...(percent === null ? [] : [`budget_percent = the cap (${configNumber(percent)})`]),
  ];
  const text = yamlDocument(
    {
      '#route': 'In the virtual host (config.route.v3.VirtualHost):',
      routes: [
        {
          match: { prefix: '/' },
          route: {
            cluster: 'backend',
            timeout: routeMs === null ? undefined : ms(routeMs),
            retry_policy: hedges
              ? {
                  retry_on: '5xx,reset,connect-failure,refused-stream',
                  num_retries: new YamlNumber(String(numRetries)),
                  per_try_timeout: ms(perTryMs),
                  retry_back_off: { base_interval: ms(BACKOFF_MS), max_interval: ms(BACKOFF_MS) },
                }
              : undefined,
            hedge_policy: hedges ? { hedge_on_per_try_timeout: true } : undefined,
          },
        },
      ],
      '#cluster': percent === null ? undefined : 'In the cluster (config.cluster.v3.Cluster):',
      clusters:
        percent === null
          ? undefined
          : [
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
    [header, inputsLine(s), `From them: ${from.join(', ')}.`, ...issueLines(issues)],
  );
  return {
    id: 'envoy',
    title: HEDGE_TITLES.envoy,
    language: 'yaml',
    header,
    text,
    issues,
    written: {
      ...(hedges
        ? {
            num_retries: numRetries,
            per_try_timeout: perTryMs / 1000,
            base_interval: BACKOFF_MS / 1000,
            max_interval: BACKOFF_MS / 1000,
            hedge_on_per_try_timeout: true,
          }
        : {}),
      ...(routeMs === null ? {} : { timeout: routeMs / 1000 }),
      ...(percent === null
        ? {}
        : { budget_percent: percent, min_retry_concurrency: ENVOY_MIN_RETRY_CONCURRENCY }),
    },
  };
}
