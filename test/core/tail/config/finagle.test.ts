import { describe, expect, it } from 'vitest';
import { finagleHedging } from '@/core/tail/config/finagle';
import { cannot, HEDGE_DEFAULTS as DEFAULTS, lines, problems } from './helpers';

const HEADER =
  'Finagle: BackupRequestFilter (maxExtraLoad, sendInterrupts) around an HTTP client (Reliability Lab, #/tail)';
const FIXED =
  "Finagle has no fixed delay: BackupRequestFilter sends its backup at the latency percentile it measures, 1 − maxExtraLoad. maxExtraLoad 0.01 (p99, the value Finagle's docs take) is written; to send at about 0.02 s, set it to the share of leaf calls still out at 0.02 s, the panel's extra load without a cap.";
const budget = (load: string) =>
  `maxExtraLoad is also the cap: a RetryBudget of ${load} backups per request over 10 s, plus a reserve of 10 backups per second per client (RetryBudget's defaults), so at low traffic a larger share of requests can get a backup. Each backup also withdraws from the client's own retry budget (20% plus 10 per second by default), which its retries share.`;
const RUNS = {
  level: 'note',
  text: 'sendInterrupts = false lets the losing request run to its end, as the panel does with cancel off.',
};
const filter = (client: string, at: string, load: string, interrupts: boolean) => [
  'import com.twitter.finagle.Http',
  'import com.twitter.finagle.client.BackupRequestFilter',
  '',
  `// One backup at the ${at} the filter measures (1 − maxExtraLoad), within a budget of maxExtraLoad.`,
  `val client = ${client}`,
  'val service = BackupRequestFilter.filterService(',
  `  client.params + BackupRequestFilter.Configured(maxExtraLoad = ${load}, sendInterrupts = ${interrupts}),`,
  '  client.newService("backend:8080") // your destination',
  ')',
  '',
];

// The whole snippet for the defaults, written out by hand and read against finagle-core's
// com/twitter/finagle/client/BackupRequestFilter.scala: Configured(maxExtraLoad: Double,
// sendInterrupts: Boolean), requiring 0 ≤ maxExtraLoad < 1; filterService(params, service) for a
// whole client; one backup sent at the measured percentile 1 − maxExtraLoad ("if maxExtraLoad is
// 0.01, a backup request is sent at the p99 latency"); newRetryBudget(maxExtraLoad) a
// RetryBudget(DefaultTtl, DefaultMinRetriesPerSec, percentCanRetry = maxExtraLoad), and
// RetryBudget.scala (apply(): ttl 10 s, 10 per second; deposits 1000, withdraws ⌊1000 / percent⌋).
// The filter is Disabled unless configured: Finagle has no default maxExtraLoad.
describe('the defaults', () => {
  it('a backup at the measured p99: a fixed delay cannot be said', () => {
    const f = finagleHedging(DEFAULTS);
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        '// Inputs: hedge after 0.02 s, 2 copies at most, no cap on extra load, losers not cancelled, no per-attempt timeout.',
        "// From them: one backup (2 copies), maxExtraLoad = Finagle's example, for want of a cap or a percentile (0.01), sendInterrupts = cancel (false).",
        `// CANNOT EXPRESS: ${FIXED}`,
        ...filter('Http.client', 'p99', '0.01', false),
      ),
    );
    expect(f).toEqual({
      id: 'finagle',
      title: 'Finagle',
      language: 'scala',
      header: HEADER,
      text: f.text,
      issues: [{ level: 'cannot', text: FIXED }, { level: 'note', text: budget('0.01') }, RUNS],
      written: { copies: 2, maxExtraLoad: 0.01, backupPercentile: 0.99, sendInterrupts: false },
    });
  });
});

describe('the cap and the percentile: Finagle’s one knob', () => {
  it('a cap of 2% is maxExtraLoad 0.02: a backup at the measured p98, within a budget', () => {
    const f = finagleHedging({ ...DEFAULTS, cap: 0.02 });
    expect(f.written.maxExtraLoad).toBe(0.02);
    expect(f.written.backupPercentile).toBe(0.98);
    expect(f.text).toContain(
      'BackupRequestFilter.Configured(maxExtraLoad = 0.02, sendInterrupts = false)',
    );
    expect(f.text).toContain('// One backup at the p98 the filter measures');
    expect(f.text).toContain('maxExtraLoad = the cap (0.02)');
    expect(problems(f.issues)).toEqual([
      {
        level: 'cannot',
        text: 'Finagle has no fixed delay: BackupRequestFilter sends its backup at the latency percentile it measures, 1 − maxExtraLoad: with maxExtraLoad = the cap, 0.02, at its p98, not after 0.02 s.',
      },
      // With a cap asked, the reserve makes Finagle differ from the panel: a warning.
      { level: 'warning', text: budget('0.02') },
    ]);
  });

  it('a percentile hedge is maxExtraLoad = 1 − p: Finagle measures the percentile itself', () => {
    const f = finagleHedging({ ...DEFAULTS, percentile: 0.95, delay: 0.05 });
    expect(f.written).toEqual({
      copies: 2,
      maxExtraLoad: 0.05,
      backupPercentile: 0.95,
      sendInterrupts: false,
    });
    expect(problems(f.issues)).toEqual([]);
    expect(f.issues).toEqual([
      {
        level: 'note',
        text: "maxExtraLoad = 1 − p95 = 0.05: Finagle sends the backup at the p95 it measures over recent calls, refreshed every 3 s (none in the first 3 s), in whole milliseconds, at least 1 ms; the leaf's p95 now is 0.05 s.",
      },
      { level: 'note', text: budget('0.05') },
      RUNS,
    ]);
    expect(f.text).toContain('maxExtraLoad = 1 − the percentile (0.05)');
    // A cap that is 1 − p agrees with it.
    expect(problems(finagleHedging({ ...DEFAULTS, percentile: 0.95, cap: 0.05 }).issues)).toEqual([
      { level: 'warning', text: budget('0.05') },
    ]);
  });

  it('a cap and a different percentile: the cap wins, with a warning', () => {
    const f = finagleHedging({ ...DEFAULTS, percentile: 0.95, delay: 0.05, cap: 0.02 });
    expect(problems(f.issues)[0]).toEqual({
      level: 'warning',
      text: 'Finagle sets the percentile and the cap with one knob: maxExtraLoad = the cap, 0.02, sends the backup at the p98 it measures, not at the p95 asked.',
    });
    expect(f.written.maxExtraLoad).toBe(0.02);
  });

  it('a cap Finagle’s budget rounds: ⌊1000 / 0.03⌋ = 33333 units per backup', () => {
    const f = finagleHedging({ ...DEFAULTS, cap: 0.03 });
    expect(problems(f.issues)).toContainEqual({
      level: 'warning',
      text: "Finagle's budget deposits 1000 units per request and withdraws ⌊1000 / maxExtraLoad⌋ = 33333 per backup, so 0.03 caps backups at 0.030000300003.",
    });
  });

  it('a cap of 100% is written as 0.99 (maxExtraLoad < 1); a cap of 0 sends no backup', () => {
    const all = finagleHedging({ ...DEFAULTS, cap: 1 });
    expect(cannot(all.issues)[0]).toBe(
      'maxExtraLoad must be below 1 (BackupRequestFilter.Configured requires 0 ≤ maxExtraLoad < 1): the cap of 100% is written as 0.99.',
    );
    expect(all.written.maxExtraLoad).toBe(0.99);
    expect(cannot(finagleHedging({ ...DEFAULTS, cap: 0.99 }).issues)).toHaveLength(1);
    const none = finagleHedging({ ...DEFAULTS, cap: 0 });
    expect(none.issues).toEqual([
      {
        level: 'note',
        text: 'maxExtraLoad 0 gives the filter an empty budget (RetryBudget.Empty): no backup is ever sent.',
      },
      RUNS,
    ]);
    expect(none.text).toContain('Configured(maxExtraLoad = 0, sendInterrupts = false)');
  });
});

describe('copies, cancel, timeout', () => {
  it('one backup at most: 3 copies are written as 2', () => {
    const f = finagleHedging({ ...DEFAULTS, copies: 3, percentile: 0.99, delay: 0.1 });
    expect(cannot(f.issues)).toEqual([
      'BackupRequestFilter sends one backup at most: 3 copies are written as 2.',
    ]);
    expect(f.written.copies).toBe(2);
  });

  it('cancel is sendInterrupts; a per-attempt timeout is withRequestTimeout, which limits each copy', () => {
    const f = finagleHedging({
      ...DEFAULTS,
      percentile: 0.99,
      delay: 0.1,
      cancel: true,
      timeout: 0.25,
    });
    expect(f.text).toContain(
      lines(
        '// From them: one backup (2 copies), maxExtraLoad = 1 − the percentile (0.01), sendInterrupts = cancel (true), withRequestTimeout = the per-attempt timeout (250.milliseconds).',
        'import com.twitter.conversions.DurationOps._',
        ...filter('Http.client.withRequestTimeout(250.milliseconds)', 'p99', '0.01', true),
      ),
    );
    expect(f.issues.slice(-2)).toEqual([
      {
        level: 'note',
        text: 'sendInterrupts = true interrupts the losing request once the other succeeds, as the panel does with cancel on. Finagle advises false for protocols without a control plane, such as HTTP/1.1, where an interrupt cuts the connection.',
      },
      {
        level: 'note',
        text: 'withRequestTimeout limits each request the client sends; the filter wraps the whole client, so it limits each copy, the original and the backup.',
      },
    ]);
    expect(f.written).toEqual({
      copies: 2,
      maxExtraLoad: 0.01,
      backupPercentile: 0.99,
      sendInterrupts: true,
      requestTimeout: 0.25,
    });
  });

  it('one copy: no filter, a note saying why; a timeout alone is still written', () => {
    const f = finagleHedging({ ...DEFAULTS, copies: 1, timeout: 2, cap: 0.05 });
    expect(f.text).toBe(
      lines(
        `// ${HEADER}`,
        '// Inputs: hedge after 0.02 s, 1 copy at most, extra load capped at 5%, losers not cancelled, per-attempt timeout 2 s.',
        '// From them: no backup (1 copy), withRequestTimeout = the per-attempt timeout (2.seconds).',
        'import com.twitter.conversions.DurationOps._',
        'import com.twitter.finagle.Http',
        '',
        'val service = Http.client.withRequestTimeout(2.seconds).newService("backend:8080") // your destination',
        '',
      ),
    );
    expect(f.issues.map((i) => i.text)).toEqual([
      'With 1 copy there is nothing to hedge: no BackupRequestFilter is written.',
      'withRequestTimeout limits each request the client sends; the filter wraps the whole client, so it limits each copy, the original and the backup.',
    ]);
    expect(f.written).toEqual({ requestTimeout: 2 });
    expect(finagleHedging({ ...DEFAULTS, copies: 1 }).written).toEqual({});
  });
});
