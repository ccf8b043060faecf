import { describe, expect, it } from 'vitest';
import { runCli } from '@/cli/sim';

const clock = () => 0;

describe('sim CLI', () => {
  it('prints the wave example as a table', () => {
    const out = runCli(['wave'], clock);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(
      /window: 8\nbuckets: 80\nexpected-per-bucket: 12.5\nreduction-expected: 80/,
    );
    expect(out.stdout).toMatch(/exponential\s+1000\s+8/);
  });

  it('prints JSON with the same numbers', () => {
    const out = runCli(['wave', '--clients', '2000', '--format', 'json'], clock);
    const json = JSON.parse(out.stdout) as {
      'expected-per-bucket': number;
      rows: { strategy: string; peak: number }[];
    };
    expect(json['expected-per-bucket']).toBe(25);
    expect(json.rows.find((r) => r.strategy === 'exponential')?.peak).toBe(2000);
  });

  it('prints recovery as CSV and contention as markdown', () => {
    const csv = runCli(['recovery', '--retry-after', '1', '--format', 'csv'], clock).stdout.split(
      '\n',
    );
    expect(csv[0]).toBe(
      'strategy,drain_time_s,calls,calls_per_client,succeeded,gaveup,peak_load_after_outage',
    );
    expect(csv[1]).toBe('exponential,9,5700,5.7,200,800,20');
    const md = runCli(['contention', '--runs', '1', '--format', 'markdown'], clock).stdout;
    expect(md).toMatch(/\| clients \| calls:exponential \| time:exponential \|/);
    expect(md.split('\n').filter((l) => /^\| \d+ \|/.test(l))).toHaveLength(19);
  });

  it('fails with usage on bad arguments, never a stack trace', () => {
    expect(runCli([], clock).code).toBe(2);
    const bad = runCli(['wave', '--clients', '-5'], clock);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--clients: The number of clients cannot be negative/);
    expect(runCli(['wave', '--nope', '1'], clock).stderr).toMatch(/Unknown parameter --nope/);
    expect(runCli(['wave', '--format', 'xml'], clock).stderr).toMatch(/--format must be/);
    expect(runCli(['storm'], clock).stderr).toMatch(/not a mode/);
  });
  it('refuses a run too large to attempt, and a missing mode, with exit code 2', () => {
    expect(
      runCli(['recovery', '--attempts', '100', '--cap', '3600', '--bucket', '0.01'], clock),
    ).toMatchObject({ code: 2, stderr: expect.stringMatching(/histogram cells/) as string });
    // The mode comes first: parameters alone are not a quiet run of the default mode.
    const noMode = runCli(['--clients', '5'], clock);
    expect(noMode.code).toBe(2);
    expect(noMode.stdout).toBe('');
  });
});

describe('sim CLI: retry budgets & overload', () => {
  it('prints a sweep as a table over f, every policy’s load and success', () => {
    const out = runCli(['sweep', '--rate', '200', '--duration', '5', '--clients', '10'], clock);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^sweep: 200 requests\/s over 10 clients for 5 s/);
    expect(out.stdout).toMatch(/chosen-f: 0.2\n/);
    const lines = out.stdout.trim().split('\n');
    expect(lines[3]).toMatch(/^\s+f\s+load:none\s+success:none\s+load:retries/);
    expect(lines.slice(4)).toHaveLength(21);
    // none: load 1 at every f; retries at f = 1: 3 attempts, no success.
    expect(lines.at(-1)).toMatch(/^\s+1\s+1\s+0\s+3\s+0\s/);
  });

  it('prints the chosen f off the grid as a row of its own, as JSON with full precision', () => {
    const out = runCli(
      ['sweep', '--rate', '100', '--duration', '2', '--f', '0.33', '--format', 'json'],
      clock,
    );
    const json = JSON.parse(out.stdout) as { 'chosen-f': number; rows: { f: number }[] };
    expect(json['chosen-f']).toBe(0.33);
    expect(json.rows.map((r) => r.f)).toContain(0.33);
    expect(json.rows).toHaveLength(22);
  });

  it('prints a metastable run per policy; never recovered is empty in CSV, null in JSON', () => {
    const csv = runCli(['metastable', '--format', 'csv'], clock).stdout.trim().split('\n');
    expect(csv[0]).toBe(
      'policy,recovered_s,amplification,goodput_share,requests,attempts,answered,rejected',
    );
    expect(csv.map((l) => l.split(',')[0])).toEqual([
      'policy',
      'none',
      'retries',
      'grpc',
      'aws',
      'aws_legacy',
      'finagle',
      'breaker',
      'breaker_all',
    ]);
    expect(csv[2]).toMatch(/^retries,,/);
    const json = JSON.parse(
      runCli(['metastable', '--horizon', '60', '--format', 'json'], clock).stdout,
    ) as { rows: { policy: string; recovered_s: number | null }[] };
    expect(json.rows.find((r) => r.policy === 'retries')?.recovered_s).toBeNull();
    expect(json.rows.find((r) => r.policy === 'none')?.recovered_s).toBeGreaterThan(0);
    const md = runCli(['metastable', '--horizon', '60', '--format', 'markdown'], clock).stdout;
    expect(md).toMatch(/\| retries \| — \|/);
  });

  it('takes the same keys as the panel, and says what is wrong in words', () => {
    expect(
      runCli(['metastable', '--shed=1', 'dip=40', '--min-per-s', '5', '--horizon', '50'], clock)
        .code,
    ).toBe(0);
    const bad = runCli(['metastable', '--dip', '140'], clock);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^--dip: /);
    expect(
      runCli(['sweep', '--capacity', '5', '--duration', '1', '--rate', '50'], clock).code,
    ).toBe(0); // kept, not read
    expect(runCli(['sweep', '--bucket', '1'], clock).stderr).toMatch(/Unknown parameter --bucket/);
    expect(runCli(['wave', '--f', '0.2'], clock).stderr).toMatch(/Unknown parameter --f/);
    expect(runCli(['storm'], clock).stderr).toMatch(
      /“storm” is not a mode: choose wave, recovery, contention, sweep or metastable\./,
    );
    const huge = runCli(['sweep', '--rate', '100000'], clock);
    expect(huge.code).toBe(2);
    expect(huge.stderr).toMatch(/over the limit of 57,200,000/);
  });

  it('lists both panels’ parameters in the help', () => {
    const help = runCli(['--help'], clock).stdout;
    expect(help).toMatch(/<wave\|recovery\|contention\|sweep\|metastable>/);
    expect(help).toMatch(/--token_ratio/);
    expect(help).toMatch(/sweep reads attempts, base, cap, clients, rate, f, duration/);
  });
});
