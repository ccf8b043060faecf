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
  readonly rows: ReadonlyArray<ReadonlyArray<string | number>>;
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

export const FORMATS = ['table', 'json', 'csv', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];
export const isFormat = (t: string): t is Format => (FORMATS as readonly string[]).includes(t);

const show = (v: string | number) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : String(Number(v.toPrecision(6)))) : v;

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
      return [report.columns, ...report.rows].map((r) => r.map(show).join(',')).join('\n');
    case 'markdown': {
      const facts = report.facts.map(([k, v]) => `- ${k}: ${show(v)}`);
      const line = (cells: ReadonlyArray<string | number>) => `| ${cells.map(show).join(' | ')} |`;
      return [
        `**${report.title}**`,
        '',
        ...(facts.length ? [...facts, ''] : []),
        line(report.columns),
        `|${report.columns.map(() => ' --- ').join('|')}|`,
        ...report.rows.map(line),
      ].join('\n');
    }
    case 'table': {
      const cells = [report.columns, ...report.rows].map((r) => r.map(show));
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
