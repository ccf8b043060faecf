/**
 * The Prometheus HTTP API's answer to a range query, as `/api/v1/query?query=<selector>[7d]` or
 * `/api/v1/query_range` return it:
 *
 * ```json
 * {"status":"success","data":{"resultType":"matrix","result":[
 *   {"metric":{"__name__":"http_requests_total","job":"api","code":"500"},
 *    "values":[[1762077600,"120"],[1762077615,"123"]]}]}}
 * ```
 *
 * Also accepted: the `data` object alone (`{"resultType":"matrix","result":[…]}`), the `result`
 * list alone, and a JSON array of several answers (e.g. one per selector), whose series are
 * pooled (a label set given twice is read once). Values are strings as the API writes them (bare
 * numbers are accepted too); `NaN`, `±Inf` and negative values are refused, as are times out of
 * order, but only in the series the selectors pick. A vector, scalar or string answer, an error
 * answer, and native histograms are refused in words.
 *
 * The text is read by a small JSON reader of its own: it builds ordinary values for the envelope
 * and labels, but reads each `values` list straight into Float64Arrays (no array per sample), and
 * knows the offset of everything, so a failure names its line and column.
 */
import { MAX_SAMPLES, MAX_UNIX_SECONDS } from './limits';
import {
  countText,
  failAt,
  failure,
  readDecimal,
  tooManySamplesMessage,
  type DataResult,
} from './parse-common';
import { labelsKey } from './selector';

/** The samples of one `values` list, read in place. */
export class SampleBlock {
  t: Float64Array;
  v: Float64Array;
  length = 0;
  /** The first thing wrong with these samples as counter samples: reported only if picked. */
  issue: { readonly offset: number; readonly message: string } | null = null;

  readonly offset: number;

  constructor(offset: number) {
    this.offset = offset;
    this.t = new Float64Array(64);
    this.v = new Float64Array(64);
  }

  push(t: number, v: number): void {
    if (this.length === this.t.length) {
      const t2 = new Float64Array(this.t.length * 2);
      const v2 = new Float64Array(this.v.length * 2);
      t2.set(this.t);
      v2.set(this.v);
      this.t = t2;
      this.v = v2;
    }
    this.t[this.length] = t;
    this.v[this.length] = v;
    this.length++;
  }
}

/** A syntax error at an offset: thrown inside the reader, caught at its entry. */
class JsonError extends Error {
  readonly offset: number;
  constructor(offset: number, message: string) {
    super(message);
    this.offset = offset;
  }
}

type Json = null | boolean | number | string | Json[] | JsonObject | SampleBlock;
interface JsonObject {
  [key: string]: Json;
}

const MAX_DEPTH = 64;

/** A JSON reader over a string (RFC 8259), with `values` lists read as SampleBlocks. */
class Reader {
  i = 0;
  samples = 0;

  readonly s: string;

  constructor(s: string) {
    this.s = s;
  }

  private ws(): number {
    const s = this.s;
    let i = this.i;
    let c = s.charCodeAt(i);
    while (c === 32 || c === 10 || c === 13 || c === 9) c = s.charCodeAt(++i);
    this.i = i;
    return c;
  }

  private expect(code: number, what: string): void {
    if (this.ws() !== code) this.unexpected(what);
    this.i++;
  }

  unexpected(what: string): never {
    const c = this.s[this.i];
    throw new JsonError(
      this.i,
      c === undefined
        ? `the JSON ends early: expected ${what}.`
        : `expected ${what}, found “${c}”.`,
    );
  }

  value(depth: number): Json {
    if (depth > MAX_DEPTH) throw new JsonError(this.i, 'the JSON is nested too deeply.');
    const c = this.ws();
    if (c === 123 /* { */) return this.object(depth);
    if (c === 91 /* [ */) return this.array(depth);
    if (c === 34 /* " */) return this.string();
    if (c === 45 || (c >= 48 && c <= 57)) return this.number();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (this.s.startsWith(word, this.i)) {
        this.i += word.length;
        return value;
      }
    }
    return this.unexpected('a JSON value');
  }

  private object(depth: number): JsonObject {
    this.i++;
    const out: JsonObject = {};
    if (this.ws() === 125) {
      this.i++;
      return out;
    }
    for (;;) {
      if (this.ws() !== 34) this.unexpected('a quoted key');
      const key = this.string();
      this.expect(58, '“:”');
      const value =
        key === 'values' && this.ws() === 91 ? this.samplesList() : this.value(depth + 1);
      Object.defineProperty(out, key, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
      const c = this.ws();
      this.i++;
      if (c === 44) continue;
      if (c === 125) return out;
      this.i--;
      this.unexpected('“,” or “}”');
    }
  }

  private array(depth: number): Json[] {
    this.i++;
    const out: Json[] = [];
    if (this.ws() === 93) {
      this.i++;
      return out;
    }
    for (;;) {
      out.push(this.value(depth + 1));
      const c = this.ws();
      this.i++;
      if (c === 44) continue;
      if (c === 93) return out;
      this.i--;
      this.unexpected('“,” or “]”');
    }
  }

  string(): string {
    const s = this.s;
    const start = this.i + 1;
    let i = start;
    let escaped = false;
    for (;;) {
      const c = s.charCodeAt(i);
      if (c === 34) break;
      if (c === 92) {
        escaped = true;
        i += 2;
        continue;
      }
      if (c < 32 || Number.isNaN(c)) {
        this.i = i;
        throw new JsonError(
          start - 1,
          Number.isNaN(c)
            ? 'a string is not closed.'
            : 'a string holds a line break or control character.',
        );
      }
      i++;
    }
    this.i = i + 1;
    if (!escaped) return s.slice(start, i);
    try {
      return JSON.parse(s.slice(start - 1, i + 1)) as string;
    } catch {
      throw new JsonError(start - 1, 'a string has an invalid escape.');
    }
  }

  /** The end of a JSON number token at i (lenient: the digits are checked by readDecimal). */
  private numberEnd(i: number): number {
    const s = this.s;
    for (;;) {
      const c = s.charCodeAt(i);
      if ((c >= 48 && c <= 57) || c === 46 || c === 45 || c === 43 || c === 101 || c === 69) i++;
      else return i;
    }
  }

  private number(): number {
    const start = this.i;
    const end = this.numberEnd(start);
    const value = readDecimal(this.s, start, end);
    if (Number.isNaN(value))
      throw new JsonError(start, `“${this.s.slice(start, end)}” is not a number.`);
    this.i = end;
    return value;
  }

  /** A `values` list: `[[<time>, "<value>"], …]`, into a SampleBlock. */
  private samplesList(): SampleBlock {
    const s = this.s;
    const block = new SampleBlock(this.i);
    this.i++;
    if (this.ws() === 93) {
      this.i++;
      return block;
    }
    let previous = -Infinity;
    for (;;) {
      this.expect(91, 'a [time, "value"] pair');
      this.ws();
      const tStart = this.i;
      const tEnd = this.numberEnd(tStart);
      const t = readDecimal(s, tStart, tEnd);
      if (Number.isNaN(t)) this.unexpected('a time in Unix seconds');
      this.i = tEnd;
      this.expect(44, '“,” between the time and the value');
      let c = this.ws();
      const vAt = this.i;
      let v: number;
      if (c === 34) {
        const close = s.indexOf('"', vAt + 1);
        if (close === -1) throw new JsonError(vAt, 'a string is not closed.');
        v = readDecimal(s, vAt + 1, close);
        if (Number.isNaN(v)) v = this.special(vAt + 1, close);
        this.i = close + 1;
      } else {
        const vEnd = this.numberEnd(vAt);
        v = readDecimal(s, vAt, vEnd);
        if (Number.isNaN(v)) this.unexpected('a value');
        this.i = vEnd;
      }
      this.expect(93, '“]” after the value');
      if (block.issue === null) {
        if (t <= previous)
          block.issue = {
            offset: tStart,
            message:
              t === previous
                ? `the time ${s.slice(tStart, tEnd)} comes twice`
                : `the time ${s.slice(tStart, tEnd)} is before the one before it: samples must be in time order`,
          };
        else if (Math.abs(t) >= MAX_UNIX_SECONDS)
          block.issue = {
            offset: tStart,
            message: `the time ${s.slice(tStart, tEnd)} looks like milliseconds: the API writes Unix seconds`,
          };
        else if (!(v >= 0 && v < Infinity))
          block.issue = {
            offset: vAt,
            message: Number.isNaN(v)
              ? `the value ${s.slice(vAt, this.i - 1).trim()} is not a number a counter can take`
              : v < 0
                ? `the value ${s.slice(vAt, this.i - 1).trim()} is negative, which a counter cannot be`
                : `the value ${s.slice(vAt, this.i - 1).trim()} is infinite, which a counter cannot be`,
          };
      }
      previous = t;
      if (++this.samples > MAX_SAMPLES) throw new JsonError(tStart, tooManySamplesMessage());
      block.push(t, v);
      c = this.ws();
      this.i++;
      if (c === 44) continue;
      if (c === 93) return block;
      this.i--;
      this.unexpected('“,” or “]”');
    }
  }

  /** A value string that is not a plain number: NaN, ±Inf as Prometheus writes them, else an error. */
  private special(start: number, end: number): number {
    const text = this.s.slice(start, end);
    if (text === 'NaN') return NaN;
    if (text === '+Inf' || text === 'Inf') return Infinity;
    if (text === '-Inf') return -Infinity;
    throw new JsonError(start, `“${text.slice(0, 40)}” is not a sample value.`);
  }
}

/** One series of the answer, its samples not yet checked. */
export interface PrometheusSeries {
  readonly labels: Readonly<Record<string, string>>;
  readonly block: SampleBlock;
}

export interface PrometheusData {
  readonly series: readonly PrometheusSeries[];
  readonly notes: readonly string[];
}

function isObject(x: Json | undefined): x is JsonObject {
  return typeof x === 'object' && x !== null && !Array.isArray(x) && !(x instanceof SampleBlock);
}

const RANGE_HINT =
  'query a range instead: add [7d] to the selector, e.g. http_requests_total{job="api"}[7d], or use /api/v1/query_range.';

function readResult(result: Json | undefined, out: PrometheusSeries[]): string | null {
  if (!Array.isArray(result)) return 'data.result is not a list of series.';
  for (const item of result) {
    if (!isObject(item))
      return 'each series in data.result must be an object with metric and values.';
    const metric = item.metric ?? {};
    if (!isObject(metric)) return 'a series’ metric must be an object of labels.';
    const labels: [string, string][] = [];
    for (const [name, value] of Object.entries(metric)) {
      if (typeof value !== 'string') return `the label ${name} is not a string.`;
      labels.push([name, value]);
    }
    const values = item.values;
    if (!(values instanceof SampleBlock)) {
      if (item.histograms !== undefined)
        return 'this series holds native histograms, not counter samples: select a counter such as http_requests_total.';
      if (item.value !== undefined) return `this series has one value, not a list: ${RANGE_HINT}`;
      return 'a series has no values list.';
    }
    if (item.histograms !== undefined && values.length === 0)
      return 'this series holds native histograms, not counter samples: select a counter such as http_requests_total.';
    out.push({ labels: Object.fromEntries(labels), block: values });
  }
  return null;
}

/** Reads one answer (an object); a message in words when it cannot be used. */
function readAnswer(answer: Json, out: PrometheusSeries[]): string | null {
  if (!isObject(answer))
    return 'this is not a Prometheus answer: expected {"status":"success","data":{"resultType":"matrix","result":[…]}}.';
  if (answer.status === 'error') {
    const kind = typeof answer.errorType === 'string' ? `${answer.errorType}: ` : '';
    return `Prometheus answered with an error (${kind}${typeof answer.error === 'string' ? answer.error : 'no message'}).`;
  }
  const data = answer.data !== undefined ? answer.data : answer;
  if (!isObject(data) || typeof data.resultType !== 'string') {
    if (isObject(data) && Array.isArray(data.result)) return readResult(data.result, out);
    return 'this is not a Prometheus query answer: expected {"status":"success","data":{"resultType":"matrix","result":[…]}}.';
  }
  switch (data.resultType) {
    case 'matrix':
      return readResult(data.result, out);
    case 'vector':
      return `this answer is an instant vector (resultType "vector"): one sample per series, not a history. ${RANGE_HINT[0]?.toUpperCase()}${RANGE_HINT.slice(1)}`;
    case 'scalar':
    case 'string':
      return `this answer is a ${data.resultType}, not series: query the counter itself over a range, e.g. http_requests_total{job="api"}[7d].`;
    default:
      return `unknown resultType “${data.resultType}”: expected "matrix".`;
  }
}

/**
 * Reads a Prometheus HTTP API answer (or several in a JSON array) into its series, before the
 * selectors pick and before their samples are checked (see `checkedSeries`). Never throws.
 */
export function parsePrometheusAnswer(text: string): DataResult<PrometheusData> {
  const reader = new Reader(text);
  let root: Json;
  try {
    root = reader.value(0);
    let j = reader.i;
    while (j < text.length && /\s/.test(text[j] as string)) j++;
    if (j < text.length)
      throw new JsonError(
        j,
        'text after the end of the JSON: paste one answer, or several in a [ … ] list.',
      );
  } catch (e) {
    if (e instanceof JsonError) return failAt(text, e.offset, `${e.message} (reading JSON)`);
    return failure(`The JSON could not be read (${e instanceof Error ? e.message : String(e)}).`);
  }
  const series: PrometheusSeries[] = [];
  const notes: string[] = [];
  if (Array.isArray(root)) {
    if (root.length === 0) return failure('The JSON is an empty list: paste a Prometheus answer.');
    if (root.every((x) => isObject(x) && x.metric !== undefined)) {
      const problem = readResult(root, series);
      if (problem) return failure(`The series list: ${problem}`);
    } else {
      for (let k = 0; k < root.length; k++) {
        const problem = readAnswer(root[k] ?? null, series);
        if (problem) return failure(`Answer ${k + 1} of ${root.length}: ${problem}`);
      }
    }
  } else {
    const problem = readAnswer(root, series);
    if (problem) return failure(problem[0]?.toUpperCase() + problem.slice(1));
  }
  if (series.length === 0)
    return failure('The answer has no series: the query matched nothing in that range.');
  // Pool answers: a label set given twice is read once.
  const seen = new Set<string>();
  const unique = series.filter((s) => {
    const key = labelsKey(s.labels);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length < series.length)
    notes.push(
      `${countText(series.length - unique.length)} series given twice (in more than one answer) read once.`,
    );
  return { ok: true, value: { series: unique, notes } };
}

/** A picked series' samples, or the first thing wrong with them, with its line and column. */
export function checkedSeries(
  text: string,
  s: PrometheusSeries,
  describe: string,
): DataResult<{ t: Float64Array; v: Float64Array }> {
  const { block } = s;
  if (block.issue)
    return failAt(text, block.issue.offset, `in ${describe}, ${block.issue.message}.`);
  return {
    ok: true,
    value: { t: block.t.slice(0, block.length), v: block.v.slice(0, block.length) },
  };
}
