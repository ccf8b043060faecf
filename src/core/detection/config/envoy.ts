/**
 * Envoy active health checking, config.core.v3.HealthCheck (envoy api/envoy/config/core/v3/
 * health_check.proto): timeout and interval are required Durations greater than zero;
 * unhealthy_threshold and healthy_threshold are required counts.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { protobufDuration, protobufExact } from '../../emit/durations';
import { messageNumber } from '../../emit/numbers';
import type { CheckSettings, ConfigIssue, ConfigSnippet } from './types';

export function envoyHealthCheck(s: CheckSettings): ConfigSnippet {
  const issues: ConfigIssue[] = [];
  for (const [field, value] of [
    ['interval', s.i],
    ['timeout', s.timeout],
  ] as const) {
    if (!protobufExact(value)) {
      issues.push({
        level: 'cannot',
        text: `${field} has nanosecond resolution: ${messageNumber(value)} s is written as ${protobufDuration(value)}.`,
      });
    }
  }
  issues.push({
    level: 'note',
    text: 'For http_health_check, a response outside expected_statuses (and retriable_statuses) marks the host unhealthy at once: N counts only timeouts, connection failures and retriable statuses. At startup one success marks a host healthy.',
  });
  const text = [
    '# Envoy cluster health check, config.core.v3.HealthCheck (Reliability Lab, #/detection)',
    ...commentLines(issueLines(issues), '#'),
    'health_checks:',
    `  - interval: ${protobufDuration(s.i)}`,
    `    timeout: ${protobufDuration(s.timeout)}`,
    `    unhealthy_threshold: ${s.n}`,
    `    healthy_threshold: ${s.h}`,
    '    http_health_check:',
    '      path: /healthz # your health endpoint',
  ].join('\n');
  return {
    platform: 'envoy',
    title: 'Envoy',
    text,
    issues,
    written: {
      interval: s.i,
      timeout: s.timeout,
      unhealthy_threshold: s.n,
      healthy_threshold: s.h,
    },
    writtenWorstDetection: s.n * s.i,
  };
}
