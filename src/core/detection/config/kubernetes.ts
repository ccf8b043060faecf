/**
 * Kubernetes readiness probe. Fields, defaults and minimums: reference §1.1 (kubernetes/website,
 * configure-liveness-readiness-startup-probes): periodSeconds ≥ 1, timeoutSeconds ≥ 1,
 * failureThreshold ≥ 1, successThreshold ≥ 1 (must be 1 for liveness and startup), whole seconds.
 */
import { commentLines, issueLines } from '../../emit/comments';
import { messageNumber } from '../../emit/numbers';
import { wholeWithin } from '../../platforms/range';
import type { CheckSettings, ConfigIssue, ConfigSnippet } from './types';

/** int32 fields; anything larger is not a probe setting anyone means. */
const INT32_MAX = 2_147_483_647;

export function kubernetesProbe(s: CheckSettings): ConfigSnippet {
  const issues: ConfigIssue[] = [];
  const period = wholeWithin(s.i, 1, INT32_MAX);
  if (period !== s.i) {
    issues.push({
      level: 'cannot',
      text: `periodSeconds is a whole number of seconds, at least 1: ${messageNumber(s.i)} s is written as ${period} s.`,
    });
  }
  const timeout = wholeWithin(s.timeout, 1, INT32_MAX);
  if (timeout !== s.timeout) {
    issues.push({
      level: 'cannot',
      text: `timeoutSeconds is a whole number of seconds, at least 1: ${messageNumber(s.timeout)} s is written as ${timeout} s.`,
    });
  }
  if (timeout >= period) {
    issues.push({
      level: 'warning',
      text: `timeoutSeconds (${timeout}) ≥ periodSeconds (${period}): the kubelet finishes one probe before starting the next, so a hanging check is probed less often than every ${period} s.`,
    });
  }
  issues.push({
    level: 'note',
    text: 'Written as a readinessProbe: failing it removes the Pod from Service endpoints (ejection). A livenessProbe restarts the container instead and requires successThreshold: 1.',
  });
  const text = [
    '# Kubernetes container spec: readiness probe (Reliability Lab, #/detection)',
    ...commentLines(issueLines(issues), '#'),
    'readinessProbe:',
    '  httpGet:',
    '    path: /healthz # your health endpoint',
    '    port: 8080',
    `  periodSeconds: ${period}`,
    `  timeoutSeconds: ${timeout}`,
    `  failureThreshold: ${s.n}`,
    `  successThreshold: ${s.h}`,
  ].join('\n');
  return {
    platform: 'kubernetes',
    title: 'Kubernetes probe',
    text,
    issues,
    written: {
      periodSeconds: period,
      timeoutSeconds: timeout,
      failureThreshold: s.n,
      successThreshold: s.h,
    },
    writtenWorstDetection: s.n * period,
  };
}
