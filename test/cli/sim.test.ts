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
