import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HorizontalPodAutoscaler,
  type IHorizontalPodAutoscaler,
} from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { parse } from 'yaml';
import {
  afterZoneLoss,
  hpaManifest,
  hpaMaxReplicas,
  type CapacitySnippet,
  type HpaPlan,
} from '@/core/capacity/hpa';
import { runs } from '../property-runs';

/** The panel's defaults: 8 servers over 3 zones, 7 needed; 12 keep 8 after losing a zone of 4. */
const DEFAULTS: HpaPlan = {
  targetUtilisation: 0.41,
  minReplicas: 12,
  azs: 3,
  servers: 8,
  needed: 7,
};

const levels = (s: CapacitySnippet, level: string) =>
  s.issues.filter((i) => i.level === level).map((i) => i.text);

interface Hpa {
  apiVersion: string;
  kind: string;
  metadata: { name: string };
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas: number;
    maxReplicas: number;
    metrics: {
      type: string;
      resource: { name: string; target: { type: string; averageUtilization: number } };
    }[];
  };
}

/**
 * kubernetes-models' verdict on a parsed manifest (its HorizontalPodAutoscaler, autoscaling/v2,
 * generated from the Kubernetes OpenAPI schema: required fields, types, int32): null when
 * valid, else its message.
 */
function rejection(manifest: unknown): string | null {
  try {
    new HorizontalPodAutoscaler(manifest as IHorizontalPodAutoscaler).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The manifest as Kubernetes reads it, with what `written` says it holds, and valid for
 * kubernetes-models. The expectation is typed as the model's IHorizontalPodAutoscaler, so a field
 * name the API does not have fails the type check (the schema itself allows unknown fields).
 */
function expectReadsBack(s: CapacitySnippet): Hpa {
  const y = parse(s.text) as Hpa;
  const name = String(s.written.name);
  const expected: IHorizontalPodAutoscaler = {
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: { name },
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
      minReplicas: Number(s.written.minReplicas),
      maxReplicas: Number(s.written.maxReplicas),
      metrics: [
        {
          type: 'Resource',
          resource: {
            name: 'cpu',
            target: {
              type: 'Utilization',
              averageUtilization: Number(s.written.averageUtilization),
            },
          },
        },
      ],
    },
  };
  expect(y).toEqual(expected);
  expect(rejection(y)).toBeNull();
  return y;
}

const CPU_NOTE =
  "The queue model's utilisation is the share of time a server is busy. CPU utilisation (of the pods' CPU request) stands for it only when a request's CPU time is its service time: a server that waits on I/O or locks is busy at lower CPU, so multiply the target by CPU time ÷ service time.";
const TOLERANCE_NOTE = (upTo: string) =>
  `The HPA acts only when usage ÷ target is more than 10% from 1 (its default tolerance), so the pods may run at up to about ${upTo}% before it adds replicas.`;
const SPREAD_NOTE =
  "The zone arithmetic assumes the replicas spread evenly over the zones: give the Deployment's pod template topologySpreadConstraints with maxSkew 1 on topology.kubernetes.io/zone. DoNotSchedule keeps the spread even; during a zone outage it can hold new pods Pending while the lost zone's nodes are still listed (nodeTaintsPolicy defaults to Ignore), where ScheduleAnyway places them at the cost of the guarantee.";
const FLEET_WARNING =
  'The 8 servers running now would not survive losing a zone: the largest of 3 zones holds 3, leaving 5 of the 7 needed. minReplicas 12 raises the fleet as soon as the HPA applies.';

// Reviewed against the autoscaling/v2 API reference (HorizontalPodAutoscalerSpec, MetricSpec
// type Resource, ResourceMetricSource, MetricTarget type Utilization, averageUtilization int32)
// and the validation rules (minReplicas ≥ 1, maxReplicas ≥ minReplicas, averageUtilization ≥ 1).
describe('the defaults, whole manifest', () => {
  it('holds 41% CPU from 12 to 24 replicas, and warns that today’s 8 would not survive a zone', () => {
    const s = hpaManifest(DEFAULTS);
    expect(s.text).toBe(
      [
        '# Kubernetes HorizontalPodAutoscaler: a CPU target that survives losing a zone (Reliability Lab, #/capacity)',
        `# WARNING: ${FLEET_WARNING}`,
        '#',
        '# minReplicas 12: over 3 zones, losing the largest (4) leaves 8, for the 7 servers the waiting-time target needs.',
        "# averageUtilization 41%: the queue model's utilisation per server at minReplicas. Holding it, the HPA",
        '# adds replicas as the load grows, so losing a zone leaves about as much room as at minReplicas.',
        '#',
        `# NOTE: ${CPU_NOTE}`,
        `# NOTE: ${TOLERANCE_NOTE('45.1')}`,
        `# NOTE: ${SPREAD_NOTE}`,
        "# In the Deployment's pod template:",
        '#   topologySpreadConstraints:',
        '#     - maxSkew: 1',
        '#       topologyKey: topology.kubernetes.io/zone',
        '#       whenUnsatisfiable: DoNotSchedule',
        '#       labelSelector:',
        '#         matchLabels:',
        '#           app: api',
        'apiVersion: autoscaling/v2',
        'kind: HorizontalPodAutoscaler',
        'metadata:',
        '  name: api',
        'spec:',
        '  scaleTargetRef:',
        '    apiVersion: apps/v1',
        '    kind: Deployment',
        '    name: api',
        '  minReplicas: 12',
        '  # maxReplicas 24 = max(2 × 12, 12 + ceil(12 / 3)): room to double for a load spike,',
        "  # and at least a zone's share more, so the surviving zones can take a lost zone's replicas.",
        '  maxReplicas: 24',
        '  metrics:',
        '    - type: Resource',
        '      resource:',
        '        name: cpu',
        '        target:',
        '          type: Utilization',
        '          averageUtilization: 41',
        '',
      ].join('\n'),
    );
    expect(s.issues).toEqual([
      { level: 'warning', text: FLEET_WARNING },
      { level: 'note', text: CPU_NOTE },
      { level: 'note', text: TOLERANCE_NOTE('45.1') },
      { level: 'note', text: SPREAD_NOTE },
    ]);
    expect(s.written).toEqual({
      name: 'api',
      minReplicas: 12,
      maxReplicas: 24,
      averageUtilization: 41,
    });
    expect(s.id).toBe('hpa');
    expectReadsBack(s);
  });

  it('the topology fragment in the comments is YAML for a pod template', () => {
    const fragment = hpaManifest(DEFAULTS)
      .text.split('\n')
      .filter((line) => line.startsWith('#   ') || line.startsWith('#     '))
      .map((line) => line.slice(4))
      .join('\n');
    expect(parse(fragment)).toEqual({
      topologySpreadConstraints: [
        {
          maxSkew: 1,
          topologyKey: 'topology.kubernetes.io/zone',
          whenUnsatisfiable: 'DoNotSchedule',
          labelSelector: { matchLabels: { app: 'api' } },
        },
      ],
    });
  });
});

describe('what the manifest cannot say', () => {
  it('one zone: no zone can be lost, the target is for the servers needed alone', () => {
    const s = hpaManifest({ ...DEFAULTS, azs: 1, minReplicas: 7, targetUtilisation: 0.71 });
    expect(levels(s, 'cannot')).toEqual([
      'With 1 zone there is no zone to lose: losing it loses every replica. averageUtilization 71% is the target for the 7 servers needed alone.',
    ]);
    expect(levels(s, 'warning')).toEqual([]);
    expect(s.text).toContain(
      '# Kubernetes HorizontalPodAutoscaler: a CPU target for the servers needed (Reliability Lab, #/capacity)\n# CANNOT EXPRESS: With 1 zone',
    );
    expect(s.text).toContain(
      '  # maxReplicas 14 = 2 × minReplicas: room to double for a load spike.\n  maxReplicas: 14\n',
    );
    expect(s.text).not.toContain('topologySpreadConstraints');
    expect(s.written).toEqual({
      name: 'api',
      minReplicas: 7,
      maxReplicas: 14,
      averageUtilization: 71,
    });
    expectReadsBack(s);
  });

  it('a target under 1% is written as 1%', () => {
    const s = hpaManifest({ ...DEFAULTS, targetUtilisation: 0.004 });
    expect(s.written.averageUtilization).toBe(1);
    expect(levels(s, 'cannot')).toEqual([
      'averageUtilization is a whole percent, at least 1: 0.4% is written as 1%, so the pods run busier than the plan.',
    ]);
  });

  it('a fraction of a percent is rounded down, and over 100% is 100%', () => {
    const s = hpaManifest({ ...DEFAULTS, targetUtilisation: 0.417 });
    expect(s.written.averageUtilization).toBe(41);
    expect(levels(s, 'cannot')).toEqual([
      'averageUtilization is a whole percent: 41.7% is written as 41%, rounded down so the HPA keeps at least the replicas planned.',
    ]);
    // 0.07 × 100 is 7.000000000000001, 0.29 × 100 is 28.999999999999996: both whole percents.
    expect(levels(hpaManifest({ ...DEFAULTS, targetUtilisation: 0.07 }), 'cannot')).toEqual([]);
    expect(hpaManifest({ ...DEFAULTS, targetUtilisation: 0.29 }).written.averageUtilization).toBe(
      29,
    );
    const over = hpaManifest({ ...DEFAULTS, targetUtilisation: 1.2 });
    expect(over.written.averageUtilization).toBe(100);
    expect(levels(over, 'cannot')).toEqual([
      'A server is busy at most 100% of the time: 120% is written as 100%.',
    ]);
  });

  it('minReplicas is a whole number, at least 1', () => {
    const s = hpaManifest({ ...DEFAULTS, minReplicas: 0 });
    expect(s.written.minReplicas).toBe(1);
    expect(levels(s, 'cannot')).toEqual([
      'minReplicas is a whole number, at least 1: 0 is written as 1.',
    ]);
  });
});

describe('warnings', () => {
  it('none when today’s fleet already survives a zone', () => {
    const s = hpaManifest({ ...DEFAULTS, servers: 12 });
    expect(levels(s, 'warning')).toEqual([]);
    expect(s.text).not.toContain('# WARNING');
    expect(s.text.split('\n')[1]).toBe('#');
  });

  it('a minReplicas that would not keep the servers needed', () => {
    const s = hpaManifest({ ...DEFAULTS, minReplicas: 9, servers: 12 });
    expect(levels(s, 'warning')).toEqual([
      'minReplicas 9 over 3 zones keeps 6 after losing the largest zone, fewer than the 7 servers needed.',
    ]);
  });

  it('a name that YAML would misread is quoted, and reads back', () => {
    const s = hpaManifest({ ...DEFAULTS, servers: 12, name: 'yes' });
    expect(s.text).toContain("  name: 'yes'\n");
    expect(expectReadsBack(s).metadata.name).toBe('yes');
  });
});

describe('zone arithmetic', () => {
  it('losing the largest of an even spread', () => {
    expect(afterZoneLoss(12, 3)).toBe(8);
    expect(afterZoneLoss(11, 3)).toBe(7);
    expect(afterZoneLoss(8, 3)).toBe(5);
    expect(afterZoneLoss(8, 1)).toBe(0);
    expect(hpaMaxReplicas(12, 3)).toBe(24);
    expect(hpaMaxReplicas(3, 3)).toBe(6);
  });
});

describe('properties', () => {
  const plans = fc.record({
    targetUtilisation: fc.double({ min: 0, max: 1.5, noNaN: true }),
    minReplicas: fc.integer({ min: 1, max: 100_000 }),
    azs: fc.integer({ min: 1, max: 100 }),
    servers: fc.integer({ min: 1, max: 100_000 }),
    needed: fc.integer({ min: 1, max: 100_000 }),
  });

  it('averageUtilization is a whole percent in 1..100, replicas whole with min ≤ max, and the YAML reads back', () => {
    fc.assert(
      fc.property(plans, (plan) => {
        const s = hpaManifest(plan);
        const { averageUtilization, minReplicas, maxReplicas } = s.written;
        expect(Number.isInteger(averageUtilization)).toBe(true);
        expect(averageUtilization).toBeGreaterThanOrEqual(1);
        expect(averageUtilization).toBeLessThanOrEqual(100);
        expect(Number.isInteger(minReplicas) && Number.isInteger(maxReplicas)).toBe(true);
        expect(minReplicas).toBeGreaterThanOrEqual(1);
        expect(maxReplicas).toBeGreaterThanOrEqual(Number(minReplicas));
        expect(maxReplicas).toBeLessThanOrEqual(2_147_483_647);
        // Never above the plan's target, unless the plan's is below 1%.
        if (plan.targetUtilisation >= 0.01) {
          expect(Number(averageUtilization)).toBeLessThanOrEqual(
            plan.targetUtilisation * 100 + 1e-9,
          );
        }
        expectReadsBack(s);
      }),
      { numRuns: runs(200) },
    );
  });
});

describe('kubernetes-models rejects a broken manifest, so these tests can fail', () => {
  const manifest = () => parse(hpaManifest(DEFAULTS).text) as Hpa;

  it('accepts the defaults as written', () => {
    expect(rejection(manifest())).toBeNull();
  });

  it('averageUtilization: "41", edited into the pasted text', () => {
    const text = hpaManifest(DEFAULTS).text.replace(
      'averageUtilization: 41',
      'averageUtilization: "41"',
    );
    expect(rejection(parse(text))).toMatch(/averageUtilization must be integer/);
  });

  it('a missing maxReplicas, a fractional minReplicas, replicas past int32', () => {
    const y = manifest();
    const withoutMax: Partial<Hpa['spec']> = { ...y.spec };
    delete withoutMax.maxReplicas;
    expect(rejection({ ...y, spec: withoutMax })).toMatch(
      /data\/spec must have required property maxReplicas/,
    );
    expect(rejection({ ...y, spec: { ...y.spec, minReplicas: 1.5 } })).toMatch(
      /minReplicas must be integer/,
    );
    expect(rejection({ ...y, spec: { ...y.spec, maxReplicas: 2 ** 31 } })).toMatch(
      /maxReplicas must match format "int32"/,
    );
  });
});
