/**
 * Six faults found in review of the retry-budget config exports and the token-ratio check, each
 * pinned with its input and the expected text written out by hand: Scala Int literals too large,
 * sub-nanosecond backoffs written as zero (Finagle), or rounded up silently (Envoy, gRPC), Polly's
 * clamped SamplingDuration described as if it were not clamped, and a token ratio of 10⁻¹² taken
 * as three decimals.
 */
import { describe, expect, it } from 'vitest';
import { envoyRetryConfig } from '@/core/overload/config/envoy';
import { finagleRetryBudget, scalaDuration } from '@/core/overload/config/finagle';
import { grpcServiceConfig } from '@/core/overload/config/grpc';
import { pollyPipeline } from '@/core/overload/config/polly';
import type { OverloadConfigSettings } from '@/core/overload/config/types';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';
import { BUDGETS, SHAPE } from './fixtures';

/** The panel's defaults: attempts 3, base 50 ms, cap 1 s, 100 clients, gRPC 10 / 0.1, Finagle 20% / 10 s / 10 per s. */
const DEFAULTS: OverloadConfigSettings = { ...SHAPE, ...BUDGETS };

describe('Finagle: Duration literals above Int.MaxValue are Long literals', () => {
  it('writes a cap of 2.5001 s as 2500100000L.nanoseconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, cap: 2.5001 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(100.milliseconds, 2500100000L.nanoseconds)\n',
    );
  });

  it('writes a ttl of 2.5001 s as 2500100000L.nanoseconds', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, ttl: 2.5001 });
    expect(f.text).toContain(
      'val budget = RetryBudget(ttl = 2500100000L.nanoseconds, minRetriesPerSec = 10, percentCanRetry = 0.2)\n',
    );
  });

  it('adds L exactly above 2147483647, in each unit', () => {
    expect(scalaDuration(2.147483647)).toBe('2147483647.nanoseconds');
    expect(scalaDuration(2.147483648)).toBe('2147483648L.nanoseconds');
    expect(scalaDuration(2147483.647)).toBe('2147483647.milliseconds');
    expect(scalaDuration(2147483.648)).toBe('2147483648L.milliseconds');
    expect(scalaDuration(2147483647)).toBe('2147483647.seconds');
    expect(scalaDuration(2147483648)).toBe('2147483648L.seconds');
  });
});

describe('Finagle: a positive backoff under 1 ns is written as 1 ns, and said', () => {
  it('base 2.5e-11 s: start 5e-11 s is written as 1.nanoseconds, with a cannot', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, base: 2.5e-11 });
    const text =
      "Finagle's Duration counts whole nanoseconds: the backoff start (2 × base) 5e-11 s is below its resolution of 1 ns and is written as 1 ns.";
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.seconds)\n',
    );
    expect(f.issues).toContainEqual({ level: 'cannot', text });
    expect(f.text).toContain(`// CANNOT EXPRESS: ${text}\n`);
    expect(f.written.backoffStart).toBe(1e-9);
    expect(f.written.backoffMaximum).toBe(1);
  });

  it('a cap of 2.5e-10 s: start and maximum are both written as 1 ns, each said', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, cap: 2.5e-10 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.nanoseconds)\n',
    );
    expect(f.issues.filter((i) => i.level === 'cannot')).toEqual([
      {
        level: 'cannot',
        text: "Finagle's Duration counts whole nanoseconds: the backoff start (2 × base) 2.5e-10 s is below its resolution of 1 ns and is written as 1 ns.",
      },
      {
        level: 'cannot',
        text: "Finagle's Duration counts whole nanoseconds: the backoff maximum (cap) 2.5e-10 s is below its resolution of 1 ns and is written as 1 ns.",
      },
    ]);
    expect(f.written.backoffStart).toBe(1e-9);
    expect(f.written.backoffMaximum).toBe(1e-9);
  });

  it('0.8 ns (under 1 ns but not under half) is not written as zero either', () => {
    expect(scalaDuration(8e-10)).toBe('1.nanoseconds');
    expect(scalaDuration(2.5e-11)).toBe('1.nanoseconds');
    expect(scalaDuration(1e-9)).toBe('1.nanoseconds');
    expect(scalaDuration(0)).toBe('0.seconds');
  });

  it('exactly 1 ns is expressible: no cannot', () => {
    const f = finagleRetryBudget({ ...DEFAULTS, base: 5e-10 });
    expect(f.text).toContain(
      'val backoff = Backoff.exponentialJittered(1.nanoseconds, 1.seconds)\n',
    );
    expect(f.issues.filter((i) => i.level === 'cannot')).toEqual([]);
  });
});

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

describe('gRPC: a positive initialBackoff under 10⁻¹² s is said to be rounded up to 1 ns', () => {
  it('base 2.5e-13 s (2 × base = 5e-13 s) is written as 0.000000001s, with the nanosecond issue', () => {
    const g = grpcServiceConfig({ ...DEFAULTS, base: 2.5e-13 });
    expect(g.text).toContain('"initialBackoff": "0.000000001s",\n');
    expect(g.issues).toContainEqual({
      level: 'cannot',
      text: 'Durations have nanosecond resolution: initialBackoff 5e-13 s and maxBackoff 1 s are written as 0.000000001s and 1s.',
    });
    expect(g.written.initialBackoff).toBe(1e-9);
  });
});

describe("Polly: a SamplingDuration clamped to Polly's limits is said to be clamped", () => {
  it('1,000,000/s over 100 clients: 0.01 s is below 0.5 s, written as 0.5 s, which holds 5000', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 1_000_000 });
    const text =
      "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls, and SamplingDuration is at least 0.5 s: the 0.01 s that holds 100 first attempts at 10000 requests/s per client instance is written as 0.5 s, which holds 5000; retries put more calls in the window.";
    expect(p.issues[1]).toEqual({ level: 'cannot', text });
    expect(p.text).toContain(`// CANNOT EXPRESS: ${text}\n`);
    expect(p.text).not.toContain('0.5 s is 100 first attempts');
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(0.5),\n');
    expect(p.written.SamplingDuration).toBe(0.5);
  });

  it('0.001/s over 100 clients: 10000000 s is above 86400 s, written as 86400 s, which holds 0.864', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 0.001 });
    expect(p.issues[1]).toEqual({
      level: 'cannot',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls, and SamplingDuration is at most 86400 s: the 10000000 s that holds 100 first attempts at 0.00001 requests/s per client instance is written as 86400 s, which holds 0.864; retries put more calls in the window.",
    });
    expect(p.text).toContain('        SamplingDuration = TimeSpan.FromSeconds(86400),\n');
    expect(p.written.SamplingDuration).toBe(86_400);
  });

  it('exactly 0.5 s (20,000/s over 100 clients) is within the limits: the warning as before', () => {
    const p = pollyPipeline({ ...DEFAULTS, rate: 20_000 });
    expect(p.issues[1]).toEqual({
      level: 'warning',
      text: "Polly's breaker counts the calls of the last SamplingDuration, not the last 100 calls: 0.5 s is 100 first attempts at 200 requests/s per client instance; retries put more calls in the window.",
    });
  });
});

describe('the gRPC token ratio: a ratio of 10⁻¹² or less is not three decimals', () => {
  const parse = (token_ratio: string) => parseOverloadInputs({ ...OVERLOAD_DEFAULTS, token_ratio });

  it('refuses 0.000000000001, which would act as 0', () => {
    const r = parse('0.000000000001');
    expect(r.job).toBeNull();
    expect(r.fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 1e-12 would act as 0. Write at most three decimals.',
    });
  });

  it('refuses 1e-15, which would act as 0', () => {
    expect(parse('1e-15').fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 1e-15 would act as 0. Write at most three decimals.',
    });
  });

  it('refuses 0.1000000000001, which would act as 0.1, and still takes 0.007 and 0.001', () => {
    expect(parse('0.1000000000001').fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 0.1000000000001 would act as 0.1. Write at most three decimals.',
    });
    expect(parse('0.007').fields.token_ratio).toEqual({ ok: true, value: 0.007 });
    expect(parse('0.001').fields.token_ratio).toEqual({ ok: true, value: 0.001 });
  });
});
