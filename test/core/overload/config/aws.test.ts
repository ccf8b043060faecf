import { describe, expect, it } from 'vitest';
import { AWS_BACKOFF, awsSdkConfig } from '@/core/overload/config/aws';
import { cannot, CONFIG_DEFAULTS as DEFAULTS, lines, problems } from '../helpers';

// Reviewed against botocore/retries/standard.py (version 2.1: RetryQuotaChecker._RETRY_COST_V2 = 14,
// _THROTTLING_RETRY_COST = 5; ExponentialBackoff: rand·min(base_scale·2^(attempt−1), 20) with
// _NON_THROTTLING_BASE_SCALE 0.05 and _THROTTLING_BASE_SCALE 1; version 2.0: _RETRY_COST 5,
// _TIMEOUT_RETRY_REQUEST 10, rand·min(2^(attempt−1), 20)), quota.py (500), botocore's Config
// (read_timeout in seconds; retries={"mode", "total_max_attempts"}), the AWS SDKs and Tools
// Reference Guide "Retry behavior" (retry_mode, max_attempts) and the AWS Developer Tools Blog
// posts on the 2026 retry behavior (AWS_NEW_RETRIES_2026; default from November 10, 2026 in
// botocore 1.44.0 and AWS CLI 2.40.0).
describe('the defaults', () => {
  it('AWS: standard mode and 3 attempts; the 2026 quota costs; the SDK’s own backoff is not the panel’s', () => {
    const a = awsSdkConfig(DEFAULTS);
    expect(a.text).toContain('[default]\nretry_mode = standard\nmax_attempts = 3\n');
    expect(a.text).toContain('AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=3');
    expect(a.text.split('\n')[0]).toBe(`# ${a.header}`);
    expect(cannot(a.issues)).toHaveLength(1);
    expect(cannot(a.issues)[0]).toMatch(
      /base 0\.025 s and cap 20 s .* Your base 0\.05 s and cap 1 s/,
    );
    // 14 per transient retry, a timeout included: no longer 5, nor 10 after a timeout.
    const quota = a.issues.find((i) => i.level === 'note')?.text ?? '';
    expect(quota).toMatch(
      /500 per SDK client, 14 per retry after a transient error \(a timeout included\) and 5 after a throttling error/,
    );
    expect(quota).toMatch(/AWS_NEW_RETRIES_2026=true/);
    expect(quota).not.toMatch(/opt-in/);
    expect(a.written).toEqual({ max_attempts: 3, read_timeout: 1 });
    expect(a.policies).toEqual(['aws']);
  });
});

describe('AWS backoff', () => {
  it('has nothing to say when the panel uses the SDK’s own backoff for transient errors', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.transient }).issues)).toEqual([]);
  });

  it('says the pre-2026 backoff is now the throttling errors’ only', () => {
    const a = awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.legacy });
    expect(problems(a.issues).map((i) => i.level)).toEqual(['warning']);
    expect(problems(a.issues)[0]?.text).toMatch(/throttling errors, and for every error before/);
  });

  it('has no backoff to warn about with a single attempt', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, attempts: 1 }).issues)).toEqual([]);
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, the SDK's own backoffs), every line, issue and written value.
describe('AWS SDK, whole snippets', () => {
  const HEADER =
    'AWS SDK shared config: standard retry mode (retry quota) and max attempts (Reliability Lab, #/overload)';
  const RELEASES =
    'the default in AWS SDK releases from November 10, 2026 (e.g. botocore 1.44.0, AWS CLI 2.40.0); in earlier releases that have it, AWS_NEW_RETRIES_2026=true';
  const QUOTA = {
    level: 'note',
    text: `The retry quota is fixed, not settable in the config file or the environment: 500 per SDK client, 14 per retry after a transient error (a timeout included) and 5 after a throttling error, 1 back per first-try success and the retry's cost back when a retried call succeeds. These are the 2026 defaults, ${RELEASES}. Releases before them, without the flag, charge 5 per retry and 10 after a timeout (the panel's aws_legacy). Each client object has its own quota.`,
  };
  const timeoutNote = (t: string) => ({
    level: 'note',
    text: `The per-attempt timeout (the panel's timeout, ${t} s) is not a shared-config setting: it is the SDK client's, botocore's read_timeout in Python. A read timeout is a transient error: retried, at 14 from the quota.`,
  });
  const notTheSdk = (asked: string) =>
    `The SDK's backoff cannot be set from the config file: a transient error's retry k waits U(0, min(20 s, 0.05 s × 2^(k−1))), in the panel's terms base 0.025 s and cap 20 s (a throttling error's, and every error's before the 2026 defaults, base 0.5 s). Your ${asked} are not what the SDK does.`;
  const ini = (comments: string[], attempts: number, timeout: string) =>
    lines(
      `# ${HEADER}`,
      ...comments.map((c) => `# ${c}`),
      `# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=${attempts}`,
      `# The 2026 quota costs and backoff: ${RELEASES}.`,
      '[default]',
      'retry_mode = standard',
      `max_attempts = ${attempts}`,
      '',
      '# The per-attempt timeout is set on the client, not here. In Python (botocore):',
      `#   Config(read_timeout=${timeout}, retries={"mode": "standard", "total_max_attempts": ${attempts}})`,
      '',
    );

  it('the defaults: standard mode, 3 attempts, read_timeout 1 s, and the backoff the SDK does not take', () => {
    const a = awsSdkConfig(DEFAULTS);
    const cannot = notTheSdk('base 0.05 s and cap 1 s');
    expect(a.text).toBe(
      [
        `# ${HEADER}`,
        `# CANNOT EXPRESS: ${cannot}`,
        '# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=3',
        '# The 2026 quota costs and backoff: the default in AWS SDK releases from November 10, 2026 (e.g. botocore 1.44.0, AWS CLI 2.40.0); in earlier releases that have it, AWS_NEW_RETRIES_2026=true.',
        '[default]',
        'retry_mode = standard',
        'max_attempts = 3',
        '',
        '# The per-attempt timeout is set on the client, not here. In Python (botocore):',
        '#   Config(read_timeout=1, retries={"mode": "standard", "total_max_attempts": 3})',
        '',
      ].join('\n'),
    );
    expect(a).toEqual({
      platform: 'aws',
      title: 'AWS SDK',
      language: 'ini',
      header: HEADER,
      text: a.text,
      issues: [{ level: 'cannot', text: cannot }, QUOTA, timeoutNote('1')],
      policies: ['aws'],
      approximate: [],
      written: { max_attempts: 3, read_timeout: 1 },
    });
  });

  it('two attempts already retry; the SDK’s base with another cap is not the SDK’s backoff', () => {
    const cannot = notTheSdk('base 0.025 s and cap 1 s');
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 2, base: 0.025, cap: 1, timeout: 2.5 });
    expect(a.text).toBe(ini([`CANNOT EXPRESS: ${cannot}`], 2, '2.5'));
    expect(a.issues).toEqual([{ level: 'cannot', text: cannot }, QUOTA, timeoutNote('2.5')]);
    expect(a.written).toEqual({ max_attempts: 2, read_timeout: 2.5 });
  });

  it('the SDK’s own backoff, or a single attempt: only the notes', () => {
    for (const s of [
      { ...DEFAULTS, base: 0.025, cap: 20 },
      { ...DEFAULTS, attempts: 1 },
    ]) {
      const a = awsSdkConfig(s);
      expect(a.text).toBe(ini([], s.attempts, '1'));
      expect(a.issues).toEqual([QUOTA, timeoutNote('1')]);
    }
  });

  it('the backoff before 2026: a warning that it is now the throttling errors’', () => {
    const warning =
      "The SDK's backoff cannot be set from the config file. Your base 0.5 s and cap 20 s are the SDK's backoff for throttling errors, and for every error before the 2026 defaults; from them, a transient error's retry k waits U(0, min(20 s, 0.05 s × 2^(k−1))), base 0.025 s in the panel's terms.";
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 5, base: 0.5, cap: 20 });
    expect(a.text).toBe(ini([`WARNING: ${warning}`], 5, '1'));
    expect(a.issues).toEqual([{ level: 'warning', text: warning }, QUOTA, timeoutNote('1')]);
  });
});
