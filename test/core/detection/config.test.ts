import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALB_LIMITS, albHealthCheck } from '@/core/detection/config/alb';
import { allConfigs } from '@/core/detection/config/all';
import { envoyHealthCheck } from '@/core/detection/config/envoy';
import { haproxyCheck } from '@/core/detection/config/haproxy';
import { kubernetesProbe } from '@/core/detection/config/kubernetes';

const EXAMPLE = { n: 3, h: 2, i: 5, timeout: 1 };
const cannot = (issues: readonly { level: string; text: string }[]) =>
  issues.filter((i) => i.level === 'cannot').map((i) => i.text);

describe('Kubernetes readiness probe', () => {
  it('writes the example as is', () => {
    const k = kubernetesProbe(EXAMPLE);
    expect(k.written).toEqual({
      periodSeconds: 5,
      timeoutSeconds: 1,
      failureThreshold: 3,
      successThreshold: 2,
    });
    expect(k.text).toContain('readinessProbe:\n');
    expect(k.text).toContain(
      '  periodSeconds: 5\n  timeoutSeconds: 1\n  failureThreshold: 3\n  successThreshold: 2',
    );
    expect(cannot(k.issues)).toEqual([]);
  });

  it('cannot write sub-second or fractional periods, and warns when timeout ≥ period', () => {
    const k = kubernetesProbe({ ...EXAMPLE, i: 0.5, timeout: 2.5 });
    expect(k.written.periodSeconds).toBe(1);
    expect(k.written.timeoutSeconds).toBe(3);
    expect(cannot(k.issues)).toHaveLength(2);
    expect(k.text).toMatch(/# CANNOT EXPRESS: periodSeconds .* 0\.5 s is written as 1 s/);
    expect(k.text).toMatch(/# WARNING: timeoutSeconds \(3\) ≥ periodSeconds \(1\)/);
    expect(k.writtenWorstDetection).toBe(3);
  });
});

describe('AWS ALB target group', () => {
  it('raises the example’s 1 s timeout to ALB’s 2 s minimum, and says so', () => {
    const a = albHealthCheck(EXAMPLE);
    expect(a.written).toEqual({
      HealthCheckIntervalSeconds: 5,
      HealthCheckTimeoutSeconds: 2,
      UnhealthyThresholdCount: 3,
      HealthyThresholdCount: 2,
    });
    expect(cannot(a.issues)).toEqual([
      'HealthCheckTimeoutSeconds is a whole number from 2 to 120 s: 1 s is written as 2 s.',
    ]);
  });

  it('cannot eject on one failure (N = 1 → 2), cap thresholds at 10, or check faster than 5 s', () => {
    const a = albHealthCheck({ n: 1, h: 12, i: 2, timeout: 1 });
    expect(a.written.UnhealthyThresholdCount).toBe(2);
    expect(a.written.HealthyThresholdCount).toBe(10);
    expect(a.written.HealthCheckIntervalSeconds).toBe(5);
    expect(a.text).toMatch(/never ejects a target on a single failed check/);
    expect(a.writtenWorstDetection).toBe(10);
  });

  it('keeps the timeout below the interval', () => {
    const a = albHealthCheck({ ...EXAMPLE, i: 10, timeout: 30 });
    expect(a.written.HealthCheckTimeoutSeconds).toBe(9);
    expect(a.text).toMatch(
      /must be less than HealthCheckIntervalSeconds \(10 s\): 30 s is written as 9 s/,
    );
  });

  it('always writes values inside ALB’s ranges (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0.001, max: 86_400, noNaN: true }),
        fc.double({ min: 0.001, max: 86_400, noNaN: true }),
        (n, h, i, timeout) => {
          const w = albHealthCheck({ n, h, i, timeout }).written;
          const inRange = (v: number | undefined, [lo, hi]: readonly [number, number]) =>
            Number.isInteger(v) && (v ?? 0) >= lo && (v ?? 0) <= hi;
          expect(inRange(w.HealthCheckIntervalSeconds, ALB_LIMITS.interval)).toBe(true);
          expect(inRange(w.HealthCheckTimeoutSeconds, ALB_LIMITS.timeout)).toBe(true);
          expect(inRange(w.UnhealthyThresholdCount, ALB_LIMITS.threshold)).toBe(true);
          expect(inRange(w.HealthyThresholdCount, ALB_LIMITS.threshold)).toBe(true);
          expect(w.HealthCheckTimeoutSeconds ?? 0).toBeLessThan(w.HealthCheckIntervalSeconds ?? 0);
        },
      ),
    );
  });
});

describe('HAProxy', () => {
  it('writes inter/fall/rise and timeout check', () => {
    const h = haproxyCheck(EXAMPLE);
    expect(h.text).toContain('timeout check 1s');
    expect(h.text).toContain('default-server check inter 5s fall 3 rise 2');
    expect(cannot(h.issues)).toEqual([]);
    expect(h.written).toEqual({ inter: 5000, timeoutCheck: 1000, fall: 3, rise: 2 });
  });

  it('writes milliseconds, and cannot go below one', () => {
    const h = haproxyCheck({ ...EXAMPLE, i: 0.0004 });
    expect(h.written.inter).toBe(1);
    expect(cannot(h.issues)[0]).toMatch(/0\.0004 s is written as 1ms/);
  });
});

describe('Envoy', () => {
  it('writes durations as the proto’s JSON form', () => {
    const e = envoyHealthCheck(EXAMPLE);
    expect(e.text).toContain(
      '  - interval: 5s\n    timeout: 1s\n    unhealthy_threshold: 3\n    healthy_threshold: 2',
    );
    expect(cannot(e.issues)).toEqual([]);
    expect(cannot(envoyHealthCheck({ ...EXAMPLE, i: 1e-10 }).issues)).toHaveLength(1);
  });
});

it('gives the four platforms in order', () => {
  expect(allConfigs(EXAMPLE).map((c) => c.platform)).toEqual([
    'kubernetes',
    'alb',
    'haproxy',
    'envoy',
  ]);
});
