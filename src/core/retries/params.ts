import { parseNumberField, type NumberRule } from '../input/number';
import { fail, ok, type Parsed } from '../input/parsed';
import { STUDY, type ContentionParams } from './contention';
import { longestRun, recoveryWindowBound, type RecoveryParams } from './recovery';
import { waveBucketCount, type WaveParams } from './wave';

export const MODES = ['wave', 'recovery', 'contention'] as const;
export type Mode = (typeof MODES)[number];

/** The panel's inputs as text, keyed by URL parameter (docs/url-parameters.md, “Retry storms”). */
export const RETRIES_DEFAULTS = {
  mode: 'wave',
  clients: '1000',
  attempt: '3',
  base: '1',
  cap: '20',
  bucket: '0.1',
  outage: '5',
  capacity: '500',
  attempts: '6',
  retry_after: '',
  runs: '100',
  seed: '1',
} as const;
export type RetriesKey = keyof typeof RETRIES_DEFAULTS;
export type RetriesTexts = Readonly<Record<RetriesKey, string>>;

/** Client-attempts above this are refused, not attempted (issue #4). */
export const MAX_CLIENT_ATTEMPTS = 10_000_000;
/** Histogram buckets per strategy above this are refused: widen the bucket instead. */
export const MAX_BUCKETS = 200_000;
/**
 * Recovery histogram cells (windows × attempts) per strategy above this are refused: 4 bytes each,
 * so at most 8 MB per strategy, 56 MB for all seven, before the engine starts.
 */
export const MAX_RECOVERY_CELLS = 2_000_000;

const RULES: Readonly<Record<Exclude<RetriesKey, 'mode' | 'retry_after'>, NumberRule>> = {
  clients: {
    what: 'the number of clients',
    example: '1000',
    min: 1,
    max: 10_000_000,
    integer: true,
  },
  attempt: { what: 'the retry number', example: '3', min: 1, max: 60, integer: true },
  base: { what: 'the base delay', example: '1', min: 0, minExclusive: true, max: 3600, unit: 's' },
  cap: { what: 'the cap', example: '20', min: 0, minExclusive: true, max: 86_400, unit: 's' },
  bucket: { what: 'the bucket width', example: '0.1', min: 0.001, max: 3600, unit: 's' },
  outage: { what: 'the outage', example: '5', min: 0, max: 86_400, unit: 's' },
  capacity: { what: 'the capacity', example: '500', min: 0, minExclusive: true, max: 1e9 },
  attempts: { what: 'the maximum attempts', example: '6', min: 1, max: 100, integer: true },
  runs: { what: 'the number of runs', example: '100', min: 1, max: 1000, integer: true },
  seed: { what: 'the seed', example: '1', min: 0, max: 4_294_967_295, integer: true },
};

/** Which inputs each mode reads (the others are kept but not used). */
export const MODE_FIELDS: Readonly<Record<Mode, readonly RetriesKey[]>> = {
  wave: ['clients', 'attempt', 'base', 'cap', 'bucket', 'seed'],
  recovery: [
    'clients',
    'outage',
    'capacity',
    'attempts',
    'base',
    'cap',
    'retry_after',
    'bucket',
    'seed',
  ],
  contention: ['runs', 'seed'],
};

export function parseMode(text: string): Parsed<Mode> {
  return (MODES as readonly string[]).includes(text)
    ? ok(text as Mode)
    : fail(`“${text}” is not a mode: choose wave, recovery or contention.`);
}

/** Empty means the server sends no Retry-After. */
export function parseRetryAfter(text: string): Parsed<number | null> {
  if (text.trim() === '') return ok(null);
  return parseNumberField(text, {
    what: 'the Retry-After',
    example: '2',
    min: 0,
    max: 86_400,
    unit: 's',
  });
}

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

const fmt = (n: number) => n.toLocaleString('en-US');

/** Reads every input of the mode; bad fields say why, and a run too large is refused in words. */
export function parseRetriesInputs(texts: RetriesTexts): ParsedInputs {
  const mode = parseMode(texts.mode);
  const fields: Partial<Record<RetriesKey, Parsed<unknown>>> = {};
  if (!mode.ok) return { mode, fields, job: null, refusal: null };
  const num: Partial<Record<RetriesKey, number>> = {};
  for (const key of MODE_FIELDS[mode.value]) {
    const parsed =
      key === 'retry_after'
        ? parseRetryAfter(texts[key])
        : key === 'mode'
          ? mode
          : parseNumberField(texts[key], RULES[key]);
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
