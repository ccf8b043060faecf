/**
 * The "Copy as config" exports of the overload panel, written out whole: for each platform, the
 * panel's defaults and inputs that take each branch (a single attempt, no backoff, values the
 * platform cannot hold, rounding), with every line, issue and written value spelled out by hand.
 */
import { describe, expect, it } from 'vitest';
import { awsSdkConfig } from '@/core/overload/config/aws';
import { envoyRetryConfig } from '@/core/overload/config/envoy';
import { finagleRetryBudget } from '@/core/overload/config/finagle';
import { grpcServiceConfig } from '@/core/overload/config/grpc';
import { pollyPipeline } from '@/core/overload/config/polly';
import type { OverloadConfigSettings } from '@/core/overload/config/types';
import { BUDGETS, SHAPE } from './fixtures';

/** The panel's defaults: attempts 3, base 50 ms, cap 1 s, 100 clients, gRPC 10 / 0.1, Finagle 20% / 10 s / 10 per s. */
const DEFAULTS: OverloadConfigSettings = { ...SHAPE, ...BUDGETS };
const lines = (...l: string[]) => l.join('\n');

describe('Finagle, whole snippets', () => {
  const HEADER =
    'Finagle: RetryBudget (ttl, reserve, percent) and a retry filter with jittered backoff (Reliability Lab, #/overload)';
  const IMPORTS = [
    'import com.twitter.conversions.DurationOps._',
    'import com.twitter.finagle.{Backoff, Http}',
    'import com.twitter.finagle.http.{Request, Response}',
    'import com.twitter.finagle.service.{RetryBudget, RetryExceptionsFilter, RetryPolicy}',
    'import com.twitter.finagle.stats.DefaultStatsReceiver',
    'import com.twitter.finagle.util.HighResTimer',
  ];
  const FILTER_NOTE = {
    level: 'note',
    text: 'The filter deposits once per request and withdraws once per retry, as the panel assumes; the client gets RetryBudget.Empty so its requeue filter neither deposits a second time nor retries on its own. Each client instance has its own budget.',
  };
  const EMPTY_NOTE = {
    level: 'note',
    text: 'With no percentage and no reserve, RetryBudget returns RetryBudget.Empty: no retry is ever allowed.',
  };
  /** The jitter warning with start = 2 × base = 100 ms. */
  const JITTER_100MS =
    'Finagle has no exact full jitter; Backoff.exponentialJittered (documented as full jitter, start = 2 × base) is the closest. It waits exactly start (0.1 s) before the first retry, where the panel draws U(0, 0.1 s), and exactly maximum once a window reaches it, where the panel draws U(0, cap). In its current source each later window is 2^k times the previous drawn delay, not start·2^(k−1). decorrelatedJittered and equalJittered also start at exactly start.';
  /** From the filter to the end, for `retries` retries of `attempts`. */
  const tail = (retries: number, plural: string) => [
    '',
    `// Up to ${plural} on timeouts and write failures; deposits per request, withdraws per retry.`,
    'val retries = new RetryExceptionsFilter[Request, Response](',
    `  RetryPolicy.backoff[Try[Nothing]](backoff.take(${retries}))(RetryPolicy.TimeoutAndWriteExceptionsOnly),`,
    '  HighResTimer.Default,',
    '  DefaultStatsReceiver,',
    '  budget',
    ')',
    '',
    '// Requeues off: every retry goes through the filter above, so the budget is counted once.',
    'val service = retries.andThen(',
    '  Http.client.withRetryBudget(RetryBudget.Empty).newService("backend:8080") // your destination',
    ')',
    '',
  ];

  it('the defaults: RetryBudget(10 s, 10, 0.2), exponentialJittered(100 ms, 1 s), 2 retries', () => {
    const f = finagleRetryBudget(DEFAULTS);
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${JITTER_100MS}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0.2)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(2, '2 retries (3 attempts)'),
      ),
    );
    expect(f).toEqual({
      platform: 'finagle',
      title: 'Finagle',
      language: 'scala',
      header: HEADER,
      text: f.text,
      issues: [{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE],
      policies: ['finagle'],
      approximate: [],
      written: {
        ttl: 10,
        minRetriesPerSec: 10,
        percentCanRetry: 0.2,
        retries: 2,
        backoffStart: 0.1,
        backoffMaximum: 1,
      },
    });
  });

  it('one attempt, no percentage and no reserve: RetryBudget.Empty, no retry, no jitter warning', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, attempts: 1, percent: 0, minPerSecond: 0 });
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 0, percentCanRetry = 0)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(0, '0 retries (1 attempt)'),
      ),
    );
    expect(f.issues).toEqual([EMPTY_NOTE, FILTER_NOTE]);
    expect(f.written).toEqual({
      ttl: 10,
      minRetriesPerSec: 0,
      percentCanRetry: 0,
      retries: 0,
      backoffStart: 0.1,
      backoffMaximum: 1,
    });
  });

  it('two attempts, a fractional ttl and reserve, a percent that 1000 does not divide', () => {
    const f = finagleRetryBudget({
      ...DEFAULTS,
      attempts: 2,
      ttl: 1.5,
      minPerSecond: 2.5,
      percent: 0.3,
    });
    const ttl =
      'Finagle sizes the reserve with ttl.inSeconds, whole seconds: minRetriesPerSec × 1 s, not × 1.5 s.';
    const reserve = 'minRetriesPerSec is a whole number (Int) ≥ 0: 2.5 per second is written as 3.';
    // ⌊1000 / 0.3⌋ = 3333 units per retry: 1000 / 3333 = 0.30003000300030… retries per request.
    const percent =
      'Finagle deposits 1000 units per request and withdraws ⌊1000 / percentCanRetry⌋ = 3333 per retry, so 0.3 behaves as 0.300030003.';
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${ttl}`,
        `// CANNOT EXPRESS: ${reserve}`,
        `// WARNING: ${percent}`,
        `// WARNING: ${JITTER_100MS}`,
        ...IMPORTS,
        'import com.twitter.util.Try',
        '',
        'val budget = RetryBudget(ttl = 1500.milliseconds, minRetriesPerSec = 3, percentCanRetry = 0.3)',
        'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
        ...tail(1, '1 retry (2 attempts)'),
      ),
    );
    expect(f.issues).toEqual([
      { level: 'warning', text: ttl },
      { level: 'cannot', text: reserve },
      { level: 'warning', text: percent },
      { level: 'warning', text: JITTER_100MS },
      FILTER_NOTE,
    ]);
    expect(f.written).toEqual({
      ttl: 1.5,
      minRetriesPerSec: 3,
      percentCanRetry: 0.3,
      retries: 1,
      backoffStart: 0.1,
      backoffMaximum: 1,
    });
  });

  it('no backoff, and a ttl, reserve and percent out of range, each written as the nearest allowed', () => {
    const f = finagleRetryBudget({
      ...DEFAULTS,
      attempts: 4,
      base: 0,
      ttl: 0.5,
      minPerSecond: 0.4,
      percent: 2000,
    });
    const ttl = "RetryBudget's ttl must be from 1 s to 60 s: 0.5 s is written as 1 s.";
    const reserve = 'minRetriesPerSec is a whole number (Int) ≥ 0: 0.4 per second is written as 0.';
    const percent =
      'percentCanRetry is a fraction from 0 to 1000 (0.2 is 20%): 2000 is written as 1000.';
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        `// CANNOT EXPRESS: ${ttl}`,
        `// CANNOT EXPRESS: ${reserve}`,
        `// CANNOT EXPRESS: ${percent}`,
        ...IMPORTS,
        'import com.twitter.util.{Duration, Try}',
        '',
        'val budget = RetryBudget(ttl = 1.seconds, minRetriesPerSec = 0, percentCanRetry = 1000)',
        'val backoff = Backoff.const(Duration.Zero)',
        ...tail(3, '3 retries (4 attempts)'),
      ),
    );
    // A reserve of 0 with a percentage is not RetryBudget.Empty: no note about it.
    expect(f.issues).toEqual([
      { level: 'cannot', text: ttl },
      { level: 'cannot', text: reserve },
      { level: 'cannot', text: percent },
      FILTER_NOTE,
    ]);
    expect(f.written).toEqual({
      ttl: 1,
      minRetriesPerSec: 0,
      percentCanRetry: 1000,
      retries: 3,
      backoffStart: 0,
      backoffMaximum: 0,
    });
  });

  it('a percentage of 0 with a reserve is a budget, not RetryBudget.Empty', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 0 });
    expect(f.text).toContain(
      '\nval budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0)\n',
    );
    expect(f.issues).toEqual([{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE]);
  });

  it('a percentage within a billionth (relative) of 1000 / k behaves as itself: no warning', () => {
    // ⌊1000 / 4.999999997⌋ = ⌊200.00000012⌋ = 200 units, so it behaves as 1000 / 200 = 5: off by
    // 3·10⁻⁹, under the 10⁻⁹ × 5 that counts as floating-point noise.
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 4.999999997 });
    expect(f.text).toContain('percentCanRetry = 4.999999997)\n');
    expect(f.issues).toEqual([{ level: 'warning', text: JITTER_100MS }, FILTER_NOTE]);
    // 4.99999999 is 10⁻⁸ off: that is said.
    expect(finagleRetryBudget({ ...DEFAULTS, percent: 4.99999999 }).issues[0]).toEqual({
      level: 'warning',
      text: 'Finagle deposits 1000 units per request and withdraws ⌊1000 / percentCanRetry⌋ = 200 per retry, so 4.99999999 behaves as 5.',
    });
  });
});

describe('Polly v8, whole snippets', () => {
  const HEADER =
    'Polly v8: retry with exponential backoff and jitter, then a circuit breaker (Reliability Lab, #/overload)';
  const JITTER_50MS =
    'Polly has no full jitter: Exponential with UseJitter is decorrelated jitter ("DecorrelatedJitterBackoffV2"). Delay = base (0.05 s) is its median first delay, the median of the panel\'s first U(0, 2·base) too; later retries follow Polly\'s curve, not U(0, min(cap, base·2^k)) (compare the polly strategy in #/retries).';
  const DEFAULT_WINDOW =
    "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: Polly's default 30 s is written; give the traffic to size it.";
  const TRIAL =
    "Polly lets one trial call through after the break, not 10: the first call's outcome closes or reopens the circuit.";
  const ORDER = {
    level: 'note',
    text: "Strategies run in the order they are added: the retry is outside, so the breaker sees every attempt, retries included (the panel's breaker_all). Each pipeline instance keeps its own breaker.",
  };
  const USINGS = [
    'using System;',
    'using Polly;',
    'using Polly.CircuitBreaker;',
    'using Polly.Retry;',
    '',
    'var pipeline = new ResiliencePipelineBuilder()',
  ];
  const retry = (max: number, delay: string, maxDelay: string) => [
    '    .AddRetry(new RetryStrategyOptions',
    '    {',
    `        MaxRetryAttempts = ${max},`,
    '        BackoffType = DelayBackoffType.Exponential,',
    '        UseJitter = true,',
    `        Delay = TimeSpan.FromSeconds(${delay}),`,
    `        MaxDelay = TimeSpan.FromSeconds(${maxDelay}),`,
    '    })',
  ];
  const breaker = (sampling: string) => [
    '    .AddCircuitBreaker(new CircuitBreakerStrategyOptions',
    '    {',
    '        FailureRatio = 0.5,',
    `        SamplingDuration = TimeSpan.FromSeconds(${sampling}),`,
    '        MinimumThroughput = 100,',
    '        BreakDuration = TimeSpan.FromSeconds(60),',
    '    })',
    '    .Build();',
    '',
  ];

  it('the defaults at 1000 requests/s: 10 per client instance, so 100 calls take 10 s', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1000 });
    const window =
      "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 10 s is 100 first attempts at 10 requests/s per client instance; retries put more calls in the window.";
    expect(p.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${JITTER_50MS}`,
        `// WARNING: ${window}`,
        `// CANNOT EXPRESS: ${TRIAL}`,
        ...USINGS,
        ...retry(2, '0.05', '1'),
        ...breaker('10'),
      ),
    );
    expect(p).toEqual({
      platform: 'polly',
      title: 'Polly v8',
      language: 'csharp',
      header: HEADER,
      text: p.text,
      issues: [
        { level: 'warning', text: JITTER_50MS },
        { level: 'warning', text: window },
        { level: 'cannot', text: TRIAL },
        ORDER,
      ],
      policies: ['retries', 'breaker_all'],
      approximate: [],
      written: {
        MaxRetryAttempts: 2,
        Delay: 0.05,
        MaxDelay: 1,
        FailureRatio: 0.5,
        SamplingDuration: 10,
        MinimumThroughput: 100,
        BreakDuration: 60,
      },
    });
  });

  it('without the traffic, or with none, Polly’s default window of 30 s', () => {
    for (const rate of [undefined, 0]) {
      const p = pollyPipeline({ ...DEFAULTS, rate });
      expect(p.text).toBe(
        lines(
          `// ${HEADER}`,
          `// WARNING: ${JITTER_50MS}`,
          `// WARNING: ${DEFAULT_WINDOW}`,
          `// CANNOT EXPRESS: ${TRIAL}`,
          ...USINGS,
          ...retry(2, '0.05', '1'),
          ...breaker('30'),
        ),
      );
      expect(p.written.SamplingDuration).toBe(30);
    }
  });

  it('a single attempt: only the breaker, with a note that there is nothing to retry', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 1 });
    expect(p.text).toBe(
      lines(
        `// ${HEADER}`,
        `// WARNING: ${DEFAULT_WINDOW}`,
        `// CANNOT EXPRESS: ${TRIAL}`,
        ...USINGS,
        ...breaker('30'),
      ),
    );
    expect(p.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 attempt there is nothing to retry (MaxRetryAttempts must be at least 1): only the circuit breaker is written.',
      },
      { level: 'warning', text: DEFAULT_WINDOW },
      { level: 'cannot', text: TRIAL },
      ORDER,
    ]);
    expect(p.policies).toEqual(['breaker_all']);
    expect(p.written).toEqual({
      FailureRatio: 0.5,
      SamplingDuration: 30,
      MinimumThroughput: 100,
      BreakDuration: 60,
    });
  });

  it('two attempts are one retry (MaxRetryAttempts = 1)', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 2 });
    expect(p.text).toContain(lines(...retry(1, '0.05', '1'), ...breaker('30')));
    expect(p.policies).toEqual(['retries', 'breaker_all']);
    expect(p.written.MaxRetryAttempts).toBe(1);
  });

  it('no jitter warning when there is no backoff (base 0 or cap 0)', () => {
    for (const [base, cap] of [
      [0, 1],
      [0.05, 0],
      [0, 0],
    ] as const) {
      const p = pollyPipeline({ ...DEFAULTS, base, cap });
      expect(p.text).toBe(
        lines(
          `// ${HEADER}`,
          `// WARNING: ${DEFAULT_WINDOW}`,
          `// CANNOT EXPRESS: ${TRIAL}`,
          ...USINGS,
          ...retry(2, String(base), String(cap)),
          ...breaker('30'),
        ),
      );
      expect(p.issues.map((i) => i.level)).toEqual(['warning', 'cannot', 'note']);
    }
  });

  it('sizes the window from the traffic per client instance: 300/s over 100 is 3/s, 33.3 s', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 300 });
    expect(p.issues[1]).toEqual({
      level: 'warning',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 33.3333333333 s is 100 first attempts at 3 requests/s per client instance; retries put more calls in the window.",
    });
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(33.3333333333),\n');
    expect(p.written.SamplingDuration).toBe(33.3333333333);
  });
});

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
  const yaml = (comments: string[], retries: number, base: string, max: string, percent: string) =>
    lines(
      `# ${HEADER}`,
      ...comments.map((c) => `# ${c}`),
      '# In the virtual host (config.route.v3.VirtualHost):',
      'routes:',
      '  - match:',
      "      prefix: '/'",
      '    route:',
      '      cluster: backend',
      '      retry_policy:',
      "        retry_on: '5xx,reset,connect-failure,refused-stream'",
      `        num_retries: ${retries}`,
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
    expect(e.text).toBe(yaml([`WARNING: ${budget('20', '10')}`], 2, '0.1s', '1s', '20'));
    expect(e).toEqual({
      platform: 'envoy',
      title: 'Envoy',
      language: 'yaml',
      header: HEADER,
      text: e.text,
      issues: [jitter('0.1s'), { level: 'warning', text: budget('20', '10') }, SIDECAR],
      policies: ['retries'],
      approximate: ['finagle'],
      written: {
        num_retries: 2,
        base_interval: 0.1,
        max_interval: 1,
        budget_percent: 20,
        min_retry_concurrency: 3,
      },
    });
  });

  it('a single attempt: num_retries 0, no back-off note, no retry policy among the policies', () => {
    const e = envoyRetryConfig({ ...DEFAULTS, attempts: 1 });
    expect(e.text).toBe(yaml([`WARNING: ${budget('20', '10')}`], 0, '0.1s', '1s', '20'));
    expect(e.issues).toEqual([{ level: 'warning', text: budget('20', '10') }, SIDECAR]);
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
      ),
    );
    expect(e.issues).toEqual([
      { level: 'cannot', text: cannot },
      jitter('0.001s'),
      { level: 'warning', text: budget('20', '10') },
      SIDECAR,
    ]);
    expect(e.policies).toEqual(['retries']);
    expect(e.written).toEqual({
      num_retries: 1,
      base_interval: 0.001,
      max_interval: 1,
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
      ),
    );
    expect(e.written).toEqual({
      num_retries: 2,
      base_interval: 0.025,
      max_interval: 2,
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

describe('gRPC service config, whole snippets', () => {
  const HEADER =
    'gRPC service config: retryPolicy (attempts, full-jitter backoff) and retryThrottling (token bucket) (Reliability Lab, #/overload)';
  const THROTTLE_NOTE = {
    level: 'note',
    text: 'Throttling is kept per server name in each client channel: every client instance has its own tokens. Only failures with a retryableStatusCodes status take a token.',
  };
  const backoffNote = (initial: string) => ({
    level: 'note',
    text: `gRPC backoff is random(0, min(initialBackoff·backoffMultiplier^(n−1), maxBackoff)) before retry n; initialBackoff = 2 × base = ${initial} with multiplier 2 gives U(0, min(cap, base·2^n)), the panel's full jitter exactly.`,
  });

  it('the defaults: maxAttempts 3, 0.1s to 1s, 10 tokens at 0.1', () => {
    const g = grpcServiceConfig(DEFAULTS);
    expect(g.text).toBe(
      lines(
        '{',
        `  "//": "${HEADER}",`,
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ],',
        '      "retryPolicy": {',
        '        "maxAttempts": 3,',
        '        "initialBackoff": "0.1s",',
        '        "maxBackoff": "1s",',
        '        "backoffMultiplier": 2,',
        '        "retryableStatusCodes": [',
        '          "UNAVAILABLE"',
        '        ]',
        '      }',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 10,',
        '    "tokenRatio": 0.1',
        '  }',
        '}',
        '',
      ),
    );
    expect(g).toEqual({
      platform: 'grpc',
      title: 'gRPC service config',
      language: 'json',
      header: HEADER,
      text: g.text,
      issues: [backoffNote('0.1s'), THROTTLE_NOTE],
      policies: ['retries', 'grpc'],
      approximate: [],
      written: {
        maxAttempts: 3,
        backoffMultiplier: 2,
        initialBackoff: 0.1,
        maxBackoff: 1,
        maxTokens: 10,
        tokenRatio: 0.1,
      },
    });
  });

  it('a single attempt: no retryPolicy, only the throttling, and a note saying why', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 1 });
    expect(g.text).toBe(
      lines(
        '{',
        `  "//": "${HEADER}",`,
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ]',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 10,',
        '    "tokenRatio": 0.1',
        '  }',
        '}',
        '',
      ),
    );
    expect(g.issues).toEqual([
      {
        level: 'note',
        text: 'With 1 attempt there is nothing to retry: gRPC requires maxAttempts ≥ 2, so no retryPolicy is written (retryThrottling alone changes nothing).',
      },
      THROTTLE_NOTE,
    ]);
    expect(g.policies).toEqual(['grpc']);
    expect(g.written).toEqual({
      initialBackoff: 0.1,
      maxBackoff: 1,
      maxTokens: 10,
      tokenRatio: 0.1,
    });
  });

  it('a cap finer than a nanosecond, and values out of range, each said in the comment member', () => {
    const g = grpcServiceConfig({
      ...DEFAULTS,
      attempts: 7,
      cap: 1.0000000004,
      maxTokens: 0.2,
      tokenRatio: 0.1234,
    });
    const problems = [
      'gRPC clients treat maxAttempts above 5 as 5 unless the client raises its own limit (gRFC A6): 7 attempts are written as 5.',
      'Durations have nanosecond resolution: initialBackoff 0.1 s and maxBackoff 1.0000000004 s are written as 0.1s and 1s.',
      'maxTokens is a whole number (uint32) from 1 to 1000: 0.2 is written as 1.',
      'tokenRatio is greater than zero with at most 3 decimal places (gRFC A6; gRPC ignores further digits): 0.1234 is written as 0.123.',
    ];
    expect(g.text).toBe(
      lines(
        '{',
        '  "//": [',
        `    "${HEADER}",`,
        `    "CANNOT EXPRESS: ${problems[0]}",`,
        `    "CANNOT EXPRESS: ${problems[1]}",`,
        `    "CANNOT EXPRESS: ${problems[2]}",`,
        `    "CANNOT EXPRESS: ${problems[3]}"`,
        '  ],',
        '  "methodConfig": [',
        '    {',
        '      "name": [',
        '        {}',
        '      ],',
        '      "retryPolicy": {',
        '        "maxAttempts": 5,',
        '        "initialBackoff": "0.1s",',
        '        "maxBackoff": "1s",',
        '        "backoffMultiplier": 2,',
        '        "retryableStatusCodes": [',
        '          "UNAVAILABLE"',
        '        ]',
        '      }',
        '    }',
        '  ],',
        '  "retryThrottling": {',
        '    "maxTokens": 1,',
        '    "tokenRatio": 0.123',
        '  }',
        '}',
        '',
      ),
    );
    expect(g.written).toEqual({
      maxAttempts: 5,
      backoffMultiplier: 2,
      initialBackoff: 0.1,
      maxBackoff: 1,
      maxTokens: 1,
      tokenRatio: 0.123,
    });
  });

  it('an initial backoff finer than a nanosecond is rounded and said', () => {
    // 2 × 0.4 ns = 0.8 ns: written as 1 ns.
    const g = grpcServiceConfig({ ...DEFAULTS, base: 4e-10 });
    expect(g.issues[0]).toEqual({
      level: 'cannot',
      text: 'Durations have nanosecond resolution: initialBackoff 8e-10 s and maxBackoff 1 s are written as 0.000000001s and 1s.',
    });
    expect(g.written.initialBackoff).toBe(1e-9);
    expect(g.written.maxBackoff).toBe(1);
    // 2 × 1.5 ns = 3 ns, and a cap of 600 s: both exact.
    const exact = grpcServiceConfig({ ...DEFAULTS, base: 1.5e-9, cap: 600 });
    expect(exact.issues).toEqual([backoffNote('0.000000003s'), THROTTLE_NOTE]);
    expect(exact.written.initialBackoff).toBe(3e-9);
    expect(exact.written.maxBackoff).toBe(600);
  });
});

describe('AWS SDK, whole snippets', () => {
  const HEADER =
    'AWS SDK shared config: standard retry mode (retry quota) and max attempts (Reliability Lab, #/overload)';
  const QUOTA = {
    level: 'note',
    text: 'The retry quota is fixed, not settable in the config file or the environment: 500 per SDK client, 5 per retry (10 after a timeout), 1 back per first-try success and the retry cost back when a retried call succeeds (botocore; with AWS_NEW_RETRIES_2026=true, 14 per retry and 5 per throttling retry). Each client object has its own quota.',
  };
  const notTheSdk = (asked: string) =>
    `The SDK's backoff cannot be set from the config file: retry k waits U(0, min(20 s, 2^(k−1) s)), in the panel's terms base 0.5 s and cap 20 s (botocore; with AWS_NEW_RETRIES_2026=true, transient errors use base 0.025 s). Your ${asked} are not what the SDK does.`;
  const ini = (comments: string[], attempts: number) =>
    lines(
      `# ${HEADER}`,
      ...comments.map((c) => `# ${c}`),
      `# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=${attempts}`,
      '[default]',
      'retry_mode = standard',
      `max_attempts = ${attempts}`,
      '',
    );

  it('the defaults: standard mode, 3 attempts, and the backoff the SDK does not take', () => {
    const a = awsSdkConfig(DEFAULTS);
    const cannot = notTheSdk('base 0.05 s and cap 1 s');
    expect(a).toEqual({
      platform: 'aws',
      title: 'AWS SDK',
      language: 'ini',
      header: HEADER,
      text: ini([`CANNOT EXPRESS: ${cannot}`], 3),
      issues: [{ level: 'cannot', text: cannot }, QUOTA],
      policies: ['aws'],
      approximate: [],
      written: { max_attempts: 3 },
    });
  });

  it('two attempts already retry; the SDK’s base with another cap is not the SDK’s backoff', () => {
    const cannot = notTheSdk('base 0.5 s and cap 1 s');
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 2, base: 0.5, cap: 1 });
    expect(a.text).toBe(ini([`CANNOT EXPRESS: ${cannot}`], 2));
    expect(a.issues).toEqual([{ level: 'cannot', text: cannot }, QUOTA]);
  });

  it('the SDK’s own backoff, or a single attempt: only the quota note', () => {
    for (const s of [
      { ...DEFAULTS, base: 0.5, cap: 20 },
      { ...DEFAULTS, attempts: 1 },
    ]) {
      const a = awsSdkConfig(s);
      expect(a.text).toBe(ini([], s.attempts));
      expect(a.issues).toEqual([QUOTA]);
    }
  });

  it('the 2026 backoff: a warning that it needs the opt-in', () => {
    const warning =
      "The SDK's backoff cannot be set from the config file. Your base 0.025 s and cap 20 s are the SDK's only with AWS_NEW_RETRIES_2026=true, and only for transient errors (throttling errors wait up to 1 s × 2^(k−1)).";
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 5, base: 0.025, cap: 20 });
    expect(a.text).toBe(ini([`WARNING: ${warning}`], 5));
    expect(a.issues).toEqual([{ level: 'warning', text: warning }, QUOTA]);
  });
});
