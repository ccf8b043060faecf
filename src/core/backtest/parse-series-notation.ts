/**
 * promtool's series notation (Prometheus docs, "Unit testing for rules", `<series>`): a series
 * description `http_requests_total{job="api"}` and its values in expanding notation, one sample
 * per `interval` from time 0 (or `start_timestamp`):
 *
 * - `a+bxn` is a, a+b, a+2b, … a+nb (n + 1 samples, by repeated addition as promtool does);
 *   `a-bxn` the same downwards; `axn` is a, n + 1 times;
 * - `_` is a missing sample, `_xn` n missing samples (n, not n + 1);
 * - `stale` is a staleness marker (cannot be repeated);
 * - numbers are decimal (`1`, `-2`, `.5`, `1e3`), `Inf`, `NaN` (any case), with promtool's quirk
 *   that an integer with a leading 0 and only octal digits is octal (`010` is 8); hex is refused.
 *
 * Two ways to write it:
 *
 * ```text
 * # a comment
 * interval: 15s
 * http_requests_total{job="api",code="500"} 0+3x960
 * http_requests_total{job="api",code="200"} 0+147x960
 * ```
 *
 * (`interval:` and `start:` lines before the first series; the interval defaults to promtool's
 * 1m), or promtool's YAML: a test file (`tests:` → the first test group with `input_series`), one
 * test group (`interval:`, `input_series:`) or just the `input_series` list. For the backtest, a
 * missing sample and a staleness marker both leave a gap (rate() ignores staleness markers inside
 * a range); values must be counters (finite, not negative).
 */
import {
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  YamlScalar as Scalar,
  type YAMLMap,
} from '../emit/yaml';
import { DEFAULT_SERIES_INTERVAL, MAX_SAMPLES } from './limits';
import {
  countText,
  failAt,
  failure,
  looksLikeDate,
  parseDuration,
  readDecimal,
  readRfc3339,
  type DataResult,
  type LabeledSeries,
} from './parse-common';
import { formatLabels, labelsKey, labelsOf, scanSelector } from './selector';

/** A slot of an expanded sequence: a value, a missing sample (`_`) or a staleness marker. */
export const SLOT_VALUE = 0;
export const SLOT_MISSING = 1;
export const SLOT_STALE = 2;

export interface ExpandedValues {
  /** One value per slot (0 where the slot is missing or stale). */
  readonly values: Float64Array;
  /** SLOT_VALUE, SLOT_MISSING or SLOT_STALE per slot. */
  readonly kinds: Uint8Array;
}

/** A failure at a 0-based offset of the text that was expanded. */
export interface ValuesFailure {
  readonly ok: false;
  readonly error: string;
  readonly offset: number;
}

export interface ExpandOptions {
  /** Refuse values a counter cannot take (NaN, ±Inf, negative). */
  readonly counter?: boolean;
  /** At most this many slots (default MAX_SAMPLES). */
  readonly maxSlots?: number;
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || isDigit(c) || c === 58;
}
function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/** The end of a number token at s[i] as promtool's lexer scans it (digits, `.digits`, exponent). */
function scanNumberToken(s: string, i: number, end: number): number {
  while (i < end && isDigit(s.charCodeAt(i))) i++;
  if (s.charCodeAt(i) === 46) {
    i++;
    while (i < end && isDigit(s.charCodeAt(i))) i++;
  }
  const e = s.charCodeAt(i);
  if (i < end && (e === 101 || e === 69)) {
    i++;
    const sign = s.charCodeAt(i);
    if (sign === 43 || sign === 45) i++;
    while (i < end && isDigit(s.charCodeAt(i))) i++;
  }
  return i;
}

/** promtool's number(): strconv.ParseInt(text, 0, 64) first (so 010 is octal), then ParseFloat. */
function numberValue(s: string, start: number, end: number): number {
  if (end - start > 1 && s.charCodeAt(start) === 48) {
    let octal = true;
    for (let i = start; i < end; i++) {
      const c = s.charCodeAt(i);
      if (c < 48 || c > 55) {
        octal = false;
        break;
      }
    }
    if (octal) {
      const value = parseInt(s.slice(start, end), 8);
      if (value < 2 ** 63) return value;
    }
  }
  return readDecimal(s, start, end);
}

/** A value token at s[i]: a signed number, Inf or NaN; its value and end, or null. */
function scanValue(s: string, i: number, end: number): { value: number; end: number } | null {
  let sign = 1;
  const c = s.charCodeAt(i);
  if (c === 43 || c === 45) {
    sign = c === 45 ? -1 : 1;
    i++;
  }
  const d = s.charCodeAt(i);
  if (i < end && (isDigit(d) || (d === 46 && isDigit(s.charCodeAt(i + 1))))) {
    const tokenEnd = scanNumberToken(s, i, end);
    const next = s.charCodeAt(tokenEnd);
    // promtool: a number may be followed only by x (repetition), a sign, a space or the end.
    if (tokenEnd < end && isWordChar(next) && next !== 120) return null;
    const value = numberValue(s, i, tokenEnd);
    return Number.isNaN(value) ? null : { value: sign * value, end: tokenEnd };
  }
  let j = i;
  while (j < end && isWordChar(s.charCodeAt(j))) j++;
  const word = s.slice(i, j).toLowerCase();
  if (word === 'inf') return { value: sign * Infinity, end: j };
  if (word === 'nan') return { value: NaN, end: j };
  return null;
}

/** The digits of a repetition count at s[i, end) (strconv.ParseUint base 10), or -1. */
function scanCount(s: string, i: number, end: number): number {
  if (i >= end) return -1;
  let n = 0;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (!isDigit(c)) return -1;
    n = n * 10 + (c - 48);
  }
  return n;
}

function valueText(x: number): string {
  if (Number.isNaN(x)) return 'NaN';
  if (x === Infinity) return 'Inf';
  if (x === -Infinity) return '-Inf';
  return Object.is(x, -0) ? '-0' : String(x);
}

/** Growable slots. */
class Slots {
  values = new Float64Array(256);
  kinds = new Uint8Array(256);
  length = 0;
  reserve(n: number): void {
    let size = this.values.length;
    if (this.length + n <= size) return;
    while (size < this.length + n) size *= 2;
    const values = new Float64Array(size);
    const kinds = new Uint8Array(size);
    values.set(this.values);
    kinds.set(this.kinds);
    this.values = values;
    this.kinds = kinds;
  }
}

/**
 * Expands promtool's notation in s[start, end) (see the module's comment). Failures point at the
 * offset in s of the item at fault.
 */
export function expandSeriesValues(
  s: string,
  options: ExpandOptions = {},
  start = 0,
  end = s.length,
): { readonly ok: true; readonly value: ExpandedValues } | ValuesFailure {
  const max = options.maxSlots ?? MAX_SAMPLES;
  const slots = new Slots();
  const bad = (offset: number, error: string): ValuesFailure => ({ ok: false, error, offset });
  const tooMany = (at: number) =>
    bad(
      at,
      `the values expand to more than ${countText(max)} samples, more than the page can hold.`,
    );
  let i = start;
  for (;;) {
    while (i < end && isSpace(s.charCodeAt(i))) i++;
    if (i >= end) break;
    const item = i;
    let itemEnd = i;
    while (itemEnd < end && !isSpace(s.charCodeAt(itemEnd))) itemEnd++;
    const text = s.slice(item, itemEnd);
    i = itemEnd;
    const c = s.charCodeAt(item);
    if (c === 95 /* _ */) {
      let n = 1;
      if (itemEnd > item + 1) {
        n = s.charCodeAt(item + 1) === 120 ? scanCount(s, item + 2, itemEnd) : -1;
        if (n < 0)
          return bad(
            item,
            `“${text}” is not a value: write _ for one missing sample or _x3 for three.`,
          );
      }
      if (slots.length + n > max) return tooMany(item);
      slots.reserve(n);
      slots.kinds.fill(SLOT_MISSING, slots.length, slots.length + n);
      slots.length += n;
      continue;
    }
    if (text === 'stale') {
      if (slots.length + 1 > max) return tooMany(item);
      slots.reserve(1);
      slots.kinds[slots.length++] = SLOT_STALE;
      continue;
    }
    if (text.startsWith('stale'))
      return bad(
        item,
        `“${text}”: a staleness marker is written stale alone, and cannot be repeated.`,
      );
    const first = scanValue(s, item, itemEnd);
    if (!first)
      return bad(
        item,
        `“${text}” is not a value: write a number (12, 1.5, 1e3), a+bxn, a-bxn, axn, _, _xn or stale.`,
      );
    let a = first.value;
    let step = 0;
    let count = 0;
    let j = first.end;
    if (j < itemEnd) {
      const op = s.charCodeAt(j);
      if (op === 43 || op === 45) {
        const stepStart = j + 1;
        let k = stepStart;
        const d = s.charCodeAt(k);
        if (!(isDigit(d) || (d === 46 && isDigit(s.charCodeAt(k + 1)))))
          return bad(
            item,
            `“${text}”: after ${op === 43 ? '+' : '-'} comes the step, a number, as in 0+10x5.`,
          );
        k = scanNumberToken(s, k, itemEnd);
        step = (op === 45 ? -1 : 1) * numberValue(s, stepStart, k);
        if (s.charCodeAt(k) !== 120 || Number.isNaN(step))
          return bad(item, `“${text}”: a step needs a count, as in 0+10x5 (5 more samples).`);
        j = k;
      } else if (op !== 120) {
        return bad(
          item,
          `“${text}” is not a value: write a number, a+bxn, a-bxn, axn, _ or stale.`,
        );
      }
      count = scanCount(s, j + 1, itemEnd);
      if (count < 0)
        return bad(item, `“${text}”: after x comes a whole number of repetitions, as in 5x3.`);
    }
    if (slots.length + count + 1 > max) return tooMany(item);
    slots.reserve(count + 1);
    const values = slots.values;
    let at = slots.length;
    for (let k = 0; k <= count; k++) {
      if (options.counter && !(a >= 0 && a < Infinity)) {
        const where = count > 0 ? ` (its value number ${k + 1} is ${valueText(a)})` : '';
        return bad(
          item,
          Number.isNaN(a) || Math.abs(a) === Infinity
            ? `${text}${where}: ${valueText(a)} is not a counter value; write _ for a missing sample.`
            : `${text}${where}: a counter cannot be negative.`,
        );
      }
      values[at++] = a;
      a += step;
    }
    slots.kinds.fill(SLOT_VALUE, slots.length, at);
    slots.length = at;
  }
  return {
    ok: true,
    value: {
      values: slots.values.slice(0, slots.length),
      kinds: slots.kinds.slice(0, slots.length),
    },
  };
}

/**
 * Writes slots back in promtool's notation, shortest runs first found: `0+150x960`, `5x3`, `_x4`,
 * `stale`, single values. `expandSeriesValues` of the text gives the same slots, bit for bit
 * (a run is written only where repeated addition reproduces every value exactly).
 */
export function compressSeriesValues(values: ArrayLike<number>, kinds?: ArrayLike<number>): string {
  const n = values.length;
  const kind = (i: number) => (kinds ? (kinds[i] as number) : SLOT_VALUE);
  const out: string[] = [];
  let i = 0;
  while (i < n) {
    const k = kind(i);
    if (k === SLOT_MISSING) {
      let j = i;
      while (j < n && kind(j) === SLOT_MISSING) j++;
      out.push(j - i === 1 ? '_' : `_x${j - i}`);
      i = j;
      continue;
    }
    if (k === SLOT_STALE) {
      out.push('stale');
      i++;
      continue;
    }
    const a = values[i] as number;
    let j = i;
    const step = i + 1 < n ? (values[i + 1] as number) - a : NaN;
    // promtool writes a step as digits only (no Inf), so only finite steps make runs.
    if (kind(i + 1) === SLOT_VALUE && Number.isFinite(step)) {
      let current = a;
      while (j + 1 < n && kind(j + 1) === SLOT_VALUE && Object.is(current + step, values[j + 1])) {
        current += step;
        j++;
      }
      if (j - i >= 2 || (j - i === 1 && step === 0)) {
        const count = j - i;
        out.push(
          step === 0
            ? `${valueText(a)}x${count}`
            : step > 0
              ? `${valueText(a)}+${valueText(step)}x${count}`
              : `${valueText(a)}-${valueText(-step)}x${count}`,
        );
        i = j + 1;
        continue;
      }
    }
    out.push(valueText(a));
    i++;
  }
  return out.join(' ');
}

/** What a series notation text holds, before the selectors pick. */
export interface SeriesNotation {
  /** Seconds between samples. */
  readonly interval: number;
  /** Unix seconds of the first sample. */
  readonly start: number;
  readonly series: readonly LabeledSeries[];
  readonly notes: readonly string[];
}

function readStart(text: string): number {
  const t = text.trim();
  return looksLikeDate(t, 0, t.length) ? readRfc3339(t, 0, t.length) : readDecimal(t, 0, t.length);
}

/** Turns expanded slots into a series' samples: values only, at start + slot × interval. */
function toSeries(
  labels: Readonly<Record<string, string>>,
  expanded: ExpandedValues,
  start: number,
  interval: number,
): { series: LabeledSeries; stale: number } {
  const { values, kinds } = expanded;
  let count = 0;
  for (let k = 0; k < kinds.length; k++) if (kinds[k] === SLOT_VALUE) count++;
  const t = new Float64Array(count);
  const v = new Float64Array(count);
  let stale = 0;
  let at = 0;
  for (let k = 0; k < kinds.length; k++) {
    if (kinds[k] === SLOT_VALUE) {
      t[at] = start + k * interval;
      v[at++] = values[k] as number;
    } else if (kinds[k] === SLOT_STALE) stale++;
  }
  return { series: { labels, series: { labels, t, v } }, stale };
}

interface SeriesSource {
  /** The series description and the offset in the whole text where it starts. */
  readonly description: string;
  readonly descriptionAt: number;
  readonly values: string;
  readonly valuesAt: number;
}

function interpret(
  text: string,
  sources: readonly SeriesSource[],
  interval: number,
  start: number,
  notes: string[],
): DataResult<SeriesNotation> {
  const series: LabeledSeries[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  let stale = 0;
  for (const src of sources) {
    const scanned = scanSelector(src.description, 0, src.description.length, true);
    if (!scanned.ok) return failAt(text, src.descriptionAt + scanned.offset, `${scanned.error}.`);
    if (src.description.slice(scanned.end).trim() !== '')
      return failAt(
        text,
        src.descriptionAt + scanned.end,
        `unexpected “${src.description.slice(scanned.end).trim()}” after the series' labels.`,
      );
    const labels = labelsOf(scanned.value);
    const key = labelsKey(labels);
    if (seen.has(key))
      return failAt(
        text,
        src.descriptionAt,
        `the series ${formatLabels(labels)} is given twice (first at line ${seen.get(key)}).`,
      );
    seen.set(key, lineOf(text, src.descriptionAt));
    const expanded = expandSeriesValues(src.values, {
      counter: true,
      maxSlots: MAX_SAMPLES - total,
    });
    if (!expanded.ok) return failAt(text, src.valuesAt + expanded.offset, expanded.error);
    const made = toSeries(labels, expanded.value, start, interval);
    total += made.series.series.t.length;
    stale += made.stale;
    if (made.series.series.t.length === 0)
      return failAt(text, src.valuesAt, `the series ${formatLabels(labels)} has no values.`);
    series.push(made.series);
  }
  if (series.length === 0)
    return failure('No series: write one per line, e.g. http_requests_total{job="api"} 0+150x960.');
  if (stale > 0)
    notes.push(
      `${countText(stale)} staleness marker${stale === 1 ? '' : 's'} read as gaps (rate() ignores them inside a range).`,
    );
  return { ok: true, value: { interval, start, series, notes } };
}

function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
}

const HEADER = /^([a-z_]+)\s*:\s*(.*?)\s*$/;

/** The simple text form: `interval:`/`start:` lines, then `<series> <values>` per line. */
function parseLines(text: string): DataResult<SeriesNotation> {
  let interval = DEFAULT_SERIES_INTERVAL;
  let start = 0;
  let intervalGiven = false;
  const sources: SeriesSource[] = [];
  let pos = 0;
  while (pos <= text.length) {
    const nl = text.indexOf('\n', pos);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(pos, lineEnd).replace(/\r$/, '');
    const lineStart = pos;
    pos = lineEnd + 1;
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    const header = HEADER.exec(trimmed);
    if (header && (header[1] === 'interval' || header[1] === 'start')) {
      const at = lineStart + line.indexOf(header[2] ?? '');
      if (sources.length > 0)
        return failAt(text, lineStart, `${header[1]}: goes before the first series.`);
      if (header[1] === 'interval') {
        const seconds = parseDuration(header[2] ?? '');
        if (seconds === null || seconds <= 0)
          return failAt(
            text,
            at,
            `“${header[2]}” is not an interval: write a duration such as 15s, 1m or 1m30s.`,
          );
        interval = seconds;
        intervalGiven = true;
      } else {
        start = readStart(header[2] ?? '');
        if (Number.isNaN(start))
          return failAt(
            text,
            at,
            `“${header[2]}” is not a start time: write Unix seconds or RFC 3339 (2026-11-02T10:00:00Z).`,
          );
      }
      continue;
    }
    const lead = line.length - line.trimStart().length;
    const scanned = scanSelector(line, lead, line.length, true);
    if (!scanned.ok) return failAt(text, lineStart + scanned.offset, `${scanned.error}.`);
    if (scanned.end < line.length && !/\s/.test(line[scanned.end] ?? ''))
      return failAt(
        text,
        lineStart + scanned.end,
        'expected a space between the series and its values.',
      );
    sources.push({
      description: line.slice(0, scanned.end),
      descriptionAt: lineStart,
      values: line.slice(scanned.end),
      valuesAt: lineStart + scanned.end,
    });
  }
  const notes: string[] = [];
  if (!intervalGiven)
    notes.push(
      'No interval: line, so samples are 1m apart (promtool’s default); write interval: 15s to change it.',
    );
  return interpret(text, sources, interval, start, notes);
}

function scalarText(node: unknown): { text: string; at: number } | null {
  if (!isScalar(node)) return null;
  const value = node.value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const quoted = node.type === Scalar.QUOTE_DOUBLE || node.type === Scalar.QUOTE_SINGLE;
  return { text: String(value), at: (node.range?.[0] ?? 0) + (quoted ? 1 : 0) };
}

function nodeAt(node: unknown): number {
  return (node as { range?: [number, number, number] } | null)?.range?.[0] ?? 0;
}

/** promtool's YAML: a test file, a test group, or the input_series list. */
function parseYaml(text: string): DataResult<SeriesNotation> {
  const doc = parseDocument(text, { uniqueKeys: false });
  const problem = doc.errors[0];
  if (problem) {
    const pos = problem.linePos?.[0];
    const message = `not valid YAML: ${problem.message.split('\n')[0] ?? ''}`;
    return pos ? failAt(text, problem.pos[0], message) : failure(`The text is ${message}`);
  }
  const root = doc.contents;
  const notes: string[] = [];
  let group: YAMLMap | null = null;
  let list: unknown = null;
  if (isMap(root) && root.has('input_series')) {
    group = root;
  } else if (isMap(root) && isSeq(root.get('tests', true))) {
    const tests = root.get('tests', true);
    const groups = isSeq(tests) ? tests.items.filter((g) => isMap(g) && g.has('input_series')) : [];
    const firstGroup = groups[0];
    if (!isMap(firstGroup))
      return failure('The YAML has tests: but no test group with input_series.');
    group = firstGroup;
    if (groups.length > 1)
      notes.push(`The file has ${groups.length} test groups with input_series: the first is read.`);
  } else if (isSeq(root)) {
    list = root;
  } else {
    return failure(
      'The YAML has no input_series: paste a promtool test file or its input_series list.',
    );
  }
  if (group) list = group.get('input_series', true);
  if (!isSeq(list))
    return failAt(
      text,
      nodeAt(list ?? group),
      'input_series must be a list of series: and values: pairs.',
    );

  const intervalNode =
    group?.get('interval', true) ??
    (isMap(root) ? root.get('evaluation_interval', true) : undefined);
  let interval = DEFAULT_SERIES_INTERVAL;
  if (intervalNode !== undefined) {
    const it = scalarText(intervalNode);
    const seconds = it ? parseDuration(it.text) : null;
    if (!it || seconds === null || seconds <= 0)
      return failAt(
        text,
        nodeAt(intervalNode),
        'the interval is not a duration: write one such as 15s, 1m or 1m30s.',
      );
    interval = seconds;
  } else {
    notes.push('No interval, so samples are 1m apart (promtool’s default).');
  }
  let start = 0;
  const startNode = group?.get('start_timestamp', true);
  if (startNode !== undefined) {
    const st = scalarText(startNode);
    start = st ? readStart(st.text) : NaN;
    if (Number.isNaN(start))
      return failAt(
        text,
        nodeAt(startNode),
        'start_timestamp is not a time: write Unix seconds or RFC 3339.',
      );
  }
  const sources: SeriesSource[] = [];
  for (const item of list.items) {
    if (!isMap(item))
      return failAt(text, nodeAt(item), 'each input_series entry needs series: and values:.');
    const description = scalarText(item.get('series', true));
    if (!description) return failAt(text, nodeAt(item), 'this entry has no series: text.');
    const values = scalarText(item.get('values', true));
    if (!values) return failAt(text, nodeAt(item), 'this entry has no values: text.');
    sources.push({
      description: description.text,
      descriptionAt: description.at,
      values: values.text,
      valuesAt: values.at,
    });
  }
  return interpret(text, sources, interval, start, notes);
}

/** True when a text looks like promtool's YAML rather than the line form. */
export function looksLikeSeriesYaml(text: string): boolean {
  return /^\s*(?:-\s*)?(?:input_series|tests|rule_files|series|evaluation_interval)\s*:/m.test(
    text,
  );
}

/** Reads series notation, in the line form or as promtool's YAML (see the module's comment). */
export function parseSeriesNotation(text: string): DataResult<SeriesNotation> {
  return looksLikeSeriesYaml(text) ? parseYaml(text) : parseLines(text);
}
