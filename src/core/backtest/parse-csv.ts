/**
 * The backtest's CSV: a header naming the columns `time`, `errors` and `total` (any order, any
 * case; `timestamp` for `time`), then one row per scrape. Times are Unix seconds (`1762077600`,
 * `1762077600.25`) or RFC 3339 (`2026-11-02T10:00:00Z`, `2026-11-02T11:00:00.5+01:00`), strictly
 * increasing from row to row. `errors` and `total` are cumulative counters as Prometheus stores
 * them: non-negative, and a drop is a counter reset (the replay handles it). An empty cell is a
 * missing sample for that column. Cells may be quoted ("12") and padded with spaces; lines may
 * end in CRLF; blank lines and lines starting with # are skipped. Other columns are ignored (the
 * result names them). Separators other than a comma are refused with a hint.
 *
 * One pass of charCode loops over the text; numbers by `readDecimal` (exact), no object per row.
 */
import { MAX_SAMPLES, MAX_UNIX_SECONDS } from './limits';
import {
  countText,
  failLine,
  failure,
  looksLikeDate,
  readDecimal,
  readRfc3339,
  tooManySamplesMessage,
  type DataResult,
} from './parse-common';
import type { CounterSeries } from './series';

export interface CsvData {
  readonly errors: CounterSeries;
  readonly total: CounterSeries;
  /** Header names of the columns that were not read. */
  readonly ignoredColumns: readonly string[];
  /** Data rows read. */
  readonly rows: number;
}

const TIME_NAMES = new Set(['time', 'timestamp']);

/** The cells of one line (the header), unquoted and trimmed, or null when a quote is not closed. */
function splitHeader(line: string): string[] | null {
  const cells: string[] = [];
  let i = 0;
  for (;;) {
    while (line[i] === ' ' || line[i] === '\t') i++;
    let cell: string;
    if (line[i] === '"') {
      let j = i + 1;
      cell = '';
      for (;;) {
        const close = line.indexOf('"', j);
        if (close === -1) return null;
        cell += line.slice(j, close);
        if (line[close + 1] === '"') {
          cell += '"';
          j = close + 2;
          continue;
        }
        i = close + 1;
        break;
      }
      while (line[i] === ' ' || line[i] === '\t') i++;
      const comma = line.indexOf(',', i);
      i = comma === -1 ? line.length : comma;
    } else {
      const comma = line.indexOf(',', i);
      const end = comma === -1 ? line.length : comma;
      cell = line.slice(i, end).trim();
      i = end;
    }
    cells.push(cell);
    if (i >= line.length) return cells;
    i++;
  }
}

function isBlankOrComment(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9) return c === 35; /* # */
    i++;
  }
  return true;
}

function cellText(text: string, start: number, end: number): string {
  const s = text.slice(start, end);
  return s.length > 40 ? `${s.slice(0, 40)}…` : s;
}

/** Reads the backtest CSV (see the module's comment). Never throws. */
export function parseBacktestCsv(text: string): DataResult<CsvData> {
  const len = text.length;
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let lineNo = 0;
  let lineStart = pos;
  let lineEnd = pos;

  /** Moves to the next line: sets lineStart, lineEnd (CR excluded), lineNo; false at the end. */
  const nextLine = (): boolean => {
    if (pos > len || (pos === len && lineNo > 0)) return false;
    const nl = text.indexOf('\n', pos);
    lineStart = pos;
    lineEnd = nl === -1 ? len : nl;
    pos = nl === -1 ? len + 1 : nl + 1;
    if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 13) lineEnd--;
    lineNo++;
    return true;
  };

  // The header: the first line that is not blank or a comment.
  let header: string | null = null;
  while (nextLine()) {
    if (!isBlankOrComment(text, lineStart, lineEnd)) {
      header = text.slice(lineStart, lineEnd);
      break;
    }
  }
  if (header === null)
    return failure('The CSV is empty: write a header time,errors,total and one row per sample.');
  const headerLine = lineNo;
  const names = splitHeader(header);
  if (!names) return failLine(headerLine, 'a quote in the header is not closed.');
  if (names.length === 1 && /[;\t]/.test(header))
    return failLine(headerLine, 'separate the columns with commas: time,errors,total.');
  const lower = names.map((n) => n.toLowerCase());
  const first = names[0] ?? '';
  if (!Number.isNaN(readDecimal(first, 0, first.length)) || looksLikeDate(first, 0, first.length))
    return failLine(
      headerLine,
      'the CSV has no header: the first line must name the columns, time,errors,total.',
    );
  for (let k = 0; k < lower.length; k++) {
    const name = lower[k] as string;
    if (name !== '' && lower.indexOf(name) !== k)
      return failLine(headerLine, `the header names the column “${names[k]}” twice.`);
  }
  const timeCol = lower.findIndex((n) => TIME_NAMES.has(n));
  const errCol = lower.indexOf('errors');
  const totCol = lower.indexOf('total');
  const missing = [timeCol < 0 ? 'time' : '', errCol < 0 ? 'errors' : '', totCol < 0 ? 'total' : '']
    .filter((n) => n !== '')
    .map((n) => `“${n}”`);
  if (missing.length > 0)
    return failLine(
      headerLine,
      `the header has no ${missing.join(' or ')} column (it has ${names.map((n) => `“${n}”`).join(', ')}); it needs time,errors,total.`,
    );
  const columns = names.length;
  const ignoredColumns = names.filter((_, k) => k !== timeCol && k !== errCol && k !== totCol);

  // Capacity: one sample per remaining line and column at most.
  let lines = 1;
  for (let i = text.indexOf('\n', pos); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  // Refused before allocating when even one sample per line would be too many.
  if (lines > MAX_SAMPLES)
    return failure(`The CSV has ${countText(lines)} lines: ${tooManySamplesMessage()}`);
  const capacity = Math.min(lines, MAX_SAMPLES);
  const et = new Float64Array(capacity);
  const ev = new Float64Array(capacity);
  const tt = new Float64Array(capacity);
  const tv = new Float64Array(capacity);
  let ne = 0;
  let nt = 0;
  let rows = 0;
  let previousTime = -Infinity;
  let previousLine = 0;

  while (nextLine()) {
    if (isBlankOrComment(text, lineStart, lineEnd)) continue;
    // Split the line, keeping the bounds of the three cells read.
    let ts = 0;
    let te = 0;
    let es = 0;
    let ee = 0;
    let vs = 0;
    let ve = 0;
    let k = 0;
    let i = lineStart;
    for (;;) {
      let c = text.charCodeAt(i);
      while (i < lineEnd && (c === 32 || c === 9)) c = text.charCodeAt(++i);
      let start: number;
      let end: number;
      if (i < lineEnd && c === 34 /* " */) {
        start = i + 1;
        let close = text.indexOf('"', start);
        while (close !== -1 && close < lineEnd && text.charCodeAt(close + 1) === 34)
          close = text.indexOf('"', close + 2);
        if (close === -1 || close >= lineEnd)
          return failLine(
            lineNo,
            `a quote opened in column ${i - lineStart + 1} is not closed.`,
            i - lineStart + 1,
          );
        end = close;
        i = close + 1;
        c = text.charCodeAt(i);
        while (i < lineEnd && (c === 32 || c === 9)) c = text.charCodeAt(++i);
        if (i < lineEnd && c !== 44)
          return failLine(
            lineNo,
            'text after a closing quote: expected a comma.',
            i - lineStart + 1,
          );
      } else {
        start = i;
        while (i < lineEnd && text.charCodeAt(i) !== 44) i++;
        end = i;
        while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9))
          end--;
      }
      if (k === timeCol) {
        ts = start;
        te = end;
      } else if (k === errCol) {
        es = start;
        ee = end;
      } else if (k === totCol) {
        vs = start;
        ve = end;
      }
      k++;
      if (i >= lineEnd) break;
      i++; // the comma
    }
    if (k !== columns)
      return failLine(
        lineNo,
        `this row has ${k} cell${k === 1 ? '' : 's'} but the header names ${columns} columns.`,
      );
    rows++;

    // The time.
    if (ts === te) return failLine(lineNo, 'the time is empty.', ts - lineStart + 1);
    const t = looksLikeDate(text, ts, te) ? readRfc3339(text, ts, te) : readDecimal(text, ts, te);
    if (Number.isNaN(t))
      return failLine(
        lineNo,
        `“${cellText(text, ts, te)}” is not a time: write Unix seconds (1762077600) or RFC 3339 (2026-11-02T10:00:00Z).`,
        ts - lineStart + 1,
      );
    if (Math.abs(t) >= MAX_UNIX_SECONDS)
      return failLine(
        lineNo,
        `the time ${cellText(text, ts, te)} looks like milliseconds: times are Unix seconds (divide by 1000).`,
        ts - lineStart + 1,
      );
    if (t <= previousTime)
      return failLine(
        lineNo,
        t === previousTime
          ? `the time ${cellText(text, ts, te)} is the same as on line ${previousLine}: each row needs its own time.`
          : `the time ${cellText(text, ts, te)} is before the time on line ${previousLine}: rows must be in time order.`,
        ts - lineStart + 1,
      );
    previousTime = t;
    previousLine = lineNo;

    // The two counters.
    for (let col = 0; col < 2; col++) {
      const s = col === 0 ? es : vs;
      const e = col === 0 ? ee : ve;
      if (s === e) continue;
      const v = readDecimal(text, s, e);
      const what = col === 0 ? 'errors' : 'total';
      if (!(v >= 0)) {
        const cell = cellText(text, s, e);
        return failLine(
          lineNo,
          Number.isNaN(v)
            ? /^[+-]?(nan|inf(inity)?)$/i.test(cell)
              ? `${what} is ${cell}, which is not a counter value: leave the cell empty for a missing sample.`
              : `${what} “${cell}” is not a number.`
            : `${what} is ${cell}: a counter cannot be negative.`,
          s - lineStart + 1,
        );
      }
      if (v === Infinity)
        return failLine(lineNo, `${what} is too large to be a counter value.`, s - lineStart + 1);
      if (ne + nt >= MAX_SAMPLES) return failLine(lineNo, tooManySamplesMessage());
      if (col === 0) {
        et[ne] = t;
        ev[ne++] = v;
      } else {
        tt[nt] = t;
        tv[nt++] = v;
      }
    }
  }
  if (rows === 0) return failLine(headerLine + 1, 'the CSV has a header but no rows.');
  if (ne === 0) return failure('The errors column is empty: give at least one errors value.');
  if (nt === 0) return failure('The total column is empty: give at least one total value.');
  return {
    ok: true,
    value: {
      errors: { labels: {}, t: et.slice(0, ne), v: ev.slice(0, ne) },
      total: { labels: {}, t: tt.slice(0, nt), v: tv.slice(0, nt) },
      ignoredColumns,
      rows,
    },
  };
}

function formatNumber(x: number): string {
  return String(x);
}

/**
 * Writes one errors and one total series as the backtest's CSV (`time,errors,total`, LF line
 * ends): one row per time of either series, an empty cell where a series has no sample. Numbers
 * as JavaScript prints them (the shortest text that reads back to the same double), so
 * `parseBacktestCsv` returns the same series.
 */
export function writeBacktestCsv(errors: CounterSeries, total: CounterSeries): string {
  const parts: string[] = ['time,errors,total\n'];
  let i = 0;
  let j = 0;
  const ne = errors.t.length;
  const nt = total.t.length;
  while (i < ne || j < nt) {
    const te = i < ne ? (errors.t[i] as number) : Infinity;
    const tt = j < nt ? (total.t[j] as number) : Infinity;
    const t = Math.min(te, tt);
    const e = te === t ? formatNumber(errors.v[i++] as number) : '';
    const v = tt === t ? formatNumber(total.v[j++] as number) : '';
    parts.push(`${formatNumber(t)},${e},${v}\n`);
  }
  return parts.join('');
}
