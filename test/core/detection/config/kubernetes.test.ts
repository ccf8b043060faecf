/**
 * The Kubernetes probe export validated by kubernetes-models (4.5.1, generated from the Kubernetes
 * OpenAPI schema): the YAML is parsed with `yaml` and put in the smallest object it belongs in, a
 * Pod with one container, and `Pod.validate()` checks every field's type and format (int32 for the
 * probe's counts and seconds). The schema has no minimums and allows unknown fields, so the test
 * also checks what it cannot: each field name against the model's own IProbe (at compile time,
 * through the typed expectation) and the minimum of 1 the field descriptions give ("Minimum value
 * is 1", in the same schema's Probe).
 */
import fc from 'fast-check';
import { Pod } from 'kubernetes-models/v1/Pod';
import type { IProbe } from 'kubernetes-models/v1/Probe';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kubernetesProbe } from '@/core/detection/config/kubernetes';
import type { CheckSettings } from '@/core/detection/config/types';
import { runs } from '../../property-runs';

/** The panel's defaults: N = 3, h = 2, i = 5 s, timeout 1 s. */
const DEFAULTS: CheckSettings = { n: 3, h: 2, i: 5, timeout: 1 };

/** The snippet is a container's probe: `readinessProbe:` and what it holds. */
function readProbe(text: string): unknown {
  const fragment = parse(text) as Record<string, unknown>;
  expect(Object.keys(fragment)).toEqual(['readinessProbe']);
  return fragment.readinessProbe;
}

/** The smallest valid object around the probe: a Pod with one container that uses it. */
const inPod = (probe: unknown) =>
  new Pod({
    metadata: { name: 'app' },
    spec: { containers: [{ name: 'app', image: 'app:1', readinessProbe: probe as IProbe }] },
  });

/** kubernetes-models' verdict: null when valid, else its message. */
function rejection(probe: unknown): string | null {
  try {
    inPod(probe).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

function expectValid(settings: CheckSettings): void {
  const snippet = kubernetesProbe(settings);
  const probe = readProbe(snippet.text);
  expect(rejection(probe)).toBeNull();
  // Typed as the model's IProbe: a field name that is not the API's fails the type check.
  const expected: IProbe = {
    httpGet: { path: '/healthz', port: 8080 },
    periodSeconds: Number(snippet.written.periodSeconds),
    timeoutSeconds: Number(snippet.written.timeoutSeconds),
    failureThreshold: Number(snippet.written.failureThreshold),
    successThreshold: Number(snippet.written.successThreshold),
  };
  expect(probe).toEqual(expected);
  for (const field of [
    'periodSeconds',
    'timeoutSeconds',
    'failureThreshold',
    'successThreshold',
  ] as const) {
    expect(expected[field]).toBeGreaterThanOrEqual(1);
  }
}

describe('kubernetes-models accepts the Kubernetes probe export', () => {
  it('at the defaults', () => {
    expectValid(DEFAULTS);
    expect(readProbe(kubernetesProbe(DEFAULTS).text)).toMatchObject({
      periodSeconds: 5,
      timeoutSeconds: 1,
      failureThreshold: 3,
      successThreshold: 2,
    });
  });

  it('at the clamps: below a second, between seconds, past int32', () => {
    expectValid({ n: 1, h: 1, i: 1e-9, timeout: 0.4 });
    expectValid({ n: 100, h: 100, i: 86_400, timeout: 2.5 });
    // 3e9 s is past int32 (2147483647), which the schema's format would reject.
    const big = { n: 2, h: 1, i: 3e9, timeout: 3e9 };
    expectValid(big);
    expect(kubernetesProbe(big).written.periodSeconds).toBe(2_147_483_647);
  });

  it('over the detection settings (property)', () => {
    const count = fc.integer({ min: 1, max: 100 });
    const seconds = fc.oneof(
      fc.double({ min: 0, max: 86_400, minExcluded: true, noNaN: true }),
      fc.integer({ min: 1, max: 86_400 }),
      fc.double({ min: 86_400, max: 1e10, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.record({ n: count, h: count, i: seconds, timeout: seconds }), expectValid),
      { numRuns: runs(300) },
    );
  });
});

describe('kubernetes-models rejects a broken probe, so these tests can fail', () => {
  const probe = () => readProbe(kubernetesProbe(DEFAULTS).text) as Record<string, unknown>;

  it('failureThreshold: x, edited into the pasted text', () => {
    const text = kubernetesProbe(DEFAULTS).text.replace(
      'failureThreshold: 3',
      'failureThreshold: x',
    );
    expect(rejection(readProbe(text))).toMatch(/readinessProbe\/failureThreshold must be integer/);
  });

  it('periodSeconds as a string, a fraction, or past int32', () => {
    expect(rejection({ ...probe(), periodSeconds: '5' })).toMatch(/periodSeconds must be integer/);
    expect(rejection({ ...probe(), periodSeconds: 1.5 })).toMatch(/periodSeconds must be integer/);
    expect(rejection({ ...probe(), periodSeconds: 2 ** 31 })).toMatch(
      /periodSeconds must match format "int32"/,
    );
  });
});
