import { describe, expect, it } from 'vitest';
import { AWS_BACKOFF, awsSdkConfig } from '@/core/overload/config/aws';
import { cannot, CONFIG_DEFAULTS as DEFAULTS, lines, problems } from '../helpers';

describe('the defaults', () => {
  it('AWS: standard mode and 3 attempts; the SDK’s own backoff (0.5 s / 20 s) is not the panel’s', () => {
    const a = awsSdkConfig(DEFAULTS);
    expect(a.text).toContain('[default]\nretry_mode = standard\nmax_attempts = 3\n');
    expect(a.text).toContain('AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=3');
    expect(a.text.split('\n')[0]).toBe(`# ${a.header}`);
    expect(cannot(a.issues)).toHaveLength(1);
    expect(cannot(a.issues)[0]).toMatch(
      /base 0\.5 s and cap 20 s .* Your base 0\.05 s and cap 1 s/,
    );
    expect(a.issues.find((i) => i.level === 'note')?.text).toMatch(
      /500 per SDK client, 5 per retry \(10 after a timeout\)/,
    );
    expect(a.written).toEqual({ max_attempts: 3 });
    expect(a.policies).toEqual(['aws']);
  });
});

describe('AWS backoff', () => {
  it('has nothing to say when the panel uses the SDK’s own backoff', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.standard }).issues)).toEqual([]);
  });

  it('says the 2026 backoff needs the opt-in', () => {
    const a = awsSdkConfig({ ...DEFAULTS, ...AWS_BACKOFF.retries2026 });
    expect(problems(a.issues).map((i) => i.level)).toEqual(['warning']);
    expect(problems(a.issues)[0]?.text).toMatch(/AWS_NEW_RETRIES_2026=true/);
  });

  it('has no backoff to warn about with a single attempt', () => {
    expect(problems(awsSdkConfig({ ...DEFAULTS, attempts: 1 }).issues)).toEqual([]);
  });
});

// The whole snippet, written out by hand: the defaults and inputs that take each branch (a single
// attempt, no backoff, values the platform cannot hold, rounding), every line, issue and written value.
describe('AWS SDK, whole snippets', () => {
  const HEADER =
    'AWS SDK shared config: standard retry mode (retry quota) and max attempts (Reliability Lab, #/overload)';
  const QUOTA = {
    level: 'note',
    text: 'The retry quota is fixed, not settable in the config file or the environment: 500 per SDK client, 5 per retry (10 after a timeout), 1 back per first-try success and the retry cost back when a retried call succeeds (botocore; with AWS_NEW_RETRIES_2026=true, 14 per retry and 5 per throttling retry). Each client object has its own quota.',
  };
  const notTheSdk = (asked: string) =>
    `The SDK's backoff cannot be set from the config file: retry k waits U(0, min(20 s, 2^(k−1) s)), in the panel's terms base 0.5 s and cap 20 s (botocore; with AWS_NEW_RETRIES_2026=true, transient errors use base 0.025 s). Your ${asked} are not what the SDK does.`;
  const ini = (comments: string[], attempts: number) =>
    lines(
      `# ${HEADER}`,
      ...comments.map((c) => `# ${c}`),
      `# ~/.aws/config, or the environment: AWS_RETRY_MODE=standard AWS_MAX_ATTEMPTS=${attempts}`,
      '[default]',
      'retry_mode = standard',
      `max_attempts = ${attempts}`,
      '',
    );

  it('the defaults: standard mode, 3 attempts, and the backoff the SDK does not take', () => {
    const a = awsSdkConfig(DEFAULTS);
    const cannot = notTheSdk('base 0.05 s and cap 1 s');
    expect(a).toEqual({
      platform: 'aws',
      title: 'AWS SDK',
      language: 'ini',
      header: HEADER,
      text: ini([`CANNOT EXPRESS: ${cannot}`], 3),
      issues: [{ level: 'cannot', text: cannot }, QUOTA],
      policies: ['aws'],
      approximate: [],
      written: { max_attempts: 3 },
    });
  });

  it('two attempts already retry; the SDK’s base with another cap is not the SDK’s backoff', () => {
    const cannot = notTheSdk('base 0.5 s and cap 1 s');
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 2, base: 0.5, cap: 1 });
    expect(a.text).toBe(ini([`CANNOT EXPRESS: ${cannot}`], 2));
    expect(a.issues).toEqual([{ level: 'cannot', text: cannot }, QUOTA]);
  });

  it('the SDK’s own backoff, or a single attempt: only the quota note', () => {
    for (const s of [
      { ...DEFAULTS, base: 0.5, cap: 20 },
      { ...DEFAULTS, attempts: 1 },
    ]) {
      const a = awsSdkConfig(s);
      expect(a.text).toBe(ini([], s.attempts));
      expect(a.issues).toEqual([QUOTA]);
    }
  });

  it('the 2026 backoff: a warning that it needs the opt-in', () => {
    const warning =
      "The SDK's backoff cannot be set from the config file. Your base 0.025 s and cap 20 s are the SDK's only with AWS_NEW_RETRIES_2026=true, and only for transient errors (throttling errors wait up to 1 s × 2^(k−1)).";
    const a = awsSdkConfig({ ...DEFAULTS, attempts: 5, base: 0.025, cap: 20 });
    expect(a.text).toBe(ini([`WARNING: ${warning}`], 5));
    expect(a.issues).toEqual([{ level: 'warning', text: warning }, QUOTA]);
  });
});
