import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { overloadConfigs } from '@/core/overload/config/all';
import type { OverloadConfigSettings } from '@/core/overload/config/types';
import {
  CONFIG_DEFAULTS as DEFAULTS,
  problems,
  protoSeconds,
  type EnvoyYaml,
  type GrpcJson,
  type R4jYaml,
} from '../helpers';

describe('the defaults', () => {
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
    timeout: fc.oneof(
      fc.double({ min: 1e-6, max: 600, noNaN: true }),
      fc.integer({ min: 1, max: 600_000 }).map((m) => m / 1000),
    ),
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
        // The method's timeout is the whole call's deadline (gRFC A6): a Duration, ≥ 1 ns.
        expect(g.methodConfig[0]?.timeout).toMatch(/^\d+(\.\d{1,9})?s$/);
        expect(protoSeconds(g.methodConfig[0]?.timeout ?? '')).toBeGreaterThan(0);
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
        // Each attempt's timeout, in whole ms, and a route timeout that never cuts the last one.
        const perTry = protoSeconds(rp?.per_try_timeout ?? '');
        expect(perTry).toBeGreaterThanOrEqual(0.001);
        expect(Number.isInteger(Math.round(perTry * 1e6) / 1e3)).toBe(true);
        expect(protoSeconds(e.routes[0]?.route.timeout ?? '')).toBeGreaterThanOrEqual(
          s.attempts * perTry - 1e-9,
        );
        const budget = e.clusters[0]?.circuit_breakers.thresholds[0]?.retry_budget;
        expect(budget?.budget_percent.value).toBeCloseTo(Math.min(100, s.percent * 100), 9);

        const r = parse(all[4]?.text ?? '') as R4jYaml;
        expect(r.resilience4j.retry.instances.backend.maxAttempts).toBe(s.attempts);
        expect(r.resilience4j.circuitbreaker.instances.backend.slidingWindowSize).toBe(100);
        // The breaker's rejections are never retried; a TimeLimiter times each attempt.
        expect(r.resilience4j.retry.instances.backend.ignoreExceptions).toEqual([
          'io.github.resilience4j.circuitbreaker.CallNotPermittedException',
        ]);
        expect(r.resilience4j.timelimiter.instances.backend.timeoutDuration).toMatch(/^\d+(ms|s)$/);

        const f = all[2];
        expect(f?.text).toContain(`backoff.take(${s.attempts - 1})`);
        expect(f?.text).toContain('import com.twitter.finagle.param.HighResTimer\n');
        expect(f?.text).not.toContain('finagle.util.HighResTimer');
        expect(f?.text).toMatch(
          /\.withRequestTimeout\(\d+L?\.(seconds|milliseconds|nanoseconds)\)/,
        );
        expect(f?.written.ttl).toBe(Math.min(60, Math.max(1, s.ttl)));
        expect(all[1]?.text).toContain(`max_attempts = ${s.attempts}\n`);
        expect(all[1]?.text).toContain('#   Config(read_timeout=');
        const p = all[5];
        if (s.attempts >= 2) {
          expect(p?.text).toContain(`MaxRetryAttempts = ${s.attempts - 1},`);
          expect(p?.text).toContain(
            'e is not BrokenCircuitException and not OperationCanceledException',
          );
        }
        expect(p?.text).toMatch(/\.AddTimeout\(TimeSpan\.FromSeconds\([\d.]+\)\)/);
      }),
    );
  });
});

it('imports the yaml package only through core/emit/yaml', () => {
  const dir = join(import.meta.dirname, '../../../../src/core/overload/config');
  for (const file of readdirSync(dir)) {
    expect(readFileSync(join(dir, file), 'utf8')).not.toMatch(/from 'yaml'/);
  }
});
