import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALB_LIMITS, albHealthCheck } from '@/core/detection/config/alb';
import { allConfigs } from '@/core/detection/config/all';
import { envoyHealthCheck } from '@/core/detection/config/envoy';
import { haproxyCheck } from '@/core/detection/config/haproxy';
import { kubernetesProbe } from '@/core/detection/config/kubernetes';

/** The panel's example: N = 3, h = 2, i = 5 s, timeout 1 s. */
const EXAMPLE = { n: 3, h: 2, i: 5, timeout: 1 };
const cannot = (issues: readonly { level: string; text: string }[]) =>
  issues.filter((i) => i.level === 'cannot').map((i) => i.text);

const K8S_NOTE =
  'Written as a readinessProbe: failing it removes the Pod from Service endpoints (ejection). A livenessProbe restarts the container instead and requires successThreshold: 1.';
const ALB_NOTE =
  'Every load-balancer node checks every target on its own, so each node sees its own false triggers; if all targets are unhealthy the ALB fails open and routes to all of them.';
const HAPROXY_NOTE =
  'With "timeout check" set, HAProxy waits min("timeout connect", inter) to connect and "timeout check" to read the answer; without it, inter bounds the whole check.';
const ENVOY_NOTE =
  'For http_health_check, a response outside expected_statuses (and retriable_statuses) marks the host unhealthy at once: N counts only timeouts, connection failures and retriable statuses. At startup one success marks a host healthy.';

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

it('gives the five platforms in order, Terraform after the ALB’s CloudFormation', () => {
  expect(allConfigs(EXAMPLE).map((c) => c.platform)).toEqual([
    'kubernetes',
    'alb',
    'terraform',
    'haproxy',
    'envoy',
  ]);
});

describe('Kubernetes readiness probe, whole snippet', () => {
  it('writes the example with only the readiness note, which stays out of the pasted text', () => {
    const k = kubernetesProbe(EXAMPLE);
    expect(k.platform).toBe('kubernetes');
    expect(k.title).toBe('Kubernetes probe');
    expect(k.issues).toEqual([{ level: 'note', text: K8S_NOTE }]);
    expect(k.text).toBe(
      [
        '# Kubernetes container spec: readiness probe (Reliability Lab, #/detection)',
        'readinessProbe:',
        '  httpGet:',
        '    path: /healthz # your health endpoint',
        '    port: 8080',
        '  periodSeconds: 5',
        '  timeoutSeconds: 1',
        '  failureThreshold: 3',
        '  successThreshold: 2',
      ].join('\n'),
    );
    // 3 failures × 5 s.
    expect(k.writtenWorstDetection).toBe(15);
  });

  it('warns already when the timeout equals the period (5 s = 5 s)', () => {
    const k = kubernetesProbe({ ...EXAMPLE, timeout: 5 });
    const warning =
      'timeoutSeconds (5) ≥ periodSeconds (5): the kubelet finishes one probe before starting the next, so a hanging check is probed less often than every 5 s.';
    expect(k.issues).toEqual([
      { level: 'warning', text: warning },
      { level: 'note', text: K8S_NOTE },
    ]);
    expect(k.text.split('\n').slice(0, 3)).toEqual([
      '# Kubernetes container spec: readiness probe (Reliability Lab, #/detection)',
      `# WARNING: ${warning}`,
      'readinessProbe:',
    ]);
  });

  it('rounds a 2.5 s timeout to 3 s and says so, without a warning while 3 s < 5 s', () => {
    const k = kubernetesProbe({ n: 2, h: 1, i: 5, timeout: 2.5 });
    const cannot =
      'timeoutSeconds is a whole number of seconds, at least 1: 2.5 s is written as 3 s.';
    expect(k.issues).toEqual([
      { level: 'cannot', text: cannot },
      { level: 'note', text: K8S_NOTE },
    ]);
    expect(k.text).toBe(
      [
        '# Kubernetes container spec: readiness probe (Reliability Lab, #/detection)',
        `# CANNOT EXPRESS: ${cannot}`,
        'readinessProbe:',
        '  httpGet:',
        '    path: /healthz # your health endpoint',
        '    port: 8080',
        '  periodSeconds: 5',
        '  timeoutSeconds: 3',
        '  failureThreshold: 2',
        '  successThreshold: 1',
      ].join('\n'),
    );
    expect(k.writtenWorstDetection).toBe(10);
  });
});

// No validator runs for the ALB snippet (CloudFormation checks ranges only when it deploys), so
// its texts are written out in full, reviewed against the AWS CloudFormation template reference,
// AWS::ElasticLoadBalancingV2::TargetGroup (docs.aws.amazon.com/AWSCloudFormation/latest/
// TemplateReference/aws-resource-elasticloadbalancingv2-targetgroup.html): HealthCheckIntervalSeconds
// Integer 5–300, HealthCheckTimeoutSeconds Integer 2–120, HealthyThresholdCount and
// UnhealthyThresholdCount Integer 2–10; the timeout below the interval per the Elastic Load
// Balancing user guide (target-group health checks). The real tools' checks of the other exports:
// test/core/detection/config/ (haproxy -c, kubernetes-models); Terraform's texts: terraform.test.ts.
describe('AWS ALB target group, whole snippet', () => {
  it('writes the example, raising the 1 s timeout to 2 s', () => {
    const a = albHealthCheck(EXAMPLE);
    const cannot =
      'HealthCheckTimeoutSeconds is a whole number from 2 to 120 s: 1 s is written as 2 s.';
    expect(a.platform).toBe('alb');
    expect(a.title).toBe('AWS ALB target group');
    expect(a.issues).toEqual([
      { level: 'cannot', text: cannot },
      { level: 'note', text: ALB_NOTE },
    ]);
    expect(a.text).toBe(
      [
        '# AWS::ElasticLoadBalancingV2::TargetGroup properties (Reliability Lab, #/detection)',
        `# CANNOT EXPRESS: ${cannot}`,
        'HealthCheckIntervalSeconds: 5',
        'HealthCheckTimeoutSeconds: 2',
        'UnhealthyThresholdCount: 3',
        'HealthyThresholdCount: 2',
      ].join('\n'),
    );
    expect(a.writtenWorstDetection).toBe(15);
  });

  it('names every field it cannot write, and explains N = 1 only for N = 1', () => {
    const a = albHealthCheck({ n: 1, h: 12, i: 2, timeout: 1 });
    expect(a.issues).toEqual([
      {
        level: 'cannot',
        text: 'HealthCheckIntervalSeconds is a whole number from 5 to 300 s: 2 s is written as 5 s.',
      },
      {
        level: 'cannot',
        text: 'HealthCheckTimeoutSeconds is a whole number from 2 to 120 s: 1 s is written as 2 s.',
      },
      {
        level: 'cannot',
        text: 'UnhealthyThresholdCount is a whole number from 2 to 10: 1 is written as 2. An ALB never ejects a target on a single failed check.',
      },
      {
        level: 'cannot',
        text: 'HealthyThresholdCount is a whole number from 2 to 10: 12 is written as 10.',
      },
      { level: 'note', text: ALB_NOTE },
    ]);
    expect(a.text.split('\n').slice(-4)).toEqual([
      'HealthCheckIntervalSeconds: 5',
      'HealthCheckTimeoutSeconds: 2',
      'UnhealthyThresholdCount: 2',
      'HealthyThresholdCount: 10',
    ]);
  });

  it('caps N = 12 at 10 without the single-failure remark, and keeps the timeout under the interval', () => {
    const a = albHealthCheck({ n: 12, h: 3, i: 10, timeout: 30 });
    const rule =
      'HealthCheckTimeoutSeconds must be less than HealthCheckIntervalSeconds (10 s): 30 s is written as 9 s.';
    const cap = 'UnhealthyThresholdCount is a whole number from 2 to 10: 12 is written as 10.';
    expect(a.issues).toEqual([
      { level: 'cannot', text: rule },
      { level: 'cannot', text: cap },
      { level: 'note', text: ALB_NOTE },
    ]);
    expect(a.text).toBe(
      [
        '# AWS::ElasticLoadBalancingV2::TargetGroup properties (Reliability Lab, #/detection)',
        `# CANNOT EXPRESS: ${rule}`,
        `# CANNOT EXPRESS: ${cap}`,
        'HealthCheckIntervalSeconds: 10',
        'HealthCheckTimeoutSeconds: 9',
        'UnhealthyThresholdCount: 10',
        'HealthyThresholdCount: 3',
      ].join('\n'),
    );
    // 10 failures × 10 s.
    expect(a.writtenWorstDetection).toBe(100);
  });
});

describe('HAProxy, whole snippet', () => {
  it('writes the example in seconds, with the timeout note kept out of the text', () => {
    const h = haproxyCheck(EXAMPLE);
    expect(h.platform).toBe('haproxy');
    expect(h.title).toBe('HAProxy');
    expect(h.issues).toEqual([{ level: 'note', text: HAPROXY_NOTE }]);
    expect(h.text).toBe(
      [
        '# HAProxy backend (Reliability Lab, #/detection)',
        'backend app',
        '    timeout check 1s',
        '    default-server check inter 5s fall 3 rise 2',
        '    server app1 10.0.0.1:8080 # your servers',
      ].join('\n'),
    );
    // fall 3 × inter 5000 ms = 15 s.
    expect(h.writtenWorstDetection).toBe(15);
  });

  it('names inter and timeout check when they are not whole milliseconds', () => {
    const h = haproxyCheck({ n: 4, h: 2, i: 0.0004, timeout: 2.0004 });
    const inter =
      'inter is a whole number of milliseconds from 1 ms to 2147483647 ms: 0.0004 s is written as 1ms.';
    const timeout =
      'timeout check is a whole number of milliseconds from 1 ms to 2147483647 ms: 2.0004 s is written as 2s.';
    expect(h.issues).toEqual([
      { level: 'cannot', text: inter },
      { level: 'cannot', text: timeout },
      { level: 'note', text: HAPROXY_NOTE },
    ]);
    expect(h.text).toBe(
      [
        '# HAProxy backend (Reliability Lab, #/detection)',
        `# CANNOT EXPRESS: ${inter}`,
        `# CANNOT EXPRESS: ${timeout}`,
        'backend app',
        '    timeout check 2s',
        '    default-server check inter 1ms fall 4 rise 2',
        '    server app1 10.0.0.1:8080 # your servers',
      ].join('\n'),
    );
    expect(h.written).toEqual({ inter: 1, timeoutCheck: 2000, fall: 4, rise: 2 });
  });
});

// No Envoy runs here, so its texts are written out in full, reviewed against the Envoy v3 API,
// config.core.v3.HealthCheck (api/envoy/config/core/v3/health_check.proto in envoyproxy/envoy;
// envoyproxy.io/docs/envoy/latest/api-v3/config/core/v3/health_check.proto): `timeout` and
// `interval` are required Durations > 0 (JSON/YAML form "5s"), `unhealthy_threshold` and
// `healthy_threshold` required UInt32Values, one health checker required (here
// `http_health_check`, whose `path` must be non-empty); `health_checks` is the repeated field of
// config.cluster.v3.Cluster that holds them.
describe('Envoy, whole snippet', () => {
  it('writes the example with only the http_health_check note, kept out of the text', () => {
    const e = envoyHealthCheck(EXAMPLE);
    expect(e.platform).toBe('envoy');
    expect(e.title).toBe('Envoy');
    expect(e.issues).toEqual([{ level: 'note', text: ENVOY_NOTE }]);
    expect(e.text).toBe(
      [
        '# Envoy cluster health check, config.core.v3.HealthCheck (Reliability Lab, #/detection)',
        'health_checks:',
        '  - interval: 5s',
        '    timeout: 1s',
        '    unhealthy_threshold: 3',
        '    healthy_threshold: 2',
        '    http_health_check:',
        '      path: /healthz # your health endpoint',
      ].join('\n'),
    );
    expect(e.written).toEqual({
      interval: 5,
      timeout: 1,
      unhealthy_threshold: 3,
      healthy_threshold: 2,
    });
    expect(e.writtenWorstDetection).toBe(15);
  });

  it('does not flag 1.005 s, whose product with 1e9 is 1004999999.9999999 only by rounding', () => {
    // 1.005 s is exactly 1,005,000,000 ns; the double product misses by 1.2e-7 ns.
    const e = envoyHealthCheck({ ...EXAMPLE, i: 1.005 });
    expect(e.issues).toEqual([{ level: 'note', text: ENVOY_NOTE }]);
    expect(e.text).toContain('\n  - interval: 1.005s\n');
  });

  it('names interval and timeout when they fall between nanoseconds', () => {
    // 1.5 ns rounds to 2 ns; 0.1 ns to the 1 ns minimum.
    const e = envoyHealthCheck({ n: 2, h: 1, i: 1.5e-9, timeout: 1e-10 });
    const interval = 'interval has nanosecond resolution: 1.5e-9 s is written as 0.000000002s.';
    const timeout = 'timeout has nanosecond resolution: 1e-10 s is written as 0.000000001s.';
    expect(e.issues).toEqual([
      { level: 'cannot', text: interval },
      { level: 'cannot', text: timeout },
      { level: 'note', text: ENVOY_NOTE },
    ]);
    expect(e.text).toBe(
      [
        '# Envoy cluster health check, config.core.v3.HealthCheck (Reliability Lab, #/detection)',
        `# CANNOT EXPRESS: ${interval}`,
        `# CANNOT EXPRESS: ${timeout}`,
        'health_checks:',
        '  - interval: 0.000000002s',
        '    timeout: 0.000000001s',
        '    unhealthy_threshold: 2',
        '    healthy_threshold: 1',
        '    http_health_check:',
        '      path: /healthz # your health endpoint',
      ].join('\n'),
    );
  });
  it('names a duration below the 1 ns minimum, which is written as 1 ns (5e-13 s, 1e-12 s)', () => {
    // Both round to 0 ns, and Envoy's minimum writes 1 ns: twice and a thousand times the input.
    for (const [i, shown] of [
      [5e-13, '5e-13'],
      [1e-12, '1e-12'],
    ] as const) {
      const e = envoyHealthCheck({ ...EXAMPLE, i });
      expect(e.issues).toEqual([
        {
          level: 'cannot',
          text: `interval has nanosecond resolution: ${shown} s is written as 0.000000001s.`,
        },
        { level: 'note', text: ENVOY_NOTE },
      ]);
    }
  });
});
