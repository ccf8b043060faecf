import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envoyHedging } from '@/core/tail/config/envoy';
import type { HedgeSettings } from '@/core/tail/config/types';
import { cannot, HEDGE_DEFAULTS as DEFAULTS, lines, problems, type HedgeYaml } from './helpers';

const yaml = (s: HedgeSettings) => parse(envoyHedging(s).text) as HedgeYaml;
/** "0.02s" → 0.02 */
const seconds = (text: string | undefined) => Number((text ?? '').replace(/s$/, ''));

const HEADER =
  'Envoy: route hedge_policy with retry_policy, a copy at each per-try timeout (Reliability Lab, #/tail)';
const MAX_RETRIES =
  "Envoy counts each hedge as a retry: the cluster's max_retries circuit breaker (default 3) lets at most 3 copies and retries be in flight per Envoy and cluster, and sends no copy beyond that. Raise max_retries, or set a retry_budget, for your traffic.";
const ROUTE_TIMEOUT = {
  level: 'note',
  text: "The route's timeout (Envoy's default 15 s) covers every copy together; per_try_timeout is what sends the next copy and cuts none.",
};
const BACKOFF = {
  level: 'note',
  text: 'Envoy waits a jittered back-off before every retry, hedges included: random() % min(base_interval·2^(n−1), max_interval) ms, 25 ms base by default. base_interval = max_interval = 1 ms makes it 0, so copy n goes at n × per_try_timeout as the panel sends it.',
};
const RETRY_ON = {
  level: 'note',
  text: 'retry_on is there because hedge_on_per_try_timeout needs a retry_policy that retries some error: such an error before the per-try timeout sends the next copy at once (and uses one of num_retries); after it, the error is dropped while another copy is out. hedge_policy has no initial_requests or additional_request_chance: Envoy does not implement them.',
};
const RESETS = {
  level: 'note',
  text: 'Envoy always resets the other upstream requests as soon as one response is chosen; it cannot let them run as the panel does with cancel off, so the load is at most what the panel counts.',
};
const route = (extra: string[], numRetries: number, perTry: string) => [
  '# In the virtual host (config.route.v3.VirtualHost):',
  'routes:',
  '  - match:',
  "      prefix: '/'",
  '    route:',
  '      cluster: backend',
  ...extra,
  '      retry_policy:',
  "        retry_on: '5xx,reset,connect-failure,refused-stream'",
  `        num_retries: ${numRetries}`,
  `        per_try_timeout: '${perTry}'`,
  '        retry_back_off:',
  "          base_interval: '0.001s'",
  "          max_interval: '0.001s'",
  '      hedge_policy:',
  '        hedge_on_per_try_timeout: true',
];

// The whole snippet for the defaults, written out by hand and read against
// api/envoy/config/route/v3/route_components.proto (RouteAction.retry_policy and .hedge_policy;
// RetryPolicy.retry_on, num_retries, per_try_timeout, retry_back_off.base_interval/max_interval;
// HedgePolicy.hedge_on_per_try_timeout, which needs a retry policy that retries some error),
// source/common/router/retry_state_impl.cc (shouldHedgeRetryPerTryTimeout is a retry: it takes a
// retry, checks the retry circuit breaker and arms the back-off timer) and
// api/envoy/config/cluster/v3/circuit_breaker.proto (max_retries, default 3).
describe('the defaults', () => {
  it('one retry at a per-try timeout of 20 ms, hedged, with no back-off added', () => {
    const e = envoyHedging(DEFAULTS);
    expect(e.text).toBe(
      lines(
        `# ${HEADER}`,
        '# Inputs: hedge after 0.02 s, 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.',
        '# From them: num_retries = copies − 1 (1), per_try_timeout = the hedge delay (0.02s), a back-off of 1 ms, so none is added.',
        `# WARNING: ${MAX_RETRIES}`,
        ...route([], 1, '0.02s'),
        '',
      ),
    );
    expect(e).toEqual({
      id: 'envoy',
      title: 'Envoy',
      language: 'yaml',
      header: HEADER,
      text: e.text,
      issues: [{ level: 'warning', text: MAX_RETRIES }, ROUTE_TIMEOUT, BACKOFF, RETRY_ON, RESETS],
      written: {
        num_retries: 1,
        per_try_timeout: 0.02,
        base_interval: 0.001,
        max_interval: 0.001,
        hedge_on_per_try_timeout: true,
      },
    });
  });

  it('parses as YAML, and the numbers read back', () => {
    const y = yaml(DEFAULTS);
    expect(y.routes).toHaveLength(1);
    const r = y.routes[0]?.route;
    expect(r?.retry_policy?.num_retries).toBe(DEFAULTS.copies - 1);
    expect(seconds(r?.retry_policy?.per_try_timeout)).toBe(DEFAULTS.delay);
    expect(seconds(r?.retry_policy?.retry_back_off.base_interval)).toBe(0.001);
    expect(seconds(r?.retry_policy?.retry_back_off.max_interval)).toBe(0.001);
    expect(r?.hedge_policy).toEqual({ hedge_on_per_try_timeout: true });
    expect(r?.timeout).toBeUndefined();
    expect(y.clusters).toBeUndefined();
  });
});

describe('the inputs, read back from the YAML', () => {
  it('copies, a percentile’s delay, a cap and a timeout', () => {
    const s = { ...DEFAULTS, copies: 4, percentile: 0.95, delay: 0.05, cap: 0.07, timeout: 0.2 };
    const y = yaml(s);
    const r = y.routes[0]?.route;
    expect(r?.retry_policy?.num_retries).toBe(3);
    expect(seconds(r?.retry_policy?.per_try_timeout)).toBe(0.05);
    // 3 × 0.05 + 0.2
    expect(seconds(r?.timeout)).toBe(0.35);
    // 0.07 × 100 is 7.000000000000001: written as 7.
    expect(y.clusters?.[0]?.circuit_breakers.thresholds).toEqual([
      {
        priority: 'DEFAULT',
        retry_budget: { budget_percent: { value: 7 }, min_retry_concurrency: 3 },
      },
    ]);
    expect(envoyHedging(s).written).toEqual({
      num_retries: 3,
      per_try_timeout: 0.05,
      base_interval: 0.001,
      max_interval: 0.001,
      hedge_on_per_try_timeout: true,
      timeout: 0.35,
      budget_percent: 7,
      min_retry_concurrency: 3,
    });
  });
});

describe('what Envoy cannot say, or does differently', () => {
  it('a percentile hedge: the leaf’s pN now, with a warning', () => {
    const e = envoyHedging({ ...DEFAULTS, percentile: 0.95, delay: 0.05 });
    expect(problems(e.issues)[0]).toEqual({
      level: 'warning',
      text: "Envoy's per_try_timeout is fixed: the p95 hedge is written as the leaf's p95 now, 0.05 s (0.05s). When the leaf's latency shifts, the copies no longer go at its p95.",
    });
  });

  it('a cap: approximately, as the cluster’s retry_budget, and said so', () => {
    const e = envoyHedging({ ...DEFAULTS, cap: 0.02 });
    expect(problems(e.issues)).toEqual([
      {
        level: 'warning',
        text: "Approximate cap. Envoy counts each hedge as a retry, so the cluster's retry_budget limits the copies: at most budget_percent of the active and pending requests in flight at once (never below min_retry_concurrency), where the panel caps a share of the requests sent. budget_percent is the cap (2%): by Little's law, when a copy lasts as long as a request, that is the same share of the traffic now, but with no memory. min_retry_concurrency stays at Envoy's default 3, so at low traffic up to 3 copies go whatever the share. The budget also counts the retries of errors.",
      },
    ]);
    expect(e.text).toContain(
      lines(
        '        hedge_on_per_try_timeout: true',
        '# In the cluster (config.cluster.v3.Cluster):',
        'clusters:',
        '  - name: backend',
        '    circuit_breakers:',
        '      thresholds:',
        '        - priority: DEFAULT',
        '          retry_budget:',
        '            budget_percent:',
        '              value: 2',
        '            min_retry_concurrency: 3',
        '',
      ),
    );
    expect(e.text).toContain(
      '# From them: num_retries = copies − 1 (1), per_try_timeout = the hedge delay (0.02s), a back-off of 1 ms, so none is added, budget_percent = the cap (2).\n',
    );
  });

  it('whole milliseconds: a delay that rounds, and one under 1 ms', () => {
    const e = envoyHedging({ ...DEFAULTS, delay: 0.0123456 });
    expect(cannot(e.issues)).toEqual([
      'Envoy counts per_try_timeout in whole milliseconds (at least 1 ms): the hedge delay 0.0123456 s is written as 0.012s.',
    ]);
    expect(e.written.per_try_timeout).toBe(0.012);
    const tiny = envoyHedging({ ...DEFAULTS, delay: 0.0002 });
    expect(cannot(tiny.issues)).toEqual([
      'Envoy counts per_try_timeout in whole milliseconds (at least 1 ms): the hedge delay 0.0002 s is written as 0.001s.',
    ]);
    expect(
      seconds(yaml({ ...DEFAULTS, delay: 0.0002 }).routes[0]?.route.retry_policy?.per_try_timeout),
    ).toBe(0.001);
    expect(cannot(envoyHedging({ ...DEFAULTS, delay: 0.035 }).issues)).toEqual([]);
  });

  it('a per-attempt timeout: the route’s timeout, when the last copy would time out', () => {
    const e = envoyHedging({ ...DEFAULTS, copies: 3, timeout: 0.2 });
    expect(e.issues).toEqual([
      { level: 'warning', text: MAX_RETRIES },
      {
        level: 'warning',
        text: "Envoy has no per-attempt timeout when hedging: per_try_timeout is what sends the next copy and cuts none, and the route's timeout covers every copy together. num_retries × per_try_timeout + the per-attempt timeout = 2 × 0.02 + 0.2 = 0.24 s is written as the route's timeout, when the last copy would time out; an earlier copy is not cut at 0.2 s and may still answer until then.",
      },
      BACKOFF,
      RETRY_ON,
      RESETS,
    ]);
    expect(e.text).toContain(lines(...route(["      timeout: '0.24s'"], 2, '0.02s'), ''));
    expect(e.written.timeout).toBe(0.24);
    const rounded = envoyHedging({ ...DEFAULTS, timeout: 0.2004 });
    expect(cannot(rounded.issues)).toEqual([
      'Envoy counts the route timeout in whole milliseconds (at least 1 ms): 0.2204 s is written as 0.22s.',
    ]);
  });
});

describe('one copy', () => {
  it('nothing to hedge: the route alone, a note saying why', () => {
    const e = envoyHedging({ ...DEFAULTS, copies: 1, cap: 0.02, percentile: 0.9 });
    expect(e.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 copy there is nothing to hedge: no retry_policy or hedge_policy is written.',
      },
    ]);
    expect(yaml({ ...DEFAULTS, copies: 1 })).toEqual({
      routes: [{ match: { prefix: '/' }, route: { cluster: 'backend' } }],
    });
    expect(e.written).toEqual({});
  });

  it('with a timeout: the route’s timeout is the attempt’s, exactly', () => {
    const e = envoyHedging({ ...DEFAULTS, copies: 1, timeout: 0.25 });
    expect(problems(e.issues)).toEqual([]);
    expect(e.text).toContain(
      '# From them: no hedging (1 copy), timeout = the per-attempt timeout (0.25s).\n',
    );
    expect(yaml({ ...DEFAULTS, copies: 1, timeout: 0.25 }).routes[0]?.route).toEqual({
      cluster: 'backend',
      timeout: '0.25s',
    });
    expect(e.written).toEqual({ timeout: 0.25 });
  });
});

it('with cancel on, the note says Envoy does as the panel does', () => {
  expect(envoyHedging({ ...DEFAULTS, cancel: true }).issues.at(-1)).toEqual({
    level: 'note',
    text: 'Envoy resets the other upstream requests as soon as one response is chosen, as the panel does with cancel on; over HTTP/1.1 a reset closes the connection.',
  });
});
