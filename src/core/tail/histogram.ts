/**
 * Reading a latency histogram as Prometheus keeps it: cumulative buckets, each the count of
 * requests that took at most `le` seconds, the last one `le="+Inf"` (every request). Three
 * inputs are read:
 *
 * - lines `le count` or `le,count` (an optional header `le,count`), `+Inf` for the last;
 * - the exposition format: `http_request_duration_seconds_bucket{le="0.1"} 42` (other labels
 *   allowed, an optional timestamp after the value), with `# …` comments and the `_sum`,
 *   `_count` and `_created` lines ignored;
 * - the JSON of the Prometheus HTTP API's answer to an instant query of the `…_bucket` series
 *   (resultType `vector`, each result's metric with an `le` label, its value `[ts, "count"]`).
 *
 * Several series (other labels: instance, method…) are added up bucket by bucket, as
 * `sum by (le)` would, when they all have the same buckets. The leaf it gives is in leaf.ts.
 */
import { fail, ok, type Parsed } from '../input/parsed';

/** A cumulative Prometheus bucket: `count` requests took at most `le` seconds. */
export interface Bucket {
  /** The bucket's upper bound in seconds; Infinity for +Inf. */
  readonly le: number;
  /** Requests at or below le: cumulative. */
  readonly count: number;
}

const EXAMPLE = 'one `le count` pair a line such as `0.1 42`, ending with `+Inf 50`';

const EMPTY = `Paste the histogram's buckets: ${EXAMPLE}; Prometheus exposition lines such as \`http_request_duration_seconds_bucket{le="0.1"} 42\`; or the JSON of an instant query of the _bucket series.`;

/** A decimal number as Prometheus writes one (no hex, no empty string, no stray text). */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A bucket bound: a decimal or +Inf (Inf, inf, +inf); null otherwise. */
function readBound(text: string): number | null {
  if (/^\+?inf(?:inity)?$/i.test(text)) return Infinity;
  return DECIMAL.test(text) ? Number(text) : null;
}

/** A count: a finite decimal; null otherwise (NaN, Inf, words). */
function readCount(text: string): number | null {
  if (!DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** le as people write it: +Inf for Infinity. */
function formatLe(le: number): string {
  return le === Infinity ? '+Inf' : String(le);
}

/**
 * What is wrong with a list of buckets, in words, or null when histogramLeaf can read it
 * exactly: at least one bucket; every le a number ≥ 0 (Infinity for +Inf), strictly ascending;
 * every count a finite number ≥ 0, never falling (they are cumulative); at least one finite
 * le (histogram_quantile interpolates between finite bounds); a positive total (the last count).
 * No +Inf bucket is allowed: the last finite bucket is then the total.
 */
export function checkBuckets(buckets: readonly Bucket[]): string | null {
  if (buckets.length === 0) return EMPTY;
  let previous: Bucket | undefined;
  for (const b of buckets) {
    if (!(b.le >= 0)) return `The bucket le=${b.le} is not a bound of 0 s or more.`;
    if (!(Number.isFinite(b.count) && b.count >= 0))
      return `The bucket le=${formatLe(b.le)} has a count (${b.count}) that is not a number of requests.`;
    if (previous && !(b.le > previous.le))
      return `The bucket le=${formatLe(b.le)} comes after le=${formatLe(previous.le)}: list the buckets from the smallest le up, each once.`;
    if (previous && b.count < previous.count)
      return `The bucket le=${formatLe(b.le)} counts ${b.count}, fewer than the ${previous.count} of le=${formatLe(previous.le)}: the counts are cumulative (requests at or below le), so they never fall.`;
    previous = b;
  }
  if (!buckets.some((b) => Number.isFinite(b.le)))
    return 'Only a +Inf bucket: histogram_quantile needs at least one finite bucket to interpolate in.';
  if (!(previous && previous.count > 0)) return 'The buckets count no requests: the total is 0.';
  return null;
}

/** One bucket as read, with where it was read for messages. */
interface Entry {
  readonly le: number;
  readonly leText: string;
  readonly count: number;
  /** The labels other than le, for adding series up. */
  readonly series: string;
  /** "Line 4" or "Result 3 of the JSON". */
  readonly where: string;
}

/**
 * The buckets from entries: per series, no le twice and (when `ordered`, i.e. text) le
 * ascending as written; all series with the same set of le; then added up by le, sorted, and
 * checked: counts never falling, a finite bucket, a positive total. Messages name the line (or
 * the JSON result) at fault.
 */
function collect(entries: readonly Entry[], ordered: boolean): Parsed<Bucket[]> {
  const bySeries = new Map<string, Entry[]>();
  for (const e of entries) {
    const list = bySeries.get(e.series);
    if (!list) bySeries.set(e.series, [e]);
    else {
      const twice = list.find((x) => x.le === e.le);
      if (twice)
        return fail(`${e.where}: le ${e.leText} appears a second time (first: ${twice.where}).`);
      const last = list[list.length - 1];
      if (ordered && last && e.le < last.le)
        return fail(
          `${e.where}: le ${e.leText} comes after le ${last.leText}; list the buckets from the smallest le up.`,
        );
      list.push(e);
    }
  }
  const series = [...bySeries.values()];
  const first = series[0];
  if (!first) return fail(EMPTY);
  const firstLes = new Set(first.map((e) => e.le));
  for (const list of series.slice(1)) {
    const les = new Set(list.map((e) => e.le));
    const extra = list.find((e) => !firstLes.has(e.le));
    if (extra)
      return fail(
        `${extra.where}: le ${extra.leText} is not a bucket of the first series (${first[0]?.where ?? ''}); only series with the same buckets can be added up.`,
      );
    const missing = first.find((e) => !les.has(e.le));
    if (missing)
      return fail(
        `${list[0]?.where ?? ''}: this series has no bucket le ${missing.leText}, which the first series has (${missing.where}); only series with the same buckets can be added up.`,
      );
  }
  const summed = first
    .map((e) => ({
      e,
      count: series.reduce((sum, list) => sum + (list.find((x) => x.le === e.le)?.count ?? 0), 0),
    }))
    .sort((a, b) => a.e.le - b.e.le);
  const of = series.length > 1 ? ` (added up over ${series.length} series)` : '';
  for (let i = 1; i < summed.length; i++) {
    const now = summed[i];
    const before = summed[i - 1];
    if (now && before && now.count < before.count)
      return fail(
        `${now.e.where}: le ${now.e.leText} counts ${now.count}${of}, fewer than the ${before.count} of le ${before.e.leText}: the counts are cumulative (requests at or below le), so they never fall.`,
      );
  }
  const top = summed[summed.length - 1];
  if (!summed.some((s) => Number.isFinite(s.e.le)))
    return fail(
      `${top?.e.where ?? 'Line 1'}: only a +Inf bucket; histogram_quantile needs at least one finite bucket to interpolate in.`,
    );
  if (!(top && top.count > 0))
    return fail(
      `${top?.e.where ?? 'Line 1'}: the buckets count no requests (the total is 0); paste a histogram that has seen traffic.`,
    );
  return ok(summed.map((s) => ({ le: s.e.le, count: s.count })));
}

/** The `name="value"` pairs of a Prometheus label set, escapes undone. */
function readLabels(text: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const m of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)\s*=\s*"((?:[^"\\]|\\.)*)"/g))
    labels.set(
      m[1] ?? '',
      (m[2] ?? '').replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c)),
    );
  return labels;
}

/** The series a label set belongs to: every label but le, in name order. */
function seriesKey(labels: ReadonlyMap<string, string>): string {
  return [...labels]
    .filter(([name]) => name !== 'le')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join(',');
}

/** A plain `le count` or `le,count` line (quotes allowed, as a CSV export writes them). */
const PLAIN = /^"?([^\s,;"]+)"?\s*(?:[,;]\s*|\s+)"?([^\s,;"]+)"?$/;
/** An exposition sample: name, {labels}, value, optional timestamp. */
const SAMPLE = /^([A-Za-z_:][A-Za-z0-9_:]*)\s*(?:\{(.*)\})?\s+(\S+)(?:\s+\S+)?$/;
/** Series of a histogram other than its buckets. */
const NOT_BUCKETS = /_(?:sum|count|created|gsum|gcount)$/;

/** Text input: plain pairs and exposition lines (see the module comment). */
function parseLines(text: string): Parsed<Bucket[]> {
  const entries: Entry[] = [];
  let histogram: { name: string; where: string } | null = null;
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? '').trim();
    const where = `Line ${i + 1}`;
    if (line === '' || line.startsWith('#')) continue;
    const plain = PLAIN.exec(line);
    const first = plain?.[1] ?? '';
    if (plain && readBound(first) !== null) {
      const le = readBound(first) ?? 0;
      const countText = plain[2] ?? '';
      const count = readCount(countText);
      if (le < 0) return fail(`${where}: le ${first} is negative; latencies start at 0 s.`);
      if (count === null || count < 0)
        return fail(`${where}: “${countText}” is not a count of requests (a number, 0 or more).`);
      entries.push({ le, leText: first, count, series: '', where });
      continue;
    }
    if (plain && entries.length === 0 && /^le$/i.test(first)) continue; // a CSV header
    const sample = SAMPLE.exec(line);
    if (!sample)
      return fail(
        `${where}: “${line.length > 60 ? `${line.slice(0, 60)}…` : line}” is not a bucket; write ${EXAMPLE}.`,
      );
    const name = sample[1] ?? '';
    if (NOT_BUCKETS.test(name)) continue;
    const labels = readLabels(sample[2] ?? '');
    const leText = labels.get('le');
    if (leText === undefined)
      return fail(
        `${where}: ${name} has no le label; paste the _bucket lines of one histogram (…_bucket{le="0.1"} 42).`,
      );
    if (histogram && histogram.name !== name)
      return fail(
        `${where}: a second histogram (${name}) after ${histogram.name} (${histogram.where}); paste the buckets of one histogram.`,
      );
    histogram ??= { name, where };
    const le = readBound(leText);
    if (le === null) return fail(`${where}: le="${leText}" is not a bucket bound.`);
    if (le < 0) return fail(`${where}: le="${leText}" is negative; latencies start at 0 s.`);
    const valueText = sample[3] ?? '';
    const count = readCount(valueText);
    if (count === null || count < 0)
      return fail(`${where}: “${valueText}” is not a count of requests (a number, 0 or more).`);
    entries.push({ le, leText, count, series: seriesKey(labels), where });
  }
  if (entries.length === 0) return fail(EMPTY);
  return collect(entries, true);
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

/** The JSON of a Prometheus instant query (the whole answer, its `data`, or `data.result`). */
function parseJson(text: string): Parsed<Bucket[]> {
  let root: unknown;
  try {
    root = JSON.parse(text);
  } catch (error) {
    return fail(`The JSON does not parse: ${error instanceof Error ? error.message : 'invalid'}.`);
  }
  if (isRecord(root) && root.status === 'error')
    return fail(
      `Prometheus answered with an error: ${typeof root.error === 'string' ? root.error : 'no message'}.`,
    );
  const data = isRecord(root) && isRecord(root.data) ? root.data : root;
  if (isRecord(data) && data.resultType !== undefined && data.resultType !== 'vector')
    return fail(
      `The answer is a ${typeof data.resultType === 'string' ? data.resultType : JSON.stringify(data.resultType)}, not a vector: run an instant query of the _bucket series (not a range query), e.g. sum by (le) (increase(http_request_duration_seconds_bucket[1h])).`,
    );
  const result = Array.isArray(data) ? data : isRecord(data) ? data.result : undefined;
  if (!Array.isArray(result))
    return fail('The JSON is not a Prometheus query answer: it has no data.result list of series.');
  const entries: Entry[] = [];
  for (let i = 0; i < result.length; i++) {
    const r: unknown = result[i];
    const where = `Result ${i + 1} of the JSON`;
    const metric = isRecord(r) && isRecord(r.metric) ? r.metric : null;
    if (!isRecord(r) || !metric) return fail(`${where} has no metric labels.`);
    const leText = metric.le;
    if (typeof leText !== 'string')
      return fail(`${where} has no le label; query the …_bucket series of a histogram.`);
    const le = readBound(leText);
    if (le === null) return fail(`${where}: le="${leText}" is not a bucket bound.`);
    if (le < 0) return fail(`${where}: le="${leText}" is negative; latencies start at 0 s.`);
    const value = Array.isArray(r.value) ? (r.value as unknown[])[1] : undefined;
    const count = typeof value === 'string' ? readCount(value) : null;
    if (count === null || count < 0)
      return fail(
        `${where} (le="${leText}"): its value ${JSON.stringify(value) ?? 'is missing'} is not a count of requests; expected "value": [timestamp, "42"].`,
      );
    const labels = new Map(
      Object.entries(metric).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    entries.push({ le, leText, count, series: seriesKey(labels), where });
  }
  if (entries.length === 0)
    return fail('The query answered no series: check the metric name and the time range.');
  return collect(entries, false);
}

/**
 * Prometheus buckets from pasted text: `le count` / `le,count` lines, exposition lines
 * (`…_bucket{le="0.1"} 42`; `_sum`/`_count` lines and `#` comments ignored; `+Inf` for the
 * last), or the JSON of an instant query of `…_bucket` (values summed across series with the
 * same le). The result is ascending in le with cumulative counts and passes checkBuckets;
 * otherwise a message that names the line (or the JSON result) and what is wrong.
 */
export function parseBuckets(text: string): Parsed<Bucket[]> {
  const trimmed = text.trim();
  if (trimmed === '') return fail(EMPTY);
  const parsed = /^[{[]/.test(trimmed) ? parseJson(trimmed) : parseLines(text);
  if (!parsed.ok) return parsed;
  const problem = checkBuckets(parsed.value);
  return problem === null ? parsed : fail(problem);
}
