/**
 * AWS ALB target-group health check. Ranges and the timeout rule: src/core/platforms/alb.ts,
 * shared with the failover panel's Terraform. The fitting below is shared by the two formats the
 * detection panel writes it in: CloudFormation properties (here) and Terraform's
 * aws_lb_target_group health_check block (terraform.ts); only the setting names differ.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { messageNumber } from '../../emit/numbers';
import { ALB_LIMITS, albTimeoutBelowInterval } from '../../platforms/alb';
import { wholeWithin } from '../../platforms/range';
import type { CheckSettings, ConfigIssue, ConfigSnippet } from './types';

export { ALB_LIMITS };

/** What a format calls the four ALB health-check settings. */
export interface AlbSettingNames {
  readonly interval: string;
  readonly timeout: string;
  readonly unhealthy: string;
  readonly healthy: string;
}

/** The values an ALB accepts for the chosen check, and what could not be written as asked. */
export interface AlbFit {
  readonly interval: number;
  readonly timeout: number;
  readonly unhealthy: number;
  readonly healthy: number;
  /** Each `cannot`, named in the format's own words, then the ALB note. */
  readonly issues: readonly ConfigIssue[];
}

/** CloudFormation's names (AWS::ElasticLoadBalancingV2::TargetGroup), as the ELB API has them. */
export const CLOUDFORMATION_NAMES: AlbSettingNames = {
  interval: 'HealthCheckIntervalSeconds',
  timeout: 'HealthCheckTimeoutSeconds',
  unhealthy: 'UnhealthyThresholdCount',
  healthy: 'HealthyThresholdCount',
};

function fit(
  issues: ConfigIssue[],
  field: string,
  value: number,
  [min, max]: readonly [number, number],
  unit: string,
  why = '',
): number {
  const written = wholeWithin(value, min, max);
  if (written !== value) {
    issues.push({
      level: 'cannot',
      text: `${field} is a whole number from ${min} to ${max}${unit}: ${messageNumber(value)}${unit} is written as ${written}${unit}.${why}`,
    });
  }
  return written;
}

/** Fits N, h, the interval and the timeout into ALB's ranges, naming each setting as `names` do. */
export function fitAlbCheck(s: CheckSettings, names: AlbSettingNames): AlbFit {
  const issues: ConfigIssue[] = [];
  const interval = fit(issues, names.interval, s.i, ALB_LIMITS.interval, ' s');
  let timeout = fit(issues, names.timeout, s.timeout, ALB_LIMITS.timeout, ' s');
  const shorter = albTimeoutBelowInterval(timeout, interval);
  if (shorter !== timeout) {
    issues.push({
      level: 'cannot',
      text: `${names.timeout} must be less than ${names.interval} (${interval} s): ${timeout} s is written as ${shorter} s.`,
    });
    timeout = shorter;
  }
  const unhealthy = fit(
    issues,
    names.unhealthy,
    s.n,
    ALB_LIMITS.threshold,
    '',
    s.n < 2 ? ' An ALB never ejects a target on a single failed check.' : '',
  );
  const healthy = fit(issues, names.healthy, s.h, ALB_LIMITS.threshold, '');
  issues.push({
    level: 'note',
    text: 'Every load-balancer node checks every target on its own, so each node sees its own false triggers; if all targets are unhealthy the ALB fails open and routes to all of them.',
  });
  return { interval, timeout, unhealthy, healthy, issues };
}

export function albHealthCheck(s: CheckSettings): ConfigSnippet {
  const { interval, timeout, unhealthy, healthy, issues } = fitAlbCheck(s, CLOUDFORMATION_NAMES);
  const text = [
    '# AWS::ElasticLoadBalancingV2::TargetGroup properties (Reliability Lab, #/detection)',
    ...commentLines(issueLines(issues), '#'),
    `HealthCheckIntervalSeconds: ${interval}`,
    `HealthCheckTimeoutSeconds: ${timeout}`,
    `UnhealthyThresholdCount: ${unhealthy}`,
    `HealthyThresholdCount: ${healthy}`,
  ].join('\n');
  return {
    platform: 'alb',
    title: 'AWS ALB target group',
    text,
    issues,
    written: {
      HealthCheckIntervalSeconds: interval,
      HealthCheckTimeoutSeconds: timeout,
      UnhealthyThresholdCount: unhealthy,
      HealthyThresholdCount: healthy,
    },
    writtenWorstDetection: unhealthy * interval,
  };
}
