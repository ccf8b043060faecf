/**
 * A Kubernetes HorizontalPodAutoscaler (autoscaling/v2) whose CPU target leaves room to lose a
 * zone. Sources: the API reference (HorizontalPodAutoscalerSpec: minReplicas, maxReplicas int32;
 * MetricTarget.averageUtilization int32, "a percentage of the requested value of the resource for
 * the pods") and pkg/apis/autoscaling/validation (minReplicas ≥ 1, maxReplicas ≥ 1 and ≥
 * minReplicas, averageUtilization ≥ 1); the HPA's default tolerance of 0.1 (kube-controller-manager
 * --horizontal-pod-autoscaler-tolerance); TopologySpreadConstraint (maxSkew,
 * whenUnsatisfiable, nodeTaintsPolicy nil = Ignore).
 */
import { issueLines } from '../emit/comments';
import { configNumber, messageNumber } from '../emit/numbers';
import { YamlNumber, yamlDocument } from '../emit/yaml';
import { wholeWithin } from '../platforms/range';
import {
  HEADER_SUFFIX,
  floorWhole,
  nearlyEqual,
  threeDigits,
  type CapacitySnippet,
  type ConfigIssue,
} from './config';

export type { CapacitySnippet } from './config';

export interface HpaPlan {
  /**
   * The utilisation to hold, a fraction (0.41): the queue model's utilisation per server at
   * minReplicas, so that losing a zone leaves enough servers. With one zone, the plan's target for
   * the servers needed alone. Written as a whole percent.
   */
  readonly targetUtilisation: number;
  /** The fewest replicas that keep `needed` after losing the largest zone. */
  readonly minReplicas: number;
  /** Zones the replicas are spread over. */
  readonly azs: number;
  /** Servers running now. */
  readonly servers: number;
  /** Servers the waiting-time target needs at the current load. */
  readonly needed: number;
  /** The HPA's and the Deployment's name; default HPA_DEFAULT_NAME. */
  readonly name?: string;
}

export const HPA_DEFAULT_NAME = 'api';

/** The HPA's default tolerance: it scales only when usage ÷ target is more than 10% from 1. */
export const HPA_TOLERANCE = 0.1;

/** int32 fields. */
const INT32_MAX = 2_147_483_647;

/** Servers left after losing the largest zone, replicas spread as evenly as maxSkew 1 allows. */
export const afterZoneLoss = (replicas: number, azs: number): number =>
  azs <= 1 ? 0 : replicas - Math.ceil(replicas / azs);

/**
 * maxReplicas: room to double for a load spike (the HPA's default scale-up policy may double the
 * replicas every 15 s), and at least a zone's share more, so the surviving zones can take a lost
 * zone's replicas on top of minReplicas.
 */
export const hpaMaxReplicas = (minReplicas: number, azs: number): number =>
  Math.min(INT32_MAX, Math.max(2 * minReplicas, minReplicas + Math.ceil(minReplicas / azs)));

const whole = (x: number): YamlNumber => new YamlNumber(String(x));

export function hpaManifest(plan: HpaPlan): CapacitySnippet {
  const issues: ConfigIssue[] = [];
  const name = plan.name ?? HPA_DEFAULT_NAME;
  const azs = Math.max(1, Math.round(plan.azs));

  const asked = plan.targetUtilisation * 100;
  const percent = Math.min(100, Math.max(1, floorWhole(asked)));
  if (!Number.isFinite(asked) || asked < 1) {
    issues.push({
      level: 'cannot',
      text: `averageUtilization is a whole percent, at least 1: ${configNumber(Number.isFinite(asked) ? asked : 0)}% is written as 1%, so the pods run busier than the plan.`,
    });
  } else if (asked > 100) {
    issues.push({
      level: 'cannot',
      text: `A server is busy at most 100% of the time: ${configNumber(asked)}% is written as 100%.`,
    });
  } else if (!nearlyEqual(asked, percent)) {
    issues.push({
      level: 'cannot',
      text: `averageUtilization is a whole percent: ${configNumber(asked)}% is written as ${percent}%, rounded down so the HPA keeps at least the replicas planned.`,
    });
  }

  const minReplicas = wholeWithin(plan.minReplicas, 1, INT32_MAX);
  if (minReplicas !== plan.minReplicas) {
    issues.push({
      level: 'cannot',
      text: `minReplicas is a whole number, at least 1: ${messageNumber(plan.minReplicas)} is written as ${minReplicas}.`,
    });
  }
  const maxReplicas = hpaMaxReplicas(minReplicas, azs);

  if (azs === 1) {
    issues.push({
      level: 'cannot',
      text: `With 1 zone there is no zone to lose: losing it loses every replica. averageUtilization ${percent}% is the target for the ${plan.needed} servers needed alone.`,
    });
  } else if (afterZoneLoss(minReplicas, azs) < plan.needed) {
    issues.push({
      level: 'warning',
      text: `minReplicas ${minReplicas} over ${azs} zones keeps ${afterZoneLoss(minReplicas, azs)} after losing the largest zone, fewer than the ${plan.needed} servers needed.`,
    });
  }
  if (azs > 1 && minReplicas > plan.servers) {
    issues.push({
      level: 'warning',
      text: `The ${plan.servers} servers running now would not survive losing a zone: the largest of ${azs} zones holds ${Math.ceil(plan.servers / azs)}, leaving ${afterZoneLoss(plan.servers, azs)} of the ${plan.needed} needed. minReplicas ${minReplicas} raises the fleet as soon as the HPA applies.`,
    });
  }

  issues.push({
    level: 'note',
    text: "The queue model's utilisation is the share of time a server is busy. CPU utilisation (of the pods' CPU request) stands for it only when a request's CPU time is its service time: a server that waits on I/O or locks is busy at lower CPU, so multiply the target by CPU time ÷ service time.",
  });
  issues.push({
    level: 'note',
    text: `The HPA acts only when usage ÷ target is more than ${configNumber(HPA_TOLERANCE * 100)}% from 1 (its default tolerance), so the pods may run at up to about ${threeDigits(percent * (1 + HPA_TOLERANCE))}% before it adds replicas.`,
  });
  if (azs > 1) {
    issues.push({
      level: 'note',
      text: "The zone arithmetic assumes the replicas spread evenly over the zones: give the Deployment's pod template topologySpreadConstraints with maxSkew 1 on topology.kubernetes.io/zone. DoNotSchedule keeps the spread even; during a zone outage it can hold new pods Pending while the lost zone's nodes are still listed (nodeTaintsPolicy defaults to Ignore), where ScheduleAnyway places them at the cost of the guarantee.",
    });
  }

  const spread =
    azs > 1
      ? [
          "In the Deployment's pod template:",
          '  topologySpreadConstraints:',
          '    - maxSkew: 1',
          '      topologyKey: topology.kubernetes.io/zone',
          '      whenUnsatisfiable: DoNotSchedule',
          '      labelSelector:',
          '        matchLabels:',
          `          app: ${name}`,
        ]
      : [];
  const inputs =
    azs > 1
      ? [
          `minReplicas ${minReplicas}: over ${azs} zones, losing the largest (${Math.ceil(minReplicas / azs)}) leaves ${afterZoneLoss(minReplicas, azs)}, for the ${plan.needed} servers the waiting-time target needs.`,
          `averageUtilization ${percent}%: the queue model's utilisation per server at minReplicas. Holding it, the HPA`,
          'adds replicas as the load grows, so losing a zone leaves about as much room as at minReplicas.',
        ]
      : [
          `minReplicas ${minReplicas}, averageUtilization ${percent}%: the servers needed and their utilisation, with no zone to lose.`,
        ];
  const header = [
    `Kubernetes HorizontalPodAutoscaler: ${azs > 1 ? 'a CPU target that survives losing a zone' : 'a CPU target for the servers needed'} ${HEADER_SUFFIX}`,
    ...issueLines(issues),
    '',
    ...inputs,
    '',
    ...issues.filter((i) => i.level === 'note').map((i) => `NOTE: ${i.text}`),
    ...spread,
  ];

  const maxComment =
    azs > 1
      ? `maxReplicas ${maxReplicas} = max(2 × ${minReplicas}, ${minReplicas} + ceil(${minReplicas} / ${azs})): room to double for a load spike,\nand at least a zone's share more, so the surviving zones can take a lost zone's replicas.`
      : `maxReplicas ${maxReplicas} = 2 × minReplicas: room to double for a load spike.`;
  const text = yamlDocument(
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      metadata: { name },
      spec: {
        scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name },
        minReplicas: whole(minReplicas),
        '#maxReplicas': maxComment,
        maxReplicas: whole(maxReplicas),
        metrics: [
          {
            type: 'Resource',
            resource: {
              name: 'cpu',
              target: { type: 'Utilization', averageUtilization: whole(percent) },
            },
          },
        ],
      },
    },
    header,
  );

  return {
    id: 'hpa',
    title: 'Kubernetes HPA',
    text,
    issues,
    written: { name, minReplicas, maxReplicas, averageUtilization: percent },
  };
}
