/**
 * AWS SDK standard retry mode. Settings: the AWS SDKs and Tools Reference Guide, "Retry behavior"
 * (`retry_mode` / `AWS_RETRY_MODE`, `max_attempts` / `AWS_MAX_ATTEMPTS`, any number > 0). The
 * quota and backoff constants are botocore's (botocore/retries/standard.py, quota.py): a quota of
 * 500 per client, 5 per retry and 10 per timeout retry, 1 back per first-try success and the
 * retry's cost back when a retried call succeeds; retry k waits rand·min(2^(k−1), 20) s. With
 * AWS_NEW_RETRIES_2026=true (opt-in, announced as the default from November 2026): 14 per retry,
 * 5 per throttling retry, and a 50 ms base for transient errors (1 s for throttling).
 */
import { commentLines, issueLines } from '../../emit/comments';
import { messageNumber } from '../../emit/numbers';
import {
  HEADER_SUFFIX,
  type ConfigIssue,
  type OverloadConfigSettings,
  type OverloadConfigSnippet,
} from './types';

/** The SDK's own backoff in the panel's terms, retry k ~ U(0, min(cap, base·2^k)). */
export const AWS_BACKOFF = {
  /** botocore standard mode today: rand·min(2^(k−1), 20) s. */
  standard: { base: 0.5, cap: 20 },
  /** AWS_NEW_RETRIES_2026=true, transient (non-throttling) errors: rand·min(0.05·2^(k−1), 20) s. */
  retries2026: { base: 0.025, cap: 20 },
} as const;

export function awsSdkConfig(s: OverloadConfigSettings): OverloadConfigSnippet {
  const issues: ConfigIssue[] = [];
  const same = (b: { base: number; cap: number }) => s.base === b.base && s.cap === b.cap;
  if (s.attempts >= 2 && !same(AWS_BACKOFF.standard)) {
    const asked = `base ${messageNumber(s.base)} s and cap ${messageNumber(s.cap)} s`;
    if (same(AWS_BACKOFF.retries2026)) {
      issues.push({
        level: 'warning',
        text: `The SDK's backoff cannot be set from the config file. Your ${asked} are the SDK's only with AWS_NEW_RETRIES_2026=true, and only for transient errors (throttling errors wait up to 1 s × 2^(k−1)).`,
      });
    } else {
      issues.push({
        level: 'cannot',
        text: `The SDK's backoff cannot be set from the config file: retry k waits U(0, min(20 s, 2^(k−1) s)), in the panel's terms base 0.5 s and cap 20 s (botocore; with AWS_NEW_RETRIES_2026=true, transient errors use base 0.025 s). Your ${asked} are not what the SDK does.`,
      });
    }
  }
  issues.push({
    level: 'note',
    text: 'The retry quota is fixed, not settable in the config file or the environment: 500 per SDK client, 5 per retry (10 after a timeout), 1 back per first-try success and the retry cost back when a retried call succeeds (botocore; with AWS_NEW_RETRIES_2026=true, 14 per retry and 5 per throttling retry). Each client object has its own quota.',
  });

  const header = `AWS SDK shared config: standard retry mode (retry quota) and max attempts ${HEADER_SUFFIX}`;
  const text = [
    `# ${header}`,
    ...commentLines(issueLines(issues), '#'),
    `# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=${s.attempts}`,
    '[default]',
    'retry_mode = standard',
    `max_attempts = ${s.attempts}`,
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
    written: { max_attempts: s.attempts },
  };
}
