import { csvRecords } from '@/core/emit/csv';
import { markdownTable, markdownText } from '@/core/emit/markdown';
import { pageUnit, rawText } from '@/lib/results/declare';
import type { PublishedRow } from '@/lib/results/published';
import type { ResultsExport } from './rows';

/** The value column: what the page shows, with the reason it is not a current value. */
function shownWithStatus(row: PublishedRow): string {
  if (row.status === 'stale') return `${row.text} (last valid, not current)`;
  if (row.status === 'running') return `${row.text} (simulation running)`;
  if (row.status === 'unknown') return `${row.text} (not computable)`;
  return row.text;
}

/**
 * A row as the page's result contract writes it, which is how every export writes it: the text
 * shown, the raw value as `data-value` (and `data-stale-value`) write it, "" when there is none,
 * and the unit as `data-unit` does (none for a category's code).
 */
export function writtenRow(row: PublishedRow) {
  return {
    id: row.id,
    label: row.label,
    shown: row.text,
    value: rawText(row.value),
    unit: pageUnit(row.unit) ?? '',
    status: row.status,
    staleValue: rawText(row.staleValue),
  };
}

/**
 * A Markdown table of the results (Result | Value | Raw value | Unit), then the share link.
 * The raw value is the page's `data-value` ("" when not computable).
 */
export function toMarkdown(data: ResultsExport): string {
  const lines = [
    `**${markdownText(data.title)}** (Reliability Lab)`,
    '',
    ...markdownTable(
      ['Result', 'Value', 'Raw value', 'Unit'],
      data.results.map((r) => {
        const w = writtenRow(r);
        return [w.label, shownWithStatus(r), w.value, w.unit];
      }),
    ),
    '',
    `Link: <${data.link}>`,
    '',
  ];
  return lines.join('\n');
}

const CSV_COLUMNS = ['id', 'label', 'shown', 'value', 'unit', 'status', 'stale_value'] as const;

/** RFC 4180 CSV (CRLF line ends), one row per result, the raw value in `value`. */
export function toCsv(data: ResultsExport): string {
  const rows = data.results
    .map(writtenRow)
    .map((r) => [r.id, r.label, r.shown, r.value, r.unit, r.status, r.staleValue]);
  return `${csvRecords([CSV_COLUMNS, ...rows]).join('\r\n')}\r\n`;
}

/** A raw value as JSON: a number when it is a finite decimal, the code (text) otherwise, null when "". */
export function jsonValue(raw: string): number | string | null {
  if (raw === '') return null;
  const n = Number(raw);
  return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(raw.trim()) && Number.isFinite(n) ? n : raw;
}

/** JSON: the panel, its link, its inputs and its results with raw values as numbers where numeric. */
export function toJson(data: ResultsExport): string {
  const doc = {
    panel: data.panel,
    title: data.title,
    link: data.link,
    inputs: Object.fromEntries(data.inputs.map((i) => [i.key, i.value])),
    results: data.results.map(writtenRow).map((r) => ({
      id: r.id,
      label: r.label,
      shown: r.shown,
      value: jsonValue(r.value),
      unit: r.unit || null,
      status: r.status,
      ...(r.status === 'stale' ? { staleValue: jsonValue(r.staleValue) } : {}),
    })),
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
