/**
 * AWS SDK standard retry mode. Settings: the AWS SDKs and Tools Reference Guide, "Retry behavior"
 * (`retry_mode` / `AWS_RETRY_MODE`, `max_attempts` / `AWS_MAX_ATTEMPTS`, any number > 0). The
 * quota and backoff are botocore's (botocore/retries/standard.py, quota.py), in the 2026 defaults
 * (standard mode version 2.1; "Announcing updated retry behavior for AWS SDKs and Tools", AWS
 * Developer Tools Blog, May 2026: opt-in with AWS_NEW_RETRIES_2026=true, the default in SDK
 * releases from November 10, 2026, e.g. botocore 1.44.0 and AWS CLI 2.40.0): a quota of 500 per
 * client, 14 per retry after a transient error (a timeout included) and 5 after a throttling
 * error, 1 back per first-try success and the retry's cost back when a retried call succeeds;
 * retry k waits rand·min(0.05·2^(k−1), 20) s after a transient error, rand·min(2^(k−1), 20) s
 * after throttling. Before them (version 2.0): 5 per retry, 10 after a timeout, and
 * rand·min(2^(k−1), 20) s for every error. The per-attempt timeout is not a shared-config
 * setting: botocore's client Config `read_timeout` (seconds; a ReadTimeoutError is a transient
 * error, retried).
 */
import { commentLines, issueLines } from '../../emit/comments';
import { configNumber, messageNumber } from '../../emit/numbers';
import {
  HEADER_SUFFIX,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

/** The SDK's own backoff in the panel's terms, retry k ~ U(0, min(cap, base·2^k)). */
export const AWS_BACKOFF = {
  /** From November 2026, transient errors: rand·min(0.05·2^(k−1), 20) s. */
  transient: { base: 0.025, cap: 20 },
  /** From November 2026, throttling errors, and every error before: rand·min(2^(k−1), 20) s. */
  legacy: { base: 0.5, cap: 20 },
} as const;

/** The SDK releases that make the 2026 behaviour the default, and the flag before them. */
export const AWS_2026 =
  'the default in AWS SDK releases from November 10, 2026 (e.g. botocore 1.44.0, AWS CLI 2.40.0); in earlier releases that have it, AWS_NEW_RETRIES_2026=true';

export function awsSdkConfig(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const same = (b: { base: number; cap: number }) => s.base === b.base && s.cap === b.cap;
  if (s.attempts >= 2 && !same(AWS_BACKOFF.transient)) {
    const asked = `base ${messageNumber(s.base)} s and cap ${messageNumber(s.cap)} s`;
    if (same(AWS_BACKOFF.legacy)) {
      issues.push({
        level: 'warning',
        text: `The SDK's backoff cannot be set from the config file. Your ${asked} are the SDK's backoff for throttling errors, and for every error before the 2026 defaults; from them, a transient error's retry k waits U(0, min(20 s, 0.05 s × 2^(k−1))), base 0.025 s in the panel's terms.`,
      });
    } else {
      issues.push({
        level: 'cannot',
        text: `The SDK's backoff cannot be set from the config file: a transient error's retry k waits U(0, min(20 s, 0.05 s × 2^(k−1))), in the panel's terms base 0.025 s and cap 20 s (a throttling error's, and every error's before the 2026 defaults, base 0.5 s). Your ${asked} are not what the SDK does.`,
      });
    }
  }
  issues.push({
    level: 'note',
    text: `The retry quota is fixed, not settable in the config file or the environment: 500 per SDK client, 14 per retry after a transient error (a timeout included) and 5 after a throttling error, 1 back per first-try success and the retry's cost back when a retried call succeeds. These are the 2026 defaults, ${AWS_2026}. Releases before them, without the flag, charge 5 per retry and 10 after a timeout (the panel's aws_legacy). Each client object has its own quota.`,
  });
  issues.push({
    level: 'note',
    text: `The per-attempt timeout (the panel's timeout, ${messageNumber(s.timeout)} s) is not a shared-config setting: it is the SDK client's, botocore's read_timeout in Python. A read timeout is a transient error: retried, at 14 from the quota.`,
  });

  const header = `AWS SDK shared config: standard retry mode (retry quota) and max attempts ${HEADER_SUFFIX}`;
  const text = [
    `# ${header}`,
    ...commentLines(issueLines(issues), '#'),
    `# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=${s.attempts}`,
    `# The 2026 quota costs and backoff: ${AWS_2026}.`,
    '[default]',
    'retry_mode = standard',
    `max_attempts = ${s.attempts}`,
    '',
    '# The per-attempt timeout is set on the client, not here. In Python (botocore):',
    `#   Config(read_timeout=${configNumber(s.timeout)}, retries={"mode": "standard", "total_max_attempts": ${s.attempts}})`,
    '',
  ].join('\n');
  return {
    platform: 'aws',
    title: 'AWS SDK',
    language: 'ini',
    header,
    text,
    issues,
    policies: ['aws'],
    approximate: [],
    written: { max_attempts: s.attempts, read_timeout: s.timeout },
  };
}
