import { formatNumber } from '../format';
import { modeKeys } from '../fields/layout';
import { defaultsOf, fieldFor, type InputsOf, type KeyOf } from '../fields/schema';
import { fail, type Parsed } from '../input/parsed';
import { STUDY, type ContentionParams } from './contention';
import { longestRun, recoveryWindowBound, type RecoveryParams } from './recovery';
import { waveBucketCount, type WaveParams } from './wave';
import { RETRIES_FIELDS, type Mode } from './fields';
import { RETRIES_FORM } from './form';

/** The panel's inputs as text, keyed by URL parameter: the defaults of RETRIES_FIELDS. */
export const RETRIES_DEFAULTS = defaultsOf(RETRIES_FIELDS);
export type RetriesKey = KeyOf<typeof RETRIES_FIELDS>;
export type RetriesTexts = InputsOf<typeof RETRIES_FIELDS>;

/** Client-attempts (clients × retry number, or × attempts) above this are refused, not run. */
export const MAX_CLIENT_ATTEMPTS = 10_000_000;
/** Histogram buckets per strategy above this are refused: widen the bucket instead. */
export const MAX_BUCKETS = 200_000;
/**
 * Recovery histogram cells (windows × attempts) per strategy above this are refused: 4 bytes each,
 * so at most 8 MB per strategy, 56 MB for all seven, before the engine starts.
 */
export const MAX_RECOVERY_CELLS = 2_000_000;

/** Which inputs each mode reads (the others are kept but not used): the form's, per mode. */
export const MODE_FIELDS: Readonly<Record<Mode, readonly RetriesKey[]>> = {
  wave: modeKeys(RETRIES_FORM, 'wave'),
  recovery: modeKeys(RETRIES_FORM, 'recovery'),
  contention: modeKeys(RETRIES_FORM, 'contention'),
};

export type SimJob =
  | { readonly mode: 'wave'; readonly params: WaveParams }
  | { readonly mode: 'recovery'; readonly params: RecoveryParams }
  | { readonly mode: 'contention'; readonly params: ContentionParams };

export interface ParsedInputs {
  readonly mode: Parsed<Mode>;
  readonly fields: Partial<Record<RetriesKey, Parsed<unknown>>>;
  /** Set when every field the mode reads is valid and the run is within limits. */
  readonly job: SimJob | null;
  /** Why a valid-looking run is not attempted (too large), in words. */
  readonly refusal: string | null;
}

/** toLocaleString's own default: up to three decimals. */
const fmt = (n: number) => formatNumber(n, 3);

/** Reads every input of the mode; bad fields say why, and a run too large is refused in words. */
export function parseRetriesInputs(texts: RetriesTexts): ParsedInputs {
  const mode = fieldFor(RETRIES_FIELDS, 'mode').parse(texts.mode);
  const fields: Partial<Record<RetriesKey, Parsed<unknown>>> = {};
  if (!mode.ok) return { mode, fields, job: null, refusal: null };
  const num: Partial<Record<RetriesKey, number>> = {};
  for (const key of MODE_FIELDS[mode.value]) {
    const parsed: Parsed<unknown> = fieldFor(RETRIES_FIELDS, key).parse(texts[key]);
    fields[key] = parsed;
    if (parsed.ok && typeof parsed.value === 'number') num[key] = parsed.value;
  }
  const retryAfter = fields.retry_after;
  if (mode.value === 'recovery' && num.capacity !== undefined && num.bucket !== undefined) {
    if (num.capacity * num.bucket < 1 - 1e-9) {
      fields.bucket = fail(
        `A window of ${num.bucket} s at ${fmt(num.capacity)} requests/s admits less than one request: widen the bucket to at least ${1 / num.capacity} s.`,
      );
    }
  }
  if (Object.values(fields).some((f) => !f.ok)) return { mode, fields, job: null, refusal: null };
  const n = (key: RetriesKey) => num[key] ?? 0;
  const backoff = { base: n('base'), cap: n('cap') };
  switch (mode.value) {
    case 'wave': {
      const params: WaveParams = {
        ...backoff,
        clients: n('clients'),
        attempt: n('attempt'),
        bucket: n('bucket'),
        seed: n('seed'),
      };
      const work = params.clients * params.attempt;
      if (work > MAX_CLIENT_ATTEMPTS) {
        return {
          mode,
          fields,
          job: null,
          refusal: `That is ${fmt(work)} client-attempts (clients × retry number), over the limit of ${fmt(MAX_CLIENT_ATTEMPTS)}: lower the clients or the retry number.`,
        };
      }
      const buckets = waveBucketCount(params);
      if (buckets > MAX_BUCKETS) {
        return {
          mode,
          fields,
          job: null,
          refusal: `The histogram would need ${fmt(buckets)} buckets per strategy, over the limit of ${fmt(MAX_BUCKETS)}: widen the bucket or lower the cap.`,
        };
      }
      return { mode, fields, job: { mode: 'wave', params }, refusal: null };
    }
    case 'recovery': {
      const params: RecoveryParams = {
        ...backoff,
        clients: n('clients'),
        outage: n('outage'),
        capacity: n('capacity'),
        attempts: n('attempts'),
        retryAfter: retryAfter?.ok ? (retryAfter.value as number | null) : null,
        bucket: n('bucket'),
        seed: n('seed'),
      };
      const work = params.clients * params.attempts;
      if (work > MAX_CLIENT_ATTEMPTS) {
        return {
          mode,
          fields,
          job: null,
          refusal: `That is up to ${fmt(work)} client-attempts (clients × maximum attempts), over the limit of ${fmt(MAX_CLIENT_ATTEMPTS)}: lower the clients or the attempts.`,
        };
      }
      const windows = recoveryWindowBound(params);
      const cells = windows * params.attempts;
      if (cells > MAX_RECOVERY_CELLS) {
        return {
          mode,
          fields,
          job: null,
          refusal: `A run can last up to ${fmt(longestRun(params))} s ((attempts − 1) × cap), which is ${fmt(windows)} windows of ${params.bucket} s × ${fmt(params.attempts)} attempts = ${fmt(cells)} histogram cells per strategy, over the limit of ${fmt(MAX_RECOVERY_CELLS)}: widen the bucket, or lower the cap or the attempts.`,
        };
      }
      return { mode, fields, job: { mode: 'recovery', params }, refusal: null };
    }
    case 'contention':
      return {
        mode,
        fields,
        job: {
          mode: 'contention',
          params: {
            runs: n('runs'),
            seed: n('seed'),
            clientCounts: STUDY.clientCounts,
            strategies: STUDY.strategies,
          },
        },
        refusal: null,
      };
  }
}
