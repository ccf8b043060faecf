/**
 * What the backtest's parsers share: the failure value (with the line and column it points at),
 * a fast exact decimal reader, RFC 3339 times, Prometheus durations, a growable sample buffer and
 * picking series by selector.
 */
import { MAX_SAMPLES } from './limits';
import { formatLabels, matchesSelector, parseSelector, type Selector } from './selector';
import type { CounterSeries } from './series';

/** Why a text cannot be used: in words, with the line and column (1-based) it points at, if any. */
export interface ParseFailure {
  readonly ok: false;
  /** The whole message, starting with "Line 4, column 9:" when it points at a place. */
  readonly error: string;
  readonly line?: number;
  readonly column?: number;
}

/** A parsed value or a failure; assignable to `Parsed<T>` (src/core/input/parsed.ts). */
export type DataResult<T> = { readonly ok: true; readonly value: T } | ParseFailure;

export function failure(error: string): ParseFailure {
  return { ok: false, error };
}

/** Line and column (1-based, in UTF-16 units) of an offset in a text. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: end - lineStart + 1 };
}

/** A failure at an offset of the text: "Line 3, column 7: <message>". */
export function failAt(text: string, offset: number, message: string): ParseFailure {
  const { line, column } = lineColumn(text, offset);
  return failLine(line, message, column);
}

/** A failure on a line (and column): "Line 3: <message>" or "Line 3, column 7: <message>". */
export function failLine(line: number, message: string, column?: number): ParseFailure {
  const where = column === undefined ? `Line ${line}` : `Line ${line}, column ${column}`;
  return column === undefined
    ? { ok: false, error: `${where}: ${message}`, line }
    : { ok: false, error: `${where}: ${message}`, line, column };
}

/** 1e0 … 1e22: every power of ten a double holds exactly. */
const POW10 = Array.from({ length: 23 }, (_, i) => Number(`1e${i}`));

/**
 * The decimal number written in s[start, end) (`12`, `-0.5`, `.5`, `1.`, `1e-7`, `+3`), exactly
 * as `Number()` reads it (correctly rounded), or NaN when that text is not such a number (also for
 * `NaN`, `Infinity`, hex, spaces or an empty range). Up to 15 digits without an exponent are read
 * in the loop (an exact integer over an exact power of ten is one correctly rounded division);
 * anything longer goes to `Number()` once its syntax is checked.
 */
export function readDecimal(s: string, start: number, end: number): number {
  let i = start;
  let negative = false;
  let c = i < end ? s.charCodeAt(i) : 0;
  if (c === 43 /* + */ || c === 45 /* - */) {
    negative = c === 45;
    i++;
  }
  let mantissa = 0;
  let digits = 0;
  let decimals = 0;
  for (; i < end; i++) {
    c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    mantissa = mantissa * 10 + c;
    digits++;
  }
  if (i < end && s.charCodeAt(i) === 46 /* . */) {
    i++;
    for (; i < end; i++) {
      c = s.charCodeAt(i) - 48;
      if (c < 0 || c > 9) break;
      mantissa = mantissa * 10 + c;
      digits++;
      decimals++;
    }
  }
  if (digits === 0) return NaN;
  if (i === end) {
    if (digits <= 15) {
      const value = decimals === 0 ? mantissa : mantissa / (POW10[decimals] as number);
      return negative ? -value : value;
    }
    return Number(s.slice(start, end));
  }
  c = s.charCodeAt(i);
  if (c !== 101 /* e */ && c !== 69 /* E */) return NaN;
  i++;
  c = i < end ? s.charCodeAt(i) : 0;
  if (c === 43 || c === 45) i++;
  const exponentStart = i;
  for (; i < end; i++) {
    c = s.charCodeAt(i) - 48;
    if (c < 0 || c > 9) return NaN;
  }
  return i === exponentStart ? NaN : Number(s.slice(start, end));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function digitsAt(s: string, i: number, count: number): number {
  let value = 0;
  for (let k = 0; k < count; k++) {
    const d = s.charCodeAt(i + k) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

/**
 * Unix seconds of an RFC 3339 time in s[start, end): `2026-11-02T10:00:00Z`,
 * `2026-11-02T10:00:00.250+01:00` (`t` or a space for `T`, `z` for `Z`), or NaN when it is not one
 * (a date that does not exist, a 60th second, no offset). Fractions are kept (to the double's
 * precision: microseconds at today's times).
 */
export function readRfc3339(s: string, start: number, end: number): number {
  if (end - start < 20) return NaN;
  const year = digitsAt(s, start, 4);
  const month = digitsAt(s, start + 5, 2);
  const day = digitsAt(s, start + 8, 2);
  const hour = digitsAt(s, start + 11, 2);
  const minute = digitsAt(s, start + 14, 2);
  const second = digitsAt(s, start + 17, 2);
  const sep = s.charCodeAt(start + 10);
  if (
    year < 0 ||
    s.charCodeAt(start + 4) !== 45 ||
    s.charCodeAt(start + 7) !== 45 ||
    (sep !== 84 && sep !== 116 && sep !== 32) ||
    s.charCodeAt(start + 13) !== 58 ||
    s.charCodeAt(start + 16) !== 58 ||
    month < 1 ||
    month > 12 ||
    day < 1 ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return NaN;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] as number))) return NaN;
  let i = start + 19;
  let fraction = 0;
  if (s.charCodeAt(i) === 46) {
    const fractionStart = i;
    i++;
    while (i < end && s.charCodeAt(i) >= 48 && s.charCodeAt(i) <= 57) i++;
    if (i === fractionStart + 1) return NaN;
    fraction = readDecimal(s, fractionStart, i);
  }
  let offset: number;
  const c = s.charCodeAt(i);
  if ((c === 90 || c === 122) && i + 1 === end) offset = 0;
  else if ((c === 43 || c === 45) && i + 6 === end && s.charCodeAt(i + 3) === 58) {
    const oh = digitsAt(s, i + 1, 2);
    const om = digitsAt(s, i + 4, 2);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return NaN;
    offset = (c === 45 ? -1 : 1) * (oh * 3600 + om * 60);
  } else return NaN;
  const whole = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second;
  return whole - offset + fraction;
}

/** True when s[start, end) starts like an RFC 3339 date (`2026-11-02…`) rather than a number. */
export function looksLikeDate(s: string, start: number, end: number): boolean {
  return end - start >= 10 && s.charCodeAt(start + 4) === 45 && s.charCodeAt(start + 7) === 45;
}

const DURATION_UNITS: readonly (readonly [string, number])[] = [
  ['y', 365 * 86400],
  ['w', 7 * 86400],
  ['d', 86400],
  ['h', 3600],
  ['m', 60],
  ['s', 1],
  ['ms', 0.001],
];

/**
 * Seconds of a Prometheus duration (`15s`, `1m`, `1h30m`, `500ms`, `1w`, `1y`: whole numbers, units
 * largest first, each once, as Prometheus' model.ParseDuration reads them), or null.
 */
export function parseDuration(text: string): number | null {
  const t = text.trim();
  if (t === '0') return 0;
  const match =
    /^(?:(\d+)y)?(?:(\d+)w)?(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?(?:(\d+)ms)?$/.exec(t);
  if (!match || t === '') return null;
  let seconds = 0;
  DURATION_UNITS.forEach(([, size], k) => {
    const count = match[k + 1];
    if (count !== undefined) seconds += Number(count) * size;
  });
  return seconds;
}

/** A number with thousands separators, for messages: 5000000 → "5,000,000". */
export function countText(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The message for data beyond MAX_SAMPLES. */
export function tooManySamplesMessage(): string {
  return `the data has more than ${countText(MAX_SAMPLES)} samples, more than the page can hold in memory. Export a shorter range or a longer step (e.g. a 1m step instead of 15s).`;
}

/** A sample buffer that grows by doubling: no object per sample. */
export class SampleBuffer {
  t: Float64Array;
  v: Float64Array;
  length = 0;

  constructor(capacity = 1024) {
    this.t = new Float64Array(Math.max(capacity, 16));
    this.v = new Float64Array(Math.max(capacity, 16));
  }

  push(t: number, v: number): void {
    if (this.length === this.t.length) this.grow();
    this.t[this.length] = t;
    this.v[this.length] = v;
    this.length++;
  }

  private grow(): void {
    const t = new Float64Array(this.t.length * 2);
    const v = new Float64Array(this.v.length * 2);
    t.set(this.t);
    v.set(this.v);
    this.t = t;
    this.v = v;
  }

  /** The samples as a series, in arrays of exactly their length. */
  series(labels: Readonly<Record<string, string>>): CounterSeries {
    return { labels, t: this.t.slice(0, this.length), v: this.v.slice(0, this.length) };
  }
}

/** A series read from a text, before the selectors pick it. */
export interface LabeledSeries {
  readonly labels: Readonly<Record<string, string>>;
  readonly series: CounterSeries;
}

/** Which of the two selectors, for messages. */
export type SelectorRole = 'errors' | 'total';

/** Reads a selector the user typed (the Alerts panel's `errors` or `total`), naming it in errors. */
export function readSelector(text: string, role: SelectorRole): DataResult<Selector> {
  const parsed = parseSelector(text);
  if (parsed.ok) return parsed;
  return failure(`The ${role} selector ${text.trim()}: ${parsed.error}`);
}

/** At most this many label sets are listed when no series matches. */
const LISTED = 5;

/** The series a selector picks, or a failure listing what the data has. */
export function selectSeries<S extends { readonly labels: Readonly<Record<string, string>> }>(
  all: readonly S[],
  selector: Selector,
  role: SelectorRole,
): DataResult<S[]> {
  const picked = all.filter((s) => matchesSelector(selector, s.labels));
  if (picked.length > 0) return { ok: true, value: picked };
  const names = [...new Set(all.map((s) => s.labels.__name__ ?? ''))];
  const shown = all.slice(0, LISTED).map((s) => formatLabels(s.labels));
  const more = all.length > LISTED ? ` and ${countText(all.length - LISTED)} more` : '';
  const nameList =
    names.length > 1 || (names.length === 1 && names[0] !== '')
      ? ` Metric names: ${names
          .slice(0, LISTED)
          .map((n) => (n === '' ? '(none)' : n))
          .join(', ')}${names.length > LISTED ? ', …' : ''}.`
      : '';
  return failure(
    `No series matches the ${role} selector ${selector.text}. The data has ${countText(all.length)} series: ${shown.join(', ')}${more}.${nameList}`,
  );
}
