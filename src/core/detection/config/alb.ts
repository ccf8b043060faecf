/**
 * AWS ALB target-group health check. Ranges and the timeout rule: src/core/platforms/alb.ts,
 * shared with the failover panel's Terraform.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { messageNumber } from '../../emit/numbers';
import { ALB_LIMITS, albTimeoutBelowInterval } from '../../platforms/alb';
import { wholeWithin } from '../../platforms/range';
import type { CheckSettings, ConfigIssue, ConfigSnippet } from './types';

export { ALB_LIMITS };

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

export function albHealthCheck(s: CheckSettings): ConfigSnippet {
  const issues: ConfigIssue[] = [];
  const interval = fit(issues, 'HealthCheckIntervalSeconds', s.i, ALB_LIMITS.interval, ' s');
  let timeout = fit(issues, 'HealthCheckTimeoutSeconds', s.timeout, ALB_LIMITS.timeout, ' s');
  const shorter = albTimeoutBelowInterval(timeout, interval);
  if (shorter !== timeout) {
    issues.push({
      level: 'cannot',
      text: `HealthCheckTimeoutSeconds must be less than HealthCheckIntervalSeconds (${interval} s): ${timeout} s is written as ${shorter} s.`,
    });
    timeout = shorter;
  }
  const unhealthy = fit(
    issues,
    'UnhealthyThresholdCount',
    s.n,
    ALB_LIMITS.threshold,
    '',
    s.n < 2 ? ' An ALB never ejects a target on a single failed check.' : '',
  );
  const healthy = fit(issues, 'HealthyThresholdCount', s.h, ALB_LIMITS.threshold, '');
  issues.push({
    level: 'note',
    text: 'Every load-balancer node checks every target on its own, so each node sees its own false triggers; if all targets are unhealthy the ALB fails open and routes to all of them.',
  });
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
