import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envoyRetryConfig } from '@/core/overload/config/envoy';
import {
  cannot,
  CONFIG_DEFAULTS as DEFAULTS,
  envoyYaml,
  lines,
  problems,
  type EnvoyYaml,
} from '../helpers';

describe('the defaults', () => {
  it('Envoy: num_retries 2, back-off 100 ms / 1 s, budget 20% with the default floor of 3', () => {
    const e = envoyRetryConfig(DEFAULTS);
    const y = parse(e.text) as EnvoyYaml;
    expect(y.routes[0]?.route.retry_policy).toEqual({
      retry_on: '5xx,reset,connect-failure,refused-stream',
      num_retries: 2,
      per_try_timeout: '1s',
      retry_back_off: { base_interval: '0.1s', max_interval: '1s' },
    });
    // Each attempt times out after the panel's 1 s; the route's timeout lets all 3 run:
    // 3 × 1 s + the longest backoffs, 0.1 s and 0.2 s = 3.3 s (Envoy's default would be 15 s).
    expect(y.routes[0]?.route.timeout).toBe('3.3s');
    expect(y.clusters[0]?.circuit_breakers.thresholds).toEqual([
      {
        priority: 'DEFAULT',
        retry_budget: { budget_percent: { value: 20 }, min_retry_concurrency: 3 },
      },
    ]);
    expect(cannot(e.issues)).toEqual([]);
    expect(problems(e.issues).map((i) => i.text)).toEqual([
      expect.stringMatching(/^Approximate budget\. .*concurrent retries.*Little's law/),
    ]);
    expect(e.policies).toEqual(['retries']);
    expect(e.approximate).toEqual(['finagle']);
  });
});

describe('Envoy limits', () => {
  it('counts whole milliseconds, at least 1', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, base: 0.0001 });
    expect(cannot(e.issues)).toEqual([
      expect.stringMatching(
        /whole milliseconds \(under 1 ms rounds up to 1 ms\): base_interval 0\.0002 s .* written as 0\.001s/,
      ),
    ]);
    expect(
      envoyYaml({ ...DEFAULTS, base: 0.0001 }).routes[0]?.route.retry_policy.retry_back_off,
    ).toEqual({ base_interval: '0.001s', max_interval: '1s' });
    expect(cannot(envoyRetryConfig({ ...DEFAULTS, base: 0.0035 }).issues)).toEqual([]);
  });

  it('caps budget_percent at 100%', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, percent: 5 });
    expect(cannot(e.issues)).toEqual(['budget_percent is at most 100%: 500% is written as 100%.']);
    expect(
      envoyYaml({ ...DEFAULTS, percent: 0.07 }).clusters[0]?.circuit_breakers.thresholds[0]
        ?.retry_budget.budget_percent.value,
    ).toBe(7);
  });
});

// Envoy's backoff counts whole milliseconds: even a base_interval far below 1 ms is written as
// 1 ms, and the snippet says so rather than rounding it silently.
describe('Envoy: a positive base_interval under 10⁻¹² s is said to be rounded up to 1 ms', () => {
  it('base 5e-14 s (2 × base = 1e-13 s) is written as 0.001s, with the whole-milliseconds issue', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, base: 5e-14 });
    expect(e.text).toContain("base_interval: '0.001s'\n");
    expect(e.issues).toContainEqual({
      level: 'cannot',
      text: "Envoy's backoff counts whole milliseconds (under 1 ms rounds up to 1 ms): base_interval 1e-13 s and max_interval 1 s are written as 0.001s and 1s.",
    });
    expect(e.written.base_interval).toBe(0.001);
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, no backoff, values the platform cannot hold, rounding), every line, issue and written value.
describe('Envoy, whole snippets', () => {
  const HEADER =
    'Envoy: route retry_policy (attempts, full-jitter backoff) and cluster retry_budget (Reliability Lab, #/overload)';
  const budget = (percent: string, reserve: string) =>
    `Approximate budget. Envoy's retry_budget caps concurrent retries at budget_percent of the active and pending requests (never below min_retry_concurrency); the panel's budgets cap a rate of retries over time. budget_percent is the panel's percent (${percent}%): by Little's law, when a retry lasts as long as a request, a cap on concurrent retries is the same share of the traffic now, but with no memory (no ttl) and no tokens saved for bursts. min_retry_concurrency stays at Envoy's default 3: the panel's reserve of ${reserve} retries/s is that rate times a retry's latency in concurrent retries, and the latency is not a setting here.`;
  const SIDECAR = {
    level: 'note',
    text: 'The budget is kept by each Envoy for each cluster: with one sidecar per client instance, per client instance. Setting retry_budget replaces the max_retries circuit breaker.',
  };
  const jitter = (base: string) => ({
    level: 'note',
    text: `Envoy's fully jittered backoff waits random(0, min(base_interval·2^(n−1), max_interval)) ms before retry n: base_interval = 2 × base = ${base} gives U(0, min(cap, base·2^n)), the panel's full jitter, in whole milliseconds.`,
  });
  const timeoutNote = (attempts: number, route: string) => ({
    level: 'note',
    text: `per_try_timeout = the panel's timeout (1s) is each attempt's own, and a timed-out attempt is retried (retry_on 5xx). The route's timeout covers the whole request (Envoy's default 15 s): ${attempts} × per_try_timeout + the longest backoffs = ${route} is written, so it never cuts a request the panel would still retry.`,
  });
  const yaml = (
    comments: string[],
    retries: number,
    base: string,
    max: string,
    percent: string,
    route: string,
  ) =>
    lines(
      `# ${HEADER}`,
      ...comments.map((c) => `# ${c}`),
      '# In the virtual host (config.route.v3.VirtualHost):',
      'routes:',
      '  - match:',
      "      prefix: '/'",
      '    route:',
      '      cluster: backend',
      `      timeout: '${route}'`,
      '      retry_policy:',
      "        retry_on: '5xx,reset,connect-failure,refused-stream'",
      `        num_retries: ${retries}`,
      "        per_try_timeout: '1s'",
      '        retry_back_off:',
      `          base_interval: '${base}'`,
      `          max_interval: '${max}'`,
      '# In the cluster (config.cluster.v3.Cluster):',
      'clusters:',
      '  - name: backend',
      '    circuit_breakers:',
      '      thresholds:',
      '        - priority: DEFAULT',
      '          retry_budget:',
      '            budget_percent:',
      `              value: ${percent}`,
      '            min_retry_concurrency: 3',
      '',
    );

  it('the defaults: 2 retries, back-off 100 ms to 1 s, budget 20% with the floor of 3', () => {
    const e = envoyRetryConfig(DEFAULTS);
    // Route timeout: 3 × 1000 ms + min(100, 1000) + min(200, 1000) ms = 3300 ms.
    expect(e.text).toBe(yaml([`WARNING: ${budget('20', '10')}`], 2, '0.1s', '1s', '20', '3.3s'));
    expect(e).toEqual({
      platform: 'envoy',
      title: 'Envoy',
      language: 'yaml',
      header: HEADER,
      text: e.text,
      issues: [
        jitter('0.1s'),
        timeoutNote(3, '3.3s'),
        { level: 'warning', text: budget('20', '10') },
        SIDECAR,
      ],
      policies: ['retries'],
      approximate: ['finagle'],
      written: {
        num_retries: 2,
        base_interval: 0.1,
        max_interval: 1,
        per_try_timeout: 1,
        timeout: 3.3,
        budget_percent: 20,
        min_retry_concurrency: 3,
      },
    });
  });

  it('a single attempt: num_retries 0, no back-off note, no retry policy among the policies', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, attempts: 1 });
    // One attempt, no backoff: the route's timeout is the attempt's, 1 s.
    expect(e.text).toBe(yaml([`WARNING: ${budget('20', '10')}`], 0, '0.1s', '1s', '20', '1s'));
    expect(e.issues).toEqual([
      timeoutNote(1, '1s'),
      { level: 'warning', text: budget('20', '10') },
      SIDECAR,
    ]);
    expect(e.policies).toEqual([]);
    expect(e.approximate).toEqual(['finagle']);
  });

  it('two attempts without backoff: base_interval must be above zero, 1 ms is written', () => {
    const cannot =
      'base_interval must be greater than zero: no backoff (base 0 s, cap 1 s) is written as 1 ms, so retries wait a few milliseconds.';
    const e = envoyRetryConfig({ ...DEFAULTS, attempts: 2, base: 0 });
    expect(e.text).toBe(
      yaml(
        [`CANNOT EXPRESS: ${cannot}`, `WARNING: ${budget('20', '10')}`],
        1,
        '0.001s',
        '1s',
        '20',
        '2.001s', // 2 × 1000 ms + min(1, 1000) ms
      ),
    );
    expect(e.issues).toEqual([
      { level: 'cannot', text: cannot },
      jitter('0.001s'),
      timeoutNote(2, '2.001s'),
      { level: 'warning', text: budget('20', '10') },
      SIDECAR,
    ]);
    expect(e.policies).toEqual(['retries']);
    expect(e.written).toEqual({
      num_retries: 1,
      base_interval: 0.001,
      max_interval: 1,
      per_try_timeout: 1,
      timeout: 2.001,
      budget_percent: 20,
      min_retry_concurrency: 3,
    });
    // A cap of 0 is no backoff too.
    expect(envoyRetryConfig({ ...DEFAULTS, cap: 0 }).issues[0]).toEqual({
      level: 'cannot',
      text: 'base_interval must be greater than zero: no backoff (base 0.05 s, cap 0 s) is written as 1 ms, so retries wait a few milliseconds.',
    });
  });

  it('whole milliseconds: a back-off that rounds, and one below 1 ms in both fields', () => {
    // 2 × 0.0123 s = 24.6 ms → 25 ms; the cap 2.0004 s → 2000 ms.
    const e = envoyRetryConfig({ ...DEFAULTS, base: 0.0123, cap: 2.0004, percent: 0.055 });
    const cannot =
      "Envoy's backoff counts whole milliseconds (under 1 ms rounds up to 1 ms): base_interval 0.0246 s and max_interval 2.0004 s are written as 0.025s and 2s.";
    expect(e.text).toBe(
      yaml(
        [`CANNOT EXPRESS: ${cannot}`, `WARNING: ${budget('5.5', '10')}`],
        2,
        '0.025s',
        '2s',
        '5.5',
        '3.075s', // 3 × 1000 ms + min(25, 2000) + min(50, 2000) ms
      ),
    );
    expect(e.written).toEqual({
      num_retries: 2,
      base_interval: 0.025,
      max_interval: 2,
      per_try_timeout: 1,
      timeout: 3.075,
      budget_percent: 5.5,
      min_retry_concurrency: 3,
    });
    // A cap of 10⁻¹³ s is 0 ms: both intervals are written as 1 ms, which is not the cap.
    const tiny = envoyRetryConfig({ ...DEFAULTS, base: 1, cap: 1e-13 });
    expect(tiny.issues[0]).toEqual({
      level: 'cannot',
      text: "Envoy's backoff counts whole milliseconds (under 1 ms rounds up to 1 ms): base_interval 1e-13 s and max_interval 1e-13 s are written as 0.001s and 0.001s.",
    });
    expect(tiny.written.max_interval).toBe(0.001);
  });

  it('a budget of exactly 100% is allowed as it is; the reserve is quoted in the warning', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, percent: 1, minPerSecond: 2.5 });
    expect(e.issues.filter((i) => i.level !== 'note')).toEqual([
      { level: 'warning', text: budget('100', '2.5') },
    ]);
    expect(e.text).toContain('\n              value: 100\n');
  });
});

describe('Envoy: the per-attempt timeout', () => {
  it('is per_try_timeout in whole milliseconds, at least 1 ms, and said when rounded', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, timeout: 0.0004 });
    expect(e.issues).toContainEqual({
      level: 'cannot',
      text: 'Envoy counts per_try_timeout in whole milliseconds (at least 1 ms): the timeout 0.0004 s is written as 0.001s.',
    });
    expect(
      envoyYaml({ ...DEFAULTS, timeout: 0.0004 }).routes[0]?.route.retry_policy.per_try_timeout,
    ).toBe('0.001s');
    // 2.5 s is exact: 3 × 2500 ms + 100 + 200 ms = 7800 ms.
    const y = envoyYaml({ ...DEFAULTS, timeout: 2.5 });
    expect(y.routes[0]?.route.retry_policy.per_try_timeout).toBe('2.5s');
    expect(y.routes[0]?.route.timeout).toBe('7.8s');
    expect(cannot(envoyRetryConfig({ ...DEFAULTS, timeout: 2.5 }).issues)).toEqual([]);
  });
});
