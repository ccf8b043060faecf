/**
 * The alert backtest's one entry point for a user's data, pasted, dropped or picked as a file:
 * detects the format (CSV, the Prometheus HTTP API's JSON, promtool's series notation), reads it,
 * and for the formats that carry labels picks the errors and total series with the Alerts panel's
 * selectors. The result is the `BacktestData` the replay reads, or a failure in words naming the
 * line (and column) at fault. Never throws.
 */
import { MAX_TEXT_CHARS } from './limits';
import { parseBacktestCsv } from './parse-csv';
import {
  countText,
  failure,
  readSelector,
  selectSeries,
  type DataResult,
  type SelectorRole,
} from './parse-common';
import { checkedSeries, parsePrometheusAnswer } from './parse-prometheus';
import { looksLikeSeriesYaml, parseSeriesNotation } from './parse-series-notation';
import { formatLabels } from './selector';
import type { BacktestData, CounterSeries } from './series';

export type { DataResult, ParseFailure } from './parse-common';

export type DataFormat = 'csv' | 'prometheus' | 'series';

/** What the user gave: the text and the Alerts panel's selectors (not used for CSV). */
export interface BacktestInput {
  readonly text: string;
  /** PromQL selector of the failed requests, e.g. `http_requests_total{job="api",code=~"5.."}`. */
  readonly errors: string;
  /** PromQL selector of all requests, e.g. `http_requests_total{job="api"}`. */
  readonly total: string;
  /** The format, or `auto` (the default) to detect it. */
  readonly format?: DataFormat | 'auto';
}

export interface ParsedBacktest {
  readonly data: BacktestData;
  readonly format: DataFormat;
  /** Samples over all series read. */
  readonly samples: number;
  /** Things worth saying that are not errors: ignored columns, defaults taken, duplicates. */
  readonly notes: readonly string[];
}

export const FORMAT_NAMES: Readonly<Record<DataFormat, string>> = {
  csv: 'CSV',
  prometheus: 'Prometheus API JSON',
  series: 'promtool series notation',
};

/** The first line that is neither blank nor a # comment. */
function firstLine(text: string): string {
  for (const line of text.split('\n', 200)) {
    const t = line.trim();
    if (t !== '' && !t.startsWith('#')) return t;
  }
  return '';
}

/**
 * Which format a text is in: JSON when it starts with `[` or `{"key":`, series notation when it
 * is promtool YAML or its first line is `interval:`/`start:` or a series (`name{…} values`,
 * `name values`), CSV otherwise.
 */
export function detectFormat(text: string): DataFormat {
  const start = text.search(/\S/);
  const head = start === -1 ? '' : text.slice(start, start + 2000);
  if (head.startsWith('[') || /^\{\s*(?:"(?:[^"\\]|\\.)*"\s*:|\})/.test(head)) return 'prometheus';
  if (looksLikeSeriesYaml(head)) return 'series';
  const line = firstLine(head);
  if (/^(?:interval|start)\s*:/.test(line)) return 'series';
  if (line.includes('{')) return 'series';
  if (/^[a-zA-Z_:][a-zA-Z0-9_:]*\s+[-+.0-9_]/.test(line) && !line.includes(',')) return 'series';
  return 'csv';
}

function sampleCount(series: readonly CounterSeries[]): number {
  return series.reduce((n, s) => n + s.t.length, 0);
}

function pickedNote(
  role: SelectorRole,
  picked: readonly { labels: Readonly<Record<string, string>> }[],
): string {
  const shown = picked.slice(0, 3).map((s) => formatLabels(s.labels));
  const more = picked.length > 3 ? ` and ${countText(picked.length - 3)} more` : '';
  return `The ${role} selector picks ${countText(picked.length)} series${picked.length > 1 ? ' (summed)' : ''}: ${shown.join(', ')}${more}.`;
}

/** Reads the user's data (see the module's comment). */
export function parseBacktestData(input: BacktestInput): DataResult<ParsedBacktest> {
  const { text } = input;
  if (text.length > MAX_TEXT_CHARS)
    return failure(
      `The data is ${countText(Math.round(text.length / 1e6))} million characters, more than the ${countText(MAX_TEXT_CHARS / 1e6)} million the page reads: export a shorter range or a longer step.`,
    );
  if (text.trim() === '')
    return failure(
      'No data: paste or drop a CSV (time,errors,total), a Prometheus API answer (JSON) or promtool series.',
    );
  const format =
    input.format === undefined || input.format === 'auto' ? detectFormat(text) : input.format;

  if (format === 'csv') {
    const csv = parseBacktestCsv(text);
    if (!csv.ok) return csv;
    const { errors, total, ignoredColumns } = csv.value;
    const notes: string[] = [];
    if (ignoredColumns.length > 0)
      notes.push(`Columns not read: ${ignoredColumns.map((c) => `“${c}”`).join(', ')}.`);
    notes.push('A CSV gives the errors and total counters itself: the selectors are not used.');
    return {
      ok: true,
      value: {
        data: { errors: [errors], total: [total] },
        format,
        samples: errors.t.length + total.t.length,
        notes,
      },
    };
  }

  const errorsSelector = readSelector(input.errors, 'errors');
  if (!errorsSelector.ok) return errorsSelector;
  const totalSelector = readSelector(input.total, 'total');
  if (!totalSelector.ok) return totalSelector;

  if (format === 'series') {
    const parsed = parseSeriesNotation(text);
    if (!parsed.ok) return parsed;
    const errors = selectSeries(parsed.value.series, errorsSelector.value, 'errors');
    if (!errors.ok) return errors;
    const total = selectSeries(parsed.value.series, totalSelector.value, 'total');
    if (!total.ok) return total;
    const data: BacktestData = {
      errors: errors.value.map((s) => s.series),
      total: total.value.map((s) => s.series),
    };
    return {
      ok: true,
      value: {
        data,
        format,
        samples: sampleCount(parsed.value.series.map((s) => s.series)),
        notes: [
          ...parsed.value.notes,
          pickedNote('errors', errors.value),
          pickedNote('total', total.value),
        ],
      },
    };
  }

  const answer = parsePrometheusAnswer(text);
  if (!answer.ok) return answer;
  const picked: Record<SelectorRole, CounterSeries[]> = { errors: [], total: [] };
  const notes = [...answer.value.notes];
  const converted = new Map<object, CounterSeries>();
  for (const [role, selector] of [
    ['errors', errorsSelector.value],
    ['total', totalSelector.value],
  ] as const) {
    const chosen = selectSeries(answer.value.series, selector, role);
    if (!chosen.ok) return chosen;
    for (const s of chosen.value) {
      let series = converted.get(s);
      if (!series) {
        const checked = checkedSeries(text, s, formatLabels(s.labels));
        if (!checked.ok) return checked;
        if (checked.value.t.length === 0) continue;
        series = { labels: s.labels, ...checked.value };
        converted.set(s, series);
      }
      picked[role].push(series);
    }
    if (picked[role].length === 0)
      return failure(`The series the ${role} selector ${selector.text} picks have no samples.`);
    notes.push(pickedNote(role, chosen.value));
  }
  return {
    ok: true,
    value: {
      data: picked,
      format,
      samples: answer.value.series.reduce((n, s) => n + s.block.length, 0),
      notes,
    },
  };
}
