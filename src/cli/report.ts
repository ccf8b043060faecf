import { csvRecords } from '@/core/emit/csv';
import { markdownTable, markdownText } from '@/core/emit/markdown';
import { POLICIES } from '@/core/overload/types';
import type { MetastableResult, SweepResult } from '@/core/overload/types';
import type { ContentionResult } from '@/core/retries/contention';
import type { RecoveryResult } from '@/core/retries/recovery';
import { STRATEGIES, type Strategy } from '@/core/retries/strategies';
import type { WaveResult } from '@/core/retries/wave';
import { waveAnalytics } from '@/core/retries/wave-analytics';

/** A result as rows of named cells: the one shape every output format (table, CSV…) prints. */
export interface Report {
  readonly title: string;
  /** Figures that are not per row, e.g. the wave's closed-form numbers. */
  readonly facts: ReadonlyArray<readonly [string, number]>;
  readonly columns: readonly string[];
  /** null: no value (e.g. never recovered): empty in CSV, null in JSON, — in tables. */
  readonly rows: ReadonlyArray<ReadonlyArray<string | number | null>>;
}

export function waveReport(r: WaveResult): Report {
  const p = r.params;
  const a = waveAnalytics(p.clients, p.attempt, p.bucket, p);
  return {
    title: `wave: ${p.clients} clients, retry ${p.attempt}, base ${p.base} s, cap ${p.cap} s, bucket ${p.bucket} s, seed ${p.seed}`,
    facts: [
      ['window', a.window],
      ['buckets', a.buckets],
      ['expected-per-bucket', a.expectedPerBucket],
      ['reduction-expected', a.reductionExpected],
    ],
    columns: ['strategy', 'peak', 'peak_at_s', 'mean_s', 'first_s', 'last_s'],
    rows: r.strategies.map((s) => [s.strategy, s.peak, s.peakTime, s.mean, s.first, s.last]),
  };
}

export function recoveryReport(r: RecoveryResult): Report {
  const p = r.params;
  return {
    title: `recovery: ${p.clients} clients, outage ${p.outage} s, capacity ${p.capacity}/s, ${p.attempts} attempts, base ${p.base} s, cap ${p.cap} s, retry_after ${p.retryAfter ?? 'none'}, bucket ${p.bucket} s, seed ${p.seed}`,
    facts: [],
    columns: [
      'strategy',
      'drain_time_s',
      'calls',
      'calls_per_client',
      'succeeded',
      'gaveup',
      'peak_load_after_outage',
    ],
    rows: r.strategies.map((s) => [
      s.strategy,
      s.drainTime,
      s.calls,
      s.calls / p.clients,
      s.succeeded,
      s.gaveUp,
      s.peakLoad,
    ]),
  };
}

export function contentionReport(r: ContentionResult): Report {
  const strategies = STRATEGIES.filter((s) => r.cells.some((c) => c.strategy === s));
  const counts = [...new Set(r.cells.map((c) => c.clients))].sort((x, y) => x - y);
  const cell = (s: Strategy, n: number) => r.cells.find((c) => c.strategy === s && c.clients === n);
  return {
    title: `contention (AWS study): mean of ${r.params.runs} runs, seed ${r.params.seed}; calls = writes, time = seconds until the last client succeeds`,
    facts: [],
    columns: ['clients', ...strategies.flatMap((s) => [`calls:${s}`, `time:${s}`])],
    rows: counts.map((n) => [
      n,
      ...strategies.flatMap((s) => [cell(s, n)?.calls ?? '', cell(s, n)?.time ?? '']),
    ]),
  };
}

/** Load and success per policy over the failure ratios, the chosen f among them. */
export function sweepReport(r: SweepResult): Report {
  const p = r.params;
  const ratios = [...new Set(r.policies.flatMap((q) => [...q.points.map((x) => x.f), q.chosen.f]))];
  ratios.sort((x, y) => x - y);
  const at = (policy: number, f: number) => {
    const q = r.policies[policy];
    const point = q?.points.find((x) => x.f === f) ?? (q?.chosen.f === f ? q.chosen : undefined);
    return [point?.load ?? null, point?.success ?? null];
  };
  return {
    title: `sweep: ${p.rate} requests/s over ${p.clients} clients for ${p.duration} s, ${p.attempts} attempts, full jitter base ${p.base} s cap ${p.cap} s, gRPC ${p.maxTokens} tokens ratio ${p.tokenRatio}, Finagle ${p.percent * 100}% ttl ${p.ttl} s reserve ${p.minPerSecond}/s, seed ${p.seed}; load = attempts per logical request, success = share that finally succeeds`,
    facts: [['chosen-f', p.f]],
    columns: ['f', ...POLICIES.flatMap((q) => [`load:${q}`, `success:${q}`])],
    rows: ratios.map((f) => [f, ...r.policies.flatMap((_, i) => at(i, f))]),
  };
}

/** Per policy: recovery after the trigger, amplification, final goodput, totals. */
export function metastableReport(r: MetastableResult): Report {
  const p = r.params;
  return {
    title: `metastable: ${p.rate} requests/s over ${p.clients} clients, capacity ${p.capacity}/s dropping to ${p.dip * 100}% from 10 s for ${p.trigger} s, timeout ${p.timeout} s, ${p.attempts} attempts, full jitter base ${p.base} s cap ${p.cap} s, shed ${p.shed ? 'on' : 'off'}, horizon ${p.horizon} s, seed ${p.seed}; recovered = seconds after the trigger until 5 s goodput holds ≥ 95% of the traffic for 30 s (empty: never)`,
    facts: [],
    columns: [
      'policy',
      'recovered_s',
      'amplification',
      'goodput_share',
      'requests',
      'attempts',
      'answered',
      'rejected',
    ],
    rows: r.policies.map((q) => [
      q.policy,
      q.recovered,
      q.amplification,
      q.goodputShare,
      q.requests,
      q.attempts,
      q.answered,
      q.rejected,
    ]),
  };
}

export const FORMATS = ['table', 'json', 'csv', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];
export const isFormat = (t: string): t is Format => (FORMATS as readonly string[]).includes(t);

const show = (v: string | number | null, none = '—') =>
  v === null
    ? none
    : typeof v === 'number'
      ? Number.isInteger(v)
        ? String(v)
        : String(Number(v.toPrecision(6)))
      : v;

/** Prints a report; `json` carries full precision, the others six significant digits. */
export function formatReport(report: Report, format: Format): string {
  switch (format) {
    case 'json':
      return JSON.stringify(
        {
          title: report.title,
          ...Object.fromEntries(report.facts),
          rows: report.rows.map((row) =>
            Object.fromEntries(report.columns.map((c, i) => [c, row[i]])),
          ),
        },
        null,
        2,
      );
    case 'csv':
      return csvRecords([
        report.columns,
        ...report.rows.map((r) => r.map((v) => show(v, ''))),
      ]).join('\n');
    case 'markdown': {
      const facts = report.facts.map(([k, v]) => `- ${k}: ${show(v)}`);
      return [
        `**${markdownText(report.title)}**`,
        '',
        ...(facts.length ? [...facts, ''] : []),
        ...markdownTable(
          report.columns,
          report.rows.map((r) => r.map((v) => show(v))),
        ),
      ].join('\n');
    }
    case 'table': {
      const cells = [report.columns, ...report.rows].map((r) => r.map((v) => show(v)));
      const widths = report.columns.map((_, i) =>
        Math.max(...cells.map((r) => (r[i] ?? '').length)),
      );
      const facts = report.facts.map(([k, v]) => `${k}: ${show(v)}`);
      return [
        report.title,
        ...facts,
        '',
        ...cells.map((r) => r.map((c, i) => c.padStart(widths[i] ?? 0)).join('  ')),
      ].join('\n');
    }
  }
}
