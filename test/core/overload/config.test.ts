import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { overloadConfigs } from '@/core/overload/config/all';
import { AWS_BACKOFF, awsSdkConfig } from '@/core/overload/config/aws';
import { envoyRetryConfig } from '@/core/overload/config/envoy';
import { finagleRetryBudget, scalaDuration } from '@/core/overload/config/finagle';
import { grpcServiceConfig } from '@/core/overload/config/grpc';
import { pollyPipeline } from '@/core/overload/config/polly';
import { resilience4jConfig } from '@/core/overload/config/resilience4j';
import type { ConfigIssue, OverloadConfigSettings } from '@/core/overload/config/types';

/** The panel's defaults (attempts 3, base 50 ms, cap 1 s, gRPC 10 / 0.1, Finagle 20% / 10 s / 10 per s). */
const DEFAULTS: OverloadConfigSettings = {
  attempts: 3,
  base: 0.05,
  cap: 1,
  clients: 100,
  maxTokens: 10,
  tokenRatio: 0.1,
  percent: 0.2,
  ttl: 10,
  minPerSecond: 10,
};

/** Issues the user must act on (what the snippet's comments repeat). */
const problems = (issues: readonly ConfigIssue[]) => issues.filter((i) => i.level !== 'note');
const cannot = (issues: readonly ConfigIssue[]) =>
  issues.filter((i) => i.level === 'cannot').map((i) => i.text);

interface GrpcJson {
  '//': string | string[];
  methodConfig: {
    name: object[];
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
const grpcJson = (s: OverloadConfigSettings) => JSON.parse(grpcServiceConfig(s).text) as GrpcJson;

interface EnvoyYaml {
  routes: {
    route: {
      retry_policy: {
        retry_on: string;
        num_retries: number;
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
const envoyYaml = (s: OverloadConfigSettings) => parse(envoyRetryConfig(s).text) as EnvoyYaml;

interface R4jYaml {
  resilience4j: {
    retry: { instances: { backend: Record<string, unknown> } };
    circuitbreaker: { instances: { backend: Record<string, unknown> } };
  };
}
const r4jYaml = (s: OverloadConfigSettings) => parse(resilience4jConfig(s).text) as R4jYaml;

/** "0.1s" → 0.1 */
const protoSeconds = (text: string) => Number(text.replace(/s$/, ''));

describe('the defaults', () => {
  it('gRPC: retryPolicy and retryThrottling, full jitter mapped exactly, nothing to warn', () => {
    const g = grpcServiceConfig(DEFAULTS);
    const json = JSON.parse(g.text) as GrpcJson;
    expect(json.methodConfig).toEqual([
      {
        name: [{}],
        retryPolicy: {
          maxAttempts: 3,
          initialBackoff: '0.1s',
          maxBackoff: '1s',
          backoffMultiplier: 2,
          retryableStatusCodes: ['UNAVAILABLE'],
        },
      },
    ]);
    expect(json.retryThrottling).toEqual({ maxTokens: 10, tokenRatio: 0.1 });
    expect(json['//']).toBe(g.header);
    expect(problems(g.issues)).toEqual([]);
    expect(g.issues.map((i) => i.text).join(' ')).toMatch(
      /initialBackoff = 2 × base = 0\.1s with multiplier 2 .* full jitter exactly/,
    );
    expect(g.policies).toEqual(['retries', 'grpc']);
    expect(g.language).toBe('json');
  });

  it('AWS: standard mode and 3 attempts; the SDK’s own backoff (0.5 s / 20 s) is not the panel’s', () => {
    const a = awsSdkConfig(DEFAULTS);
    expect(a.text).toContain('[default]\nretry_mode = standard\nmax_attempts = 3\n');
    expect(a.text).toContain('AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=3');
    expect(a.text.split('\n')[0]).toBe(`# ${a.header}`);
    expect(cannot(a.issues)).toHaveLength(1);
    expect(cannot(a.issues)[0]).toMatch(
      /base 0\.5 s and cap 20 s .* Your base 0\.05 s and cap 1 s/,
    );
    expect(a.issues.find((i) => i.level === 'note')?.text).toMatch(
      /500 per SDK client, 5 per retry \(10 after a timeout\)/,
    );
    expect(a.written).toEqual({ max_attempts: 3 });
    expect(a.policies).toEqual(['aws']);
  });

  it('Finagle: RetryBudget(10 s, 10, 0.2), exponentialJittered(100 ms, 1 s), 2 retries', () => {
    const f = finagleRetryBudget(DEFAULTS);
    expect(f.text).toContain(
      'val budget = RetryBudget(ttl = 10.seconds, minRetriesPerSec = 10, percentCanRetry = 0.2)',
    );
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(100.milliseconds, 1.seconds)',
    );
    expect(f.text).toContain(
      'RetryPolicy.backoff[Try[Nothing]](backoff.take(2))(RetryPolicy.TimeoutAndWriteExceptionsOnly)',
    );
    expect(f.text).toContain('Http.client.withRetryBudget(RetryBudget.Empty)');
    expect(cannot(f.issues)).toEqual([]);
    // Full jitter is not offered: the closest is said, with how it differs.
    expect(problems(f.issues).map((i) => i.level)).toEqual(['warning']);
    expect(problems(f.issues)[0]?.text).toMatch(/no exact full jitter.*exponentialJittered/);
    expect(f.written).toEqual({
      ttl: 10,
      minRetriesPerSec: 10,
      percentCanRetry: 0.2,
      retries: 2,
      backoffStart: 0.1,
      backoffMaximum: 1,
    });
    expect(f.policies).toEqual(['finagle']);
  });

  it('Envoy: num_retries 2, back-off 100 ms / 1 s, budget 20% with the default floor of 3', () => {
    const e = envoyRetryConfig(DEFAULTS);
    const y = parse(e.text) as EnvoyYaml;
    expect(y.routes[0]?.route.retry_policy).toEqual({
      retry_on: '5xx,reset,connect-failure,refused-stream',
      num_retries: 2,
      retry_back_off: { base_interval: '0.1s', max_interval: '1s' },
    });
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

  it('Resilience4j: retry and a count-based breaker; f = 0.999 is the nearest to full jitter', () => {
    const r = resilience4jConfig(DEFAULTS);
    const y = parse(r.text) as R4jYaml;
    expect(y.resilience4j.retry.instances.backend).toEqual({
      maxAttempts: 3,
      waitDuration: '50ms',
      enableExponentialBackoff: true,
      exponentialBackoffMultiplier: 2,
      exponentialMaxWaitDuration: '1s',
      enableRandomizedWait: true,
      randomizedWaitFactor: 0.999,
    });
    expect(y.resilience4j.circuitbreaker.instances.backend).toEqual({
      slidingWindowType: 'COUNT_BASED',
      slidingWindowSize: 100,
      minimumNumberOfCalls: 100,
      failureRateThreshold: 50,
      waitDurationInOpenState: '60s',
      permittedNumberOfCallsInHalfOpenState: 10,
    });
    expect(cannot(r.issues)).toEqual([
      expect.stringMatching(/randomizedWaitFactor only in \[0, 1\)/),
    ]);
    // 0.05 × 2² = 0.2 s stays under the 1 s cap: no capping warning.
    expect(problems(r.issues)).toHaveLength(1);
    expect(r.issues.map((i) => i.text)).toContain(
      'Resilience4j has no retry budget: only maxAttempts limits retries.',
    );
    expect(r.policies).toEqual(['retries', 'breaker_all']);
  });

  it('Polly v8: retry (2, exponential, jitter, 50 ms, 1 s) outside a breaker (0.5, 100, 60 s)', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1000 });
    expect(p.text).toContain(
      [
        '    .AddRetry(new RetryStrategyOptions',
        '    {',
        '        MaxRetryAttempts = 2,',
        '        BackoffType = DelayBackoffType.Exponential,',
        '        UseJitter = true,',
        '        Delay = TimeSpan.FromSeconds(0.05),',
        '        MaxDelay = TimeSpan.FromSeconds(1),',
        '    })',
        '    .AddCircuitBreaker(new CircuitBreakerStrategyOptions',
        '    {',
        '        FailureRatio = 0.5,',
        '        SamplingDuration = TimeSpan.FromSeconds(10),',
        '        MinimumThroughput = 100,',
        '        BreakDuration = TimeSpan.FromSeconds(60),',
        '    })',
        '    .Build();',
      ].join('\n'),
    );
    const texts = problems(p.issues).map((i) => i.text);
    expect(texts).toEqual([
      expect.stringMatching(/no full jitter.*decorrelated jitter/),
      // 1000/s over 100 clients is 10/s each: 100 calls take 10 s.
      expect.stringMatching(/SamplingDuration, not the last 100 calls: 10 s is 100 first attempts/),
      expect.stringMatching(/one trial call/),
    ]);
    expect(p.policies).toEqual(['retries', 'breaker_all']);
    // Without the traffic, Polly's default window.
    expect(pollyPipeline(DEFAULTS).written.SamplingDuration).toBe(30);
  });

  it('lists the six platforms in order, each with a one-line header', () => {
    const all = overloadConfigs(DEFAULTS);
    expect(all.map((c) => [c.platform, c.language])).toEqual([
      ['grpc', 'json'],
      ['aws', 'ini'],
      ['finagle', 'scala'],
      ['envoy', 'yaml'],
      ['resilience4j', 'yaml'],
      ['polly', 'csharp'],
    ]);
    for (const c of all) {
      expect(c.header).not.toContain('\n');
      expect(c.header).toMatch(/\(Reliability Lab, #\/overload\)$/);
      const first = c.text.split('\n')[0];
      if (c.language === 'json') expect(first).toBe('{');
      else
        expect(first).toBe(
          `${c.language === 'yaml' || c.language === 'ini' ? '#' : '//'} ${c.header}`,
        );
    }
  });
});

describe('gRPC limits', () => {
  it('warns exactly when attempts exceed 5, and writes 5', () => {
    for (const attempts of [2, 3, 4, 5]) {
      expect(problems(grpcServiceConfig({ ...DEFAULTS, attempts }).issues)).toEqual([]);
    }
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 6 });
    expect(cannot(g.issues)).toEqual([
      expect.stringMatching(/above 5 as 5 .* 6 attempts are written as 5\./),
    ]);
    expect(grpcJson({ ...DEFAULTS, attempts: 6 }).methodConfig[0]?.retryPolicy?.maxAttempts).toBe(
      5,
    );
    // The comment member repeats it.
    expect((JSON.parse(g.text) as GrpcJson)['//']).toEqual([
      g.header,
      `CANNOT EXPRESS: ${cannot(g.issues)[0]}`,
    ]);
  });

  it('warns exactly when tokenRatio has more than 3 decimals, and writes 3', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, tokenRatio: 0.12345 });
    expect(cannot(g.issues)).toEqual([
      expect.stringMatching(/at most 3 decimal places .*: 0\.12345 is written as 0\.123\./),
    ]);
    expect(grpcJson({ ...DEFAULTS, tokenRatio: 0.12345 }).retryThrottling.tokenRatio).toBe(0.123);
    for (const tokenRatio of [0.125, 0.001, 1, 0.3]) {
      expect(problems(grpcServiceConfig({ ...DEFAULTS, tokenRatio }).issues)).toEqual([]);
    }
    expect(grpcJson({ ...DEFAULTS, tokenRatio: 0.0004 }).retryThrottling.tokenRatio).toBe(0.001);
  });

  it('writes maxTokens as a whole number from 1 to 1000', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, maxTokens: 10.5 });
    expect(cannot(g.issues)).toEqual([expect.stringMatching(/10\.5 is written as 11\./)]);
    expect(grpcJson({ ...DEFAULTS, maxTokens: 1000 }).retryThrottling.maxTokens).toBe(1000);
    expect(grpcJson({ ...DEFAULTS, maxTokens: 5000 }).retryThrottling.maxTokens).toBe(1000);
  });

  it('maps a base above half the cap exactly (initialBackoff = cap), and no backoff as 1 ns', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, base: 0.8, cap: 1 });
    expect(grpcJson({ ...DEFAULTS, base: 0.8, cap: 1 }).methodConfig[0]?.retryPolicy).toMatchObject(
      {
        initialBackoff: '1s',
        maxBackoff: '1s',
      },
    );
    expect(problems(g.issues)).toEqual([]);
    const zero = grpcServiceConfig({ ...DEFAULTS, base: 0 });
    expect(cannot(zero.issues)).toEqual([
      expect.stringMatching(/greater than zero.*0\.000000001s/),
    ]);
  });

  it('writes no retryPolicy for a single attempt (gRPC wants at least 2)', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, attempts: 1 });
    expect(grpcJson({ ...DEFAULTS, attempts: 1 }).methodConfig[0]?.retryPolicy).toBeUndefined();
    expect(problems(g.issues)).toEqual([]);
    expect(g.policies).toEqual(['grpc']);
  });
});

describe('AWS backoff', () => {
  it('has nothing to say when the panel uses the SDK’s own backoff', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.standard }).issues)).toEqual([]);
  });

  it('says the 2026 backoff needs the opt-in', () => {
    const a = awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.retries2026 });
    expect(problems(a.issues).map((i) => i.level)).toEqual(['warning']);
    expect(problems(a.issues)[0]?.text).toMatch(/AWS_NEW_RETRIES_2026=true/);
  });

  it('has no backoff to warn about with a single attempt', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, attempts: 1 }).issues)).toEqual([]);
  });
});

describe('Finagle limits', () => {
  it('keeps ttl within 1 s to 60 s, and warns exactly outside', () => {
    const low = finagleRetryBudget({ ...DEFAULTS, ttl: 0.5 });
    expect(cannot(low.issues)).toEqual([
      'RetryBudget’s ttl must be from 1 s to 60 s: 0.5 s is written as 1 s.'.replace('’', "'"),
    ]);
    expect(low.text).toContain('RetryBudget(ttl = 1.seconds,');
    const high = finagleRetryBudget({ ...DEFAULTS, ttl: 120 });
    expect(cannot(high.issues)).toEqual([expect.stringMatching(/120 s is written as 60 s\.$/)]);
    expect(high.text).toContain('RetryBudget(ttl = 60.seconds,');
    for (const ttl of [1, 10, 60]) {
      expect(cannot(finagleRetryBudget({ ...DEFAULTS, ttl }).issues)).toEqual([]);
    }
  });

  it('warns that a fractional ttl sizes the reserve in whole seconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, ttl: 1.5 });
    expect(f.text).toContain('RetryBudget(ttl = 1500.milliseconds,');
    expect(problems(f.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/ttl\.inSeconds.*× 1 s, not × 1\.5 s/),
    );
  });

  it('says how percentCanRetry is truncated, and writes a whole reserve', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, percent: 0.3 });
    expect(problems(f.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/= 3333 per retry, so 0\.3 behaves as 0\.300030003\./),
    );
    expect(
      problems(finagleRetryBudget({ ...DEFAULTS, percent: 0.25 }).issues).map((i) => i.text),
    ).not.toContainEqual(expect.stringMatching(/behaves as/));
    const m = finagleRetryBudget({ ...DEFAULTS, minPerSecond: 2.5 });
    expect(cannot(m.issues)).toEqual([expect.stringMatching(/2\.5 per second is written as 3\./)]);
    expect(finagleRetryBudget({ ...DEFAULTS, percent: 2000 }).written.percentCanRetry).toBe(1000);
  });

  it('writes Duration literals', () => {
    expect(scalaDuration(10)).toBe('10.seconds');
    expect(scalaDuration(0.1)).toBe('100.milliseconds');
    expect(scalaDuration(0.0001)).toBe('100000.nanoseconds');
    const zero = finagleRetryBudget({ ...DEFAULTS, base: 0 });
    expect(zero.text).toContain('val backoff = Backoff.const(Duration.Zero)');
    expect(zero.text).toContain('import com.twitter.util.{Duration, Try}');
    expect(problems(zero.issues)).toEqual([]);
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

describe('Resilience4j limits', () => {
  it('warns when a window passes the cap, since Resilience4j caps after the draw', () => {
    const r = resilience4jConfig({ ...DEFAULTS, attempts: 5, base: 0.1, cap: 1 });
    expect(problems(r.issues).map((i) => i.text)).toContainEqual(
      expect.stringMatching(/caps after the random draw/),
    );
    // 0.1 × 2³ = 0.8 s < 1 s: no retry of 4 attempts reaches the cap.
    expect(
      problems(resilience4jConfig({ ...DEFAULTS, attempts: 4, base: 0.1, cap: 1 }).issues).map(
        (i) => i.text,
      ),
    ).not.toContainEqual(expect.stringMatching(/caps after/));
  });

  it('writes no backoff as a fixed wait of 0 ms, exactly', () => {
    const r = resilience4jConfig({ ...DEFAULTS, base: 0 });
    expect(r4jYaml({ ...DEFAULTS, base: 0 }).resilience4j.retry.instances.backend).toEqual({
      maxAttempts: 3,
      waitDuration: '0ms',
    });
    expect(problems(r.issues)).toEqual([]);
  });

  it('counts whole milliseconds', () => {
    const r = resilience4jConfig({ ...DEFAULTS, base: 0.0005 });
    expect(cannot(r.issues)).toContainEqual(expect.stringMatching(/written as 1ms and 1s\.$/));
  });
});

describe('Polly limits', () => {
  it('writes only the breaker for a single attempt', () => {
    const p = pollyPipeline({ ...DEFAULTS, attempts: 1 });
    expect(p.text).not.toContain('AddRetry');
    expect(p.policies).toEqual(['breaker_all']);
  });

  it('keeps SamplingDuration within Polly’s range', () => {
    expect(pollyPipeline({ ...DEFAULTS, rate: 1_000_000 }).written.SamplingDuration).toBe(0.5);
    expect(pollyPipeline({ ...DEFAULTS, clients: 10_000, rate: 1 }).written.SamplingDuration).toBe(
      86_400,
    );
  });
});

describe('every snippet (property)', () => {
  /** Settings within the panel's field ranges, with "typed" decimals as well as raw doubles. */
  const typed = (max: number) =>
    fc.oneof(
      fc.double({ min: 0, max, noNaN: true }),
      fc.integer({ min: 0, max: max * 1000 }).map((m) => m / 1000),
    );
  const settings: fc.Arbitrary<OverloadConfigSettings> = fc.record({
    attempts: fc.integer({ min: 1, max: 10 }),
    base: typed(60),
    cap: typed(600),
    clients: fc.integer({ min: 1, max: 10_000 }),
    maxTokens: fc.oneof(
      fc.integer({ min: 1, max: 1000 }),
      fc.double({ min: 1, max: 1000, noNaN: true }),
    ),
    tokenRatio: fc.double({ min: 1e-6, max: 1, noNaN: true }),
    percent: typed(10),
    ttl: fc.double({ min: 1, max: 60, noNaN: true }),
    minPerSecond: typed(100_000),
    rate: fc.option(fc.double({ min: 1e-3, max: 1_000_000, noNaN: true }), { nil: undefined }),
  });

  it('parses, carries the values, and repeats every warning in its text', () => {
    fc.assert(
      fc.property(settings, (s) => {
        const all = overloadConfigs(s);
        for (const c of all) {
          for (const issue of problems(c.issues)) {
            const line = `${issue.level === 'cannot' ? 'CANNOT EXPRESS' : 'WARNING'}: ${issue.text}`;
            expect(c.language === 'json' ? JSON.stringify(line).slice(1, -1) : line).toSatisfy(
              (l: string) => c.text.includes(l),
            );
          }
        }

        const g = JSON.parse(all[0]?.text ?? '') as GrpcJson;
        const policy = g.methodConfig[0]?.retryPolicy;
        if (s.attempts >= 2) {
          expect(policy?.maxAttempts).toBe(Math.min(s.attempts, 5));
          expect(policy?.backoffMultiplier).toBe(2);
          const initial = protoSeconds(policy?.initialBackoff ?? '');
          expect(policy?.initialBackoff).toMatch(/^\d+(\.\d{1,9})?s$/);
          expect(initial).toBeGreaterThan(0);
          if (Math.min(2 * s.base, s.cap) >= 1e-9) {
            expect(Math.abs(initial - Math.min(2 * s.base, s.cap))).toBeLessThanOrEqual(
              1e-9 * Math.max(1, initial),
            );
          }
        } else {
          expect(policy).toBeUndefined();
        }
        const { maxTokens, tokenRatio } = g.retryThrottling;
        expect(Number.isInteger(maxTokens) && maxTokens >= 1 && maxTokens <= 1000).toBe(true);
        expect(String(tokenRatio)).toMatch(/^(0\.\d{1,3}|1)$/);

        const e = parse(all[3]?.text ?? '') as EnvoyYaml;
        const rp = e.routes[0]?.route.retry_policy;
        expect(rp?.num_retries).toBe(s.attempts - 1);
        const base = protoSeconds(rp?.retry_back_off.base_interval ?? '');
        const max = protoSeconds(rp?.retry_back_off.max_interval ?? '');
        expect(Number.isInteger(Math.round(base * 1e6) / 1e3)).toBe(true);
        expect(base).toBeGreaterThanOrEqual(0.001);
        expect(max).toBeGreaterThanOrEqual(base);
        const budget = e.clusters[0]?.circuit_breakers.thresholds[0]?.retry_budget;
        expect(budget?.budget_percent.value).toBeCloseTo(Math.min(100, s.percent * 100), 9);

        const r = parse(all[4]?.text ?? '') as R4jYaml;
        expect(r.resilience4j.retry.instances.backend.maxAttempts).toBe(s.attempts);
        expect(r.resilience4j.circuitbreaker.instances.backend.slidingWindowSize).toBe(100);

        const f = all[2];
        expect(f?.text).toContain(`backoff.take(${s.attempts - 1})`);
        expect(f?.written.ttl).toBe(Math.min(60, Math.max(1, s.ttl)));
        expect(all[1]?.text).toContain(`max_attempts = ${s.attempts}\n`);
        const p = all[5];
        if (s.attempts >= 2) expect(p?.text).toContain(`MaxRetryAttempts = ${s.attempts - 1},`);
      }),
    );
  });
});

it('imports the yaml package only through core/emit/yaml', () => {
  const dir = join(import.meta.dirname, '../../../src/core/overload/config');
  for (const file of readdirSync(dir)) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from 'yaml'/);
  }
});
