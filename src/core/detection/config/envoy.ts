/**
 * Envoy active health checking, config.core.v3.HealthCheck (envoy api/envoy/config/core/v3/
 * health_check.proto): timeout and interval are required Durations greater than zero;
 * unhealthy_threshold and healthy_threshold are required counts.
 */
import {
  commentLines,
  plainSeconds,
  type CheckSettings,
  type ConfigIssue,
  type ConfigSnippet,
} from './types';

/** Duration in the proto's JSON/YAML form: seconds with up to nine decimals, e.g. "0.5s". */
export function envoyDuration(seconds: number): string {
  const ns = nanoseconds(seconds);
  const whole = Math.floor(ns / 1e9);
  const frac = ns - whole * 1e9;
  if (frac === 0) return `${whole}s`;
  return `${whole}.${String(frac).padStart(9, '0').replace(/0+$/, '')}s`;
}

/** Whole nanoseconds, at least 1 (the proto wants a duration greater than zero). */
const nanoseconds = (seconds: number): number => Math.max(1, Math.round(seconds * 1e9));

export function envoyHealthCheck(s: CheckSettings): ConfigSnippet {
  const issues: ConfigIssue[] = [];
  for (const [field, value] of [
    ['interval', s.i],
    ['timeout', s.timeout],
  ] as const) {
    // Against what is written (at least 1 ns), with a thousandth of a nanosecond for float noise.
    if (Math.abs(nanoseconds(value) - value * 1e9) > 1e-3) {
      issues.push({
        level: 'cannot',
        text: `${field} has nanosecond resolution: ${plainSeconds(value)} s is written as ${envoyDuration(value)}.`,
      });
    }
  }
  issues.push({
    level: 'note',
    text: 'For http_health_check, a response outside expected_statuses (and retriable_statuses) marks the host unhealthy at once: N counts only timeouts, connection failures and retriable statuses. At startup one success marks a host healthy.',
  });
  const text = [
    '# Envoy cluster health check, config.core.v3.HealthCheck (Reliability Lab, #/detection)',
    ...commentLines(issues),
    'health_checks:',
    `  - interval: ${envoyDuration(s.i)}`,
    `    timeout: ${envoyDuration(s.timeout)}`,
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
