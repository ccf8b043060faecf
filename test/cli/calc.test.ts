import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCalc } from '@/cli/calc';
import { sampleById, sampleCsv } from '@/core/backtest/samples';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';
import { createSweepTask } from '@/core/overload/sweep';
import { runToEnd } from '@/core/sim/task';
import { createWaveTask } from '@/core/retries/wave';

interface Row {
  readonly id: string;
  readonly label: string;
  readonly shown: string;
  readonly unit: string;
  readonly value: number | string | null;
}
interface Json {
  readonly panel: string;
  readonly link: string;
  readonly inputs: Record<string, string>;
  readonly results: readonly Row[];
}

/** The JSON output of a command line that must succeed. */
function json(...argv: string[]): Json {
  const out = runCalc([...argv, '--format', 'json']);
  expect(out.stderr).toBe('');
  expect(out.code).toBe(0);
  return JSON.parse(out.stdout) as Json;
}

/** One result of a JSON output, by id. */
function result(out: Json, id: string): Row {
  const row = out.results.find((r) => r.id === id);
  if (!row) throw new Error(`no result ${id} in ${out.panel}`);
  return row;
}
const value = (out: Json, id: string) => result(out, id).value;
const shown = (out: Json, id: string) => result(out, id).shown;
const close = (actual: unknown, expected: number, rel = 1e-12) =>
  expect(Math.abs(Number(actual) - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));

// Each panel's worked example, with the numbers worked by hand (the same figures as the panels'
// own tests and docs/models.md), not read back from the models.
describe('calc: every panel’s worked example', () => {
  it('nines: 99.99% under the 365-day year is 52m 33.6s a year; 99.95% is 4h 22m 48s', () => {
    const out = json('nines');
    // 0.0001 × 31,536,000 s = 3,153.6 s; a month is a twelfth: 262.8 s; a day 8.64 s.
    expect(value(out, 'downtime-year')).toBe(3153.6);
    expect(shown(out, 'downtime-year')).toBe('52m 33.6s');
    close(value(out, 'downtime-month'), 262.8);
    expect(shown(out, 'downtime-month')).toBe('4m 22.8s');
    close(value(out, 'downtime-day'), 8.64);
    expect(value(out, 'nines')).toBe(4);
    expect(value(out, 'unavailability')).toBe(0.0001);
    const target = json('nines', 'a=99.95');
    // 0.0005 × 31,536,000 s = 15,768 s = 4 h 22 min 48 s.
    close(value(target, 'downtime-year'), 15_768);
    expect(shown(target, 'downtime-year')).toBe('4h 22m 48s');
    expect(target.results.map((r) => r.id)).not.toContain('availability');
  });

  it('nines in reverse: 3153.6 s a year allows 99.99%, four nines', () => {
    const out = json('nines', 'mode=reverse', 'down=3153.6', 'per=year');
    close(value(out, 'availability'), 0.9999);
    expect(shown(out, 'availability')).toBe('99.99%');
    close(value(out, 'nines'), 4);
  });

  it('composition: lb 99.99 × app 99.95 × (db 99.99 ∥ db 99.99) = 99.94%, U = 5.9996 × 10⁻⁴', () => {
    const out = json('composition');
    // A = 0.9999 × 0.9995 × (1 − 10⁻⁸) = 0.9994000400059995.
    close(value(out, 'total-availability'), 0.9994000400059995);
    expect(shown(out, 'total-availability')).toBe('99.94%');
    close(value(out, 'total-unavailability'), 5.999599940005e-4, 1e-9);
    expect(shown(out, 'total-unavailability')).toBe('5.9996 × 10⁻⁴');
    // U × 31,536,000 s = 18,920.34 s = 5h 15m 20.34s.
    expect(shown(out, 'total-downtime-year')).toBe('5h 15m 20.34s');
    // A majority of 5 is 3, and tolerates 2 failures.
    expect(value(out, 'quorum-majority')).toBe(3);
    expect(shown(out, 'quorum-majority')).toBe('3 of 5');
    expect(shown(out, 'quorum-tolerates')).toBe('2 failures');
    expect(out.results.map((r) => r.id)).toContain('share-app');
  });

  it('detection: p = 0.05, N = 3, every 5 s: 1.25 × 10⁻⁴ a window, 8,420 checks, 11h 41m 40s', () => {
    const out = json('detection');
    close(value(out, 'false-trigger-probability'), 1.25e-4, 1e-9); // 0.05³
    close(value(out, 'reduction-factor'), 400, 1e-9); // 0.05⁻²
    expect(value(out, 'detection-worst')).toBe(15); // N·i
    expect(value(out, 'detection-mean')).toBe(12.5); // (N − ½)·i
    expect(value(out, 'detection-hang-worst')).toBe(16); // + 1 s timeout
    expect(shown(out, 'detection-extra')).toBe('+10s'); // (N − 1)·i
    // (1 − p³) / ((1 − p)·p³) = 0.999875 / 0.00011875 = 8,420 checks, × 5 s = 42,100 s.
    close(value(out, 'checks-between-false-triggers'), 8420, 1e-9);
    close(value(out, 'mtbft'), 42_100, 1e-9);
    expect(shown(out, 'mtbft')).toBe('11h 41m 40s');
    // 86,400 / 42,100 = 2.052 a node a day; 100 nodes: 205.2.
    close(value(out, 'false-triggers-node-day'), 86_400 / 42_100, 1e-9);
    expect(shown(out, 'false-triggers-fleet-day')).toBe('205');
  });

  it('failover: 10 s × 3 + 10 s drain = 40 s, 5 s × 3 + 30 s TTL = 45 s; 4 a year of 3,153.6 s', () => {
    const out = json('failover');
    expect(value(out, 'az-failover')).toBe(40);
    expect(value(out, 'region-failover')).toBe(45);
    expect(value(out, 'rpo-writes')).toBe(100); // 1 s lag × 100 writes/s
    expect(value(out, 'budget-year')).toBe(3153.6);
    close(value(out, 'budget-share-az'), (4 * 40) / 3153.6, 1e-12);
    expect(shown(out, 'budget-share-az')).toBe('5.07%');
    close(value(out, 'budget-share-region'), (4 * 45) / 3153.6, 1e-12);
    // Simulated, seeded: a multi-AZ client moves within 3 checks of 10 s after a random phase.
    const p99 = Number(value(out, 'az-p99'));
    expect(p99).toBeGreaterThan(20);
    expect(p99).toBeLessThanOrEqual(30);
  });

  it('decision: a clean promotion with 4 of 5 voters and 0.4 s of lag auto-promotes and pages', () => {
    const out = json('decision');
    expect(value(out, 'verdict')).toBe('auto-promote-and-page');
    expect(shown(out, 'quorum-majority')).toBe('3 of 5'); // ⌊5/2⌋ + 1
    expect(value(out, 'quorum-holds')).toBe(1);
    expect(shown(out, 'quorum-holds')).toBe('holds');
    close(value(out, 'replica-lag-margin'), 4.6); // 5 − 0.4
    expect(shown(out, 'replica-lag-margin')).toBe('4.6 s');
    // Exactly half is not a majority: 2 of 4 pages a human.
    const half = json('decision', 'up=2', 'voters=4');
    expect(value(half, 'verdict')).toBe('page-human');
    expect(shown(half, 'quorum-holds')).toBe('lost');
  });

  it('idempotency: a lost response retried with a key is charged once; 200/s × 1 d × 600 B = 10.37 GB', () => {
    const out = json('idempotency');
    expect(value(out, 'charges')).toBe(1);
    expect(value(out, 'side-effects')).toBe(1);
    expect(value(out, 'client-outcome')).toBe('replayed-200');
    expect(value(out, 'verdict')).toBe('exactly-once');
    expect(value(out, 'storage-bytes')).toBe(10_368_000_000);
    expect(shown(out, 'storage-bytes')).toBe('10.37 GB');
    // Log-normal, median 30 s, σ 2: 1 − Φ(ln(86,400 / 30) / 2) = 1 − Φ(3.98277) ≈ 3.406 × 10⁻⁵.
    close(value(out, 'late-retry-share'), 3.406e-5, 1e-3);
    // Without a key the retry is a second charge.
    expect(value(json('idempotency', 'key=0'), 'charges')).toBe(2);
  });

  it('retries: retry 3 of 1,000 clients, base 1 s: an 8 s window, 80 buckets, 12.5 each, 80×', () => {
    const out = json('retries');
    expect(value(out, 'window')).toBe(8); // min(20, 1 × 2³)
    expect(value(out, 'buckets')).toBe(80); // 8 s / 0.1 s
    expect(value(out, 'expected-per-bucket')).toBe(12.5); // 1000 / 80
    expect(shown(out, 'reduction-expected')).toBe('80×');
    // No jitter: every client computes the same delay and lands in one bucket.
    expect(value(out, 'peak-exponential')).toBe(1000);
    expect(shown(out, 'peak-exponential')).toBe('1,000');
    expect(value(out, 'peak-constant')).toBe(1000);
    const full = Number(value(out, 'peak-full'));
    expect(full).toBeGreaterThan(12.5);
    expect(full).toBeLessThan(40);
  });

  it('alerts: the Workbook’s 99.9% over 30 days: 43m 12s of budget, 14.4× for 1 h, 1.44%', () => {
    const out = json('alerts');
    close(value(out, 'error-budget'), 0.001);
    close(value(out, 'budget-time'), 2592); // 0.001 × 30 × 86,400 s
    expect(shown(out, 'budget-time')).toBe('43m 12s');
    close(value(out, 'budget-events'), 25_920); // × 10 requests/s
    expect(shown(out, 'budget-events')).toBe('25,920');
    close(value(out, 'burn-1'), 14.4); // 2% × 30 d / 1 h
    close(value(out, 'threshold-1'), 0.0144);
    expect(shown(out, 'threshold-1')).toBe('1.44%');
    close(value(out, 'exhaust-1'), 180_000); // 30 d / 14.4
    close(value(out, 'burn-2'), 6); // 5% × 30 d / 6 h
    // 2% for 1 h spends 0.02 × 3,600 / 2,592 = 2.78% of the budget.
    close(value(out, 'budget-spent'), 72 / 2592);
    // 10/s × 0.05% × 30 d = 12,960 failed requests a period, with no incident.
    close(value(out, 'failed-per-period'), 12_960);
    // The 6 h tier never fires on a 1 h incident: the page says "never", with no value.
    expect(value(out, 'detect-2')).toBeNull();
    expect(shown(out, 'detect-2')).toBe('never');
    // Simulated noise, seeded: at 0.05% baseline no tier fires falsely.
    expect(value(out, 'false-alerts-1')).toBe(0);
  }, 60_000);

  it('overload: at f = 0.2 no retries load 1 and succeed ~80%; plain retries load (1 − 0.2³)/0.8 = 1.24', () => {
    const out = json('overload');
    expect(value(out, 'load-none')).toBe(1);
    // 1000/s × 60 s: about 60,000 requests; four standard errors of 0.8 over 60,000 is 0.0065.
    expect(Math.abs(Number(value(out, 'success-none')) - 0.8)).toBeLessThan(0.0066);
    expect(Math.abs(Number(value(out, 'load-retries')) - 1.24)).toBeLessThan(0.01);
    expect(Math.abs(Number(value(out, 'success-retries')) - 0.992)).toBeLessThan(0.0015);
    // The charts' data: 21 failure ratios × 8 policies × (load, success), after the 16 at f.
    expect(out.results).toHaveLength(16 + 21 * 8 * 2);
    expect(Math.abs(Number(value(out, 'load:retries:0.5')) - 1.75)).toBeLessThan(0.02);
  }, 60_000);

  it('overload metastable: no retries recover (≈ (3000 − 1000) / 200 = 10 s), plain retries never', () => {
    const out = json('overload', 'mode=metastable');
    expect(Math.abs(Number(value(out, 'recovered-none')) - 10)).toBeLessThanOrEqual(2);
    expect(value(out, 'recovered-retries')).toBeNull();
    expect(shown(out, 'recovered-retries')).toBe('never (metastable)');
  }, 60_000);
});

/** RFC 4180 records, one a line here: quoted fields may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line) => {
      const cells: string[] = [];
      let cell = '';
      let quoted = false;
      for (let i = 0; i < line.length; i++) {
        const c = line[i];
        if (quoted && c === '"' && line[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = !quoted;
        else if (c === ',' && !quoted) {
          cells.push(cell);
          cell = '';
        } else cell += c;
      }
      cells.push(cell);
      return cells;
    });
}

describe('calc: formats', () => {
  it('prints a table with every result id and its shown value', () => {
    const out = runCalc(['nines', 'a=99.9']);
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/^Nines & downtime budgets \(#\/nines\?a=99\.9\)\n/);
    expect(out.stdout).toMatch(/downtime-year\s+Downtime per year\s+8h 45m 36s\s+s\s+31536\n/);
    expect(out.stdout).toMatch(/downtime-month\s+Downtime per month\s+43m 48s\s+s\s+2628\n/);
  });

  it('prints CSV, one record per result, quoting cells with commas', () => {
    const records = parseCsv(runCalc(['alerts', '--format', 'csv']).stdout);
    const rows = json('alerts').results;
    expect(records).toHaveLength(rows.length + 1);
    expect(records[0]).toEqual(['id', 'label', 'shown', 'unit', 'value']);
    expect(records.every((r) => r.length === 5)).toBe(true);
    expect(records.find((r) => r[0] === 'budget-events')).toEqual([
      'budget-events',
      'Failed requests allowed',
      '25,920',
      'count',
      '25920',
    ]);
    // No value is an empty field: the 6 h tier never fires on a 1 h incident.
    expect(records.find((r) => r[0] === 'detect-2')?.slice(2)).toEqual(['never', 's', '']);
  }, 60_000);

  it('prints markdown with the share link, and JSON with full precision and the link', () => {
    const md = runCalc(['composition', 'qn=3', '--format', 'markdown']).stdout;
    expect(md).toMatch(/\| id \| label \| shown \| unit \| value \|/);
    expect(md).toMatch(/\| quorum-majority \| Quorum majority \| 2 of 3 \| count \| 2 \|/);
    expect(md).toMatch(/\[Open in Reliability Lab\]\(#\/composition\?qn=3\)/);
    const out = json('composition', 'qn=3');
    expect(out.link).toBe('#/composition?qn=3');
    expect(out.inputs.qn).toBe('3');
    // Full precision: all the digits of the double, not six.
    expect(value(out, 'total-availability')).toBe(0.9994000400059995);
    // The worked example's link still says v=1, as the app's “Copy link” does.
    expect(json('nines').link).toBe('#/nines?v=1');
  });
});

describe('calc: share links', () => {
  it('reads a link as the same parameters as key=value', () => {
    const byKeys = runCalc(['nines', 'a=99.95', 'cal=gregorian']);
    expect(runCalc(['#/nines?a=99.95&cal=gregorian']).stdout).toBe(byKeys.stdout);
    // A full link, with the route's own keys (embed, v), reads the same; its address is kept.
    const full = json('https://lab.example/#/nines?a=99.95&cal=gregorian&embed&v=1');
    expect(full.link).toBe('https://lab.example/#/nines?a=99.95&cal=gregorian');
    expect(full.results).toEqual(json('nines', 'a=99.95', 'cal=gregorian').results);
  });

  it('lets key=value after a link override it, and reads URL-encoded topologies', () => {
    expect(json('#/nines?a=99.95', 'a=99.9').results).toEqual(json('nines', 'a=99.9').results);
    const t = 'series(web: 99.9, db: 99.9)';
    const linked = json(`#/composition?t=${encodeURIComponent(t)}`);
    expect(linked.results).toEqual(json('composition', `t=${t}`).results);
    // 0.999² = 0.998001.
    close(value(linked, 'total-availability'), 0.998001, 1e-12);
  });
});

describe('calc: errors name the key and exit 2', () => {
  const failing = (...argv: string[]) => {
    const out = runCalc(argv);
    expect(out.code).toBe(2);
    expect(out.stdout).toBe('');
    return out.stderr;
  };

  it('refuses an unknown panel, an unknown key and a value its field rejects', () => {
    expect(failing('uptime')).toMatch(/^Unknown panel “uptime”: choose nines, composition/);
    expect(failing('nines', 'zz=1')).toMatch(
      /^zz: not a key of the nines panel \(its keys: a, cal/,
    );
    expect(failing('nines', 'a=100')).toMatch(/^a: 100% is not a target/);
    expect(failing('nines', 'a=abc')).toMatch(/^a: “abc” is not a number/);
    expect(failing('retries', 'clients=-5')).toMatch(
      /^clients: The number of clients cannot be negative/,
    );
    expect(failing('nines', '--format', 'xml')).toMatch(/--format must be/);
    expect(failing('#/nines?a=99.9&zz=1')).toMatch(/“zz” is not a setting of this panel/);
    expect(failing('#/uptime?a=1')).toMatch(/names no panel/);
  });

  it('refuses what the model rejects: a topology, a reverse downtime, more voters online than exist', () => {
    expect(failing('composition', 't=series(web)')).toMatch(/^t: line 1, column/);
    expect(failing('nines', 'mode=reverse', 'down=90000', 'per=day')).toMatch(/^down: /);
    expect(failing('decision', 'up=6')).toMatch(/^up: Only 5 voters exist/);
    // A run too large to attempt, as the page refuses it.
    expect(failing('overload', 'rate=100000')).toMatch(/over the limit/);
  });

  it('prints help: every panel, and each panel’s keys with their defaults', () => {
    const help = runCalc(['--help']);
    expect(help.code).toBe(0);
    for (const id of [
      'nines',
      'composition',
      'detection',
      'failover',
      'decision',
      'idempotency',
      'retries',
      'alerts',
      'overload',
    ])
      expect(help.stdout).toMatch(new RegExp(`^  ${id} `, 'm'));
    expect(runCalc([]).code).toBe(2);
    const nines = runCalc(['nines', '--help']).stdout;
    expect(nines).toMatch(/^ {2}a {12}99\.99 {6}Availability target/m);
    expect(nines).toMatch(/^ {2}cal {10}365d/m);
    expect(runCalc(['composition', '--help']).stdout).toMatch(/Default t:\nseries\(/);
  });
});

describe('calc --export: the texts the copy buttons give', () => {
  const run = (...argv: string[]) => runCalc(argv);

  it('lists a panel’s exports, with why one cannot be made', () => {
    const listed = run('detection', '--export');
    expect(listed.code).toBe(0);
    const ids = [...listed.stdout.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1]);
    expect(ids.filter((id) => id !== 'terraform')).toEqual([
      'kubernetes',
      'alb',
      'haproxy',
      'envoy',
    ]);
    const off = run('tail', 'hedge=0', '--export');
    expect(off.stdout).toContain(
      'grpc           gRPC service config (Hedging is off (a delay of 0): there is nothing to configure.)',
    );
  });

  it('prints the chosen text for the parameters given, in each way of writing the flag', () => {
    const five = run('detection', 'n=5', '--export', 'haproxy');
    expect(five.stderr).toBe('');
    expect(five.stdout).toContain('default-server check inter 5s fall 5 rise 2');
    expect(run('detection', 'n=5', '--export=haproxy').stdout).toBe(five.stdout);
    expect(run('detection', '--export', 'haproxy', 'n=5').stdout).toBe(five.stdout);
    expect(run('#/detection?n=5', '--export', 'haproxy').stdout).toBe(five.stdout);
    expect(five.stdout.endsWith('\n')).toBe(true);
  });

  it('refuses an unknown export, a text the inputs cannot make, and a panel with none', () => {
    const unknown = run('overload', '--export', 'istio');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^istio: not an export of the overload panel; its exports:\n {2}grpc/,
    );
    const cannot = run('capacity', 'rate=200', '--export', 'k6');
    expect(cannot.code).toBe(2);
    expect(cannot.stderr).toBe(
      'k6: The scenario appears once the queue keeps up and every field is valid.\n',
    );
    const none = run('nines', '--export');
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      'The nines panel has no text to copy; these have: detection, failover, alerts, backtest, overload, tail, capacity.\n',
    );
    const bad = run('detection', 'n=0', '--export', 'haproxy');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^n: /);
  });
});

describe('calc backtest data=FILE: the user’s own counters', () => {
  it('reads the file as the page reads a loaded one, and names its bad line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calc-data-'));
    try {
      const file = join(dir, 'incident.csv');
      writeFileSync(file, sampleCsv(sampleById('incident-2pct')!));
      const out = runCalc(['backtest', `data=${file}`, '--format', 'json']);
      expect(out.stderr).toBe('');
      const parsed = JSON.parse(out.stdout) as Json;
      // The same counters as the built-in sample: the 1h page tier first fires at 6,240 s
      // (test/core/backtest/backtest.test.ts works it out; promtool agrees).
      expect(value(parsed, 'first-fire-1')).toBe(6240);
      expect(parsed.link).toContain('sample=own');
      const bad = join(dir, 'bad.csv');
      writeFileSync(bad, 'time,errors,total\n0,0,0\n30,0,300\n15,0,150\n');
      const failed = runCalc(['backtest', `data=${bad}`]);
      expect(failed.code).toBe(2);
      expect(failed.stderr).toMatch(/^data: Line 4/);
      const missing = runCalc(['backtest', `data=${join(dir, 'nope.csv')}`]);
      expect(missing.stderr).toMatch(/^data: cannot read .*nope\.csv \(ENOENT\)\./);
      const clash = runCalc(['backtest', `data=${file}`, 'sample=clean-week']);
      expect(clash.stderr).toMatch(/^sample: a file given with data= means sample=own\./);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('calc: simulated rows are the engine’s run on the panel’s seed', () => {
  it('the default sweep, every policy at f = 0.2 and every point of the charts', () => {
    const job = parseOverloadInputs(OVERLOAD_DEFAULTS).job;
    if (job?.mode !== 'overload-sweep') throw new Error('the default is a sweep');
    const direct = runToEnd(createSweepTask(job.params));
    const out = json('overload');
    for (const q of direct.policies) {
      expect(value(out, `load-${q.policy}`)).toBe(q.chosen.load);
      expect(value(out, `success-${q.policy}`)).toBe(q.chosen.success);
      for (const x of q.points) {
        const f = String(Math.round(x.f * 100) / 100);
        expect(value(out, `load:${q.policy}:${f}`)).toBe(x.load);
      }
    }
  }, 60_000);

  it('the default wave, each strategy’s peak', () => {
    const direct = runToEnd(
      createWaveTask({ clients: 1000, attempt: 3, base: 1, cap: 20, bucket: 0.1, seed: 1 }),
    );
    const out = json('retries');
    for (const s of direct.strategies) expect(value(out, `peak-${s.strategy}`)).toBe(s.peak);
  });
});

const root = resolve(import.meta.dirname, '../..');
const cache = join(root, 'node_modules/.cache/reliability-lab-sim');

/** `npm run calc -- …` as a shell would run it: the script builds (if needed) and runs the CLI. */
const calc = (...argv: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts/calc.mjs'), ...argv], {
    cwd: root,
    encoding: 'utf8',
    timeout: 180_000,
  });

describe('scripts/calc.mjs, run as a program', () => {
  it('prints a share link’s results as JSON, and exits 2 naming the bad key', () => {
    const ok = calc('https://lab.example/#/nines?a=99.95&embed', '--format', 'json');
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    const out = JSON.parse(ok.stdout) as {
      link: string;
      results: { id: string; shown: string; value: number }[];
    };
    // 0.0005 × 31,536,000 s = 15,768 s = 4h 22m 48s.
    expect(out.results.find((r) => r.id === 'downtime-year')).toMatchObject({
      shown: '4h 22m 48s',
      value: 15_768,
    });
    expect(out.link).toBe('https://lab.example/#/nines?a=99.95');
    const bad = calc('detection', 'n=0');
    expect(bad.status).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/^n: /);
  }, 200_000);

  it('builds a bundle without React, zustand or any UI library', () => {
    // The test above built it; the panels' models and rows must not pull in their components.
    const bundle = readdirSync(cache)
      .filter((f) => f.endsWith('.mjs'))
      .map((f) => readFileSync(join(cache, f), 'utf8'))
      .join('\n');
    expect(bundle).toMatch(/runCalc/);
    expect(bundle).not.toMatch(/from ["'](react|react-dom|zustand|recharts|mermaid|katex)["'/]/);
  });
});
