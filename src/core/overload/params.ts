import { RECOVERY } from './metastable-metrics';
import { formatNumber } from '../format';
import { modeKeys } from '../fields/layout';
import { defaultsOf, fieldFor, type InputsOf, type KeyOf } from '../fields/schema';
import { fail, type Parsed } from '../input/parsed';
import { DEFAULT_RATE, OVERLOAD_FIELDS, type OverloadMode } from './fields';
import { OVERLOAD_FORM } from './form';
import type { OverloadJob } from './jobs';
import { metastableCells } from './metastable';
import { sweepCells } from './sweep';
import {
  TRIGGER_START,
  type BudgetSettings,
  type MetastableParams,
  type RetryShape,
  type SweepParams,
} from './types';

/** The panel's inputs as text, keyed by URL parameter: the defaults of OVERLOAD_FIELDS. */
export const OVERLOAD_DEFAULTS = defaultsOf(OVERLOAD_FIELDS);
export type OverloadKey = KeyOf<typeof OVERLOAD_FIELDS>;
export type OverloadTexts = InputsOf<typeof OVERLOAD_FIELDS>;

/**
 * Attempts a run may make at most (traffic × simulated time × maximum attempts × cells) above
 * which it is refused, not attempted: about two seconds of one thread, and the memory the
 * metastable queue may need. The default sweep is 30.2 million (8 policies × 21 failure ratios),
 * the default metastable run 2.3. It was 50 million with 7 policies; `aws_legacy` made it 8, and
 * the limit grew by 8/7 with it, so every link that ran before still runs.
 */
export const MAX_OVERLOAD_ATTEMPTS = 57_200_000;

/** Which inputs each mode reads (the others are kept but not used): the form's, per mode. */
export const OVERLOAD_MODE_FIELDS: Readonly<Record<OverloadMode, readonly OverloadKey[]>> = {
  sweep: modeKeys(OVERLOAD_FORM, 'sweep'),
  metastable: modeKeys(OVERLOAD_FORM, 'metastable'),
};

export interface ParsedOverloadInputs {
  readonly mode: Parsed<OverloadMode>;
  readonly fields: Partial<Record<OverloadKey, Parsed<unknown>>>;
  /** Set when every field the mode reads is valid and the run is within limits. */
  readonly job: OverloadJob | null;
  /** Why a valid-looking run is not attempted (too large), in words. */
  readonly refusal: string | null;
}

/** toLocaleString's own default: up to three decimals. */
const fmt = (n: number) => formatNumber(n, 3);

/**
 * Reads every input of the mode: bad fields say why, a run too large is refused in words. `rate`
 * left empty is the mode's default (DEFAULT_RATE); `percent` and `dip` are read in percent and
 * handed to the engine as fractions; the trigger must end before the horizon.
 */
export function parseOverloadInputs(texts: OverloadTexts): ParsedOverloadInputs {
  const mode = fieldFor(OVERLOAD_FIELDS, 'mode').parse(texts.mode);
  const fields: Partial<Record<OverloadKey, Parsed<unknown>>> = {};
  if (!mode.ok) return { mode, fields, job: null, refusal: null };
  const values: Partial<Record<OverloadKey, unknown>> = {};
  for (const key of OVERLOAD_MODE_FIELDS[mode.value]) {
    const parsed: Parsed<unknown> = fieldFor(OVERLOAD_FIELDS, key).parse(texts[key]);
    fields[key] = parsed;
    if (parsed.ok) values[key] = parsed.value;
  }
  const n = (key: OverloadKey) => (typeof values[key] === 'number' ? values[key] : 0);
  if (mode.value === 'metastable' && fields.trigger?.ok && fields.horizon?.ok) {
    const end = TRIGGER_START + n('trigger');
    // `recovered` needs 30 s of goodput after the trigger: a shorter horizon could only say never.
    const needed = end + RECOVERY.hold;
    if (n('horizon') < needed) {
      fields.horizon = fail(
        `The trigger ends at ${fmt(end)} s and recovery is judged over the next ${RECOVERY.hold} s: make the horizon at least ${fmt(needed)} s, or shorten the trigger.`,
      );
    }
  }
  const ratio = fields.token_ratio;
  if (ratio?.ok && typeof ratio.value === 'number') {
    const thousandths = ratio.value * 1000;
    // gRFC A6 keeps three decimals of tokenRatio; the engine counts tokens in thousandths too.
    // Exact: a typed three-decimal ratio is the double nearest k / 1000, which this gives back
    // (0.007 × 1000 is 7.000000000000001, rounded to 7); 10⁻¹² (thousandths 10⁻⁹) is not.
    if (Math.round(thousandths) / 1000 !== ratio.value) {
      fields.token_ratio = fail(
        `gRPC keeps three decimals of the token ratio: ${ratio.value} would act as ${Math.round(thousandths) / 1000}. Write at most three decimals.`,
      );
    }
  }
  if (Object.values(fields).some((f) => !f.ok)) return { mode, fields, job: null, refusal: null };
  const rate = values.rate === null ? DEFAULT_RATE[mode.value] : n('rate');
  const shape: RetryShape = {
    attempts: n('attempts'),
    base: n('base'),
    cap: n('cap'),
    clients: n('clients'),
  };
  const budgets: BudgetSettings = {
    maxTokens: n('max_tokens'),
    tokenRatio: n('token_ratio'),
    percent: n('percent') / 100,
    ttl: n('ttl'),
    minPerSecond: n('min_per_s'),
  };
  const refuse = (refusal: string): ParsedOverloadInputs => ({
    mode,
    fields,
    job: null,
    refusal,
  });
  if (mode.value === 'sweep') {
    const params: SweepParams = {
      ...shape,
      ...budgets,
      rate,
      duration: n('duration'),
      f: n('f'),
      seed: n('seed'),
    };
    const cells = sweepCells(params).length;
    const work = rate * params.duration * params.attempts * cells;
    if (work > MAX_OVERLOAD_ATTEMPTS) {
      return refuse(
        `That is up to ${fmt(work)} attempts (traffic × duration × maximum attempts × ${cells} policy and failure-ratio cells), over the limit of ${fmt(MAX_OVERLOAD_ATTEMPTS)}: lower the traffic, the duration or the attempts.`,
      );
    }
    return { mode, fields, job: { mode: 'overload-sweep', params }, refusal: null };
  }
  const params: MetastableParams = {
    ...shape,
    ...budgets,
    rate,
    capacity: n('capacity'),
    timeout: n('timeout'),
    shed: values.shed === true,
    dip: n('dip') / 100,
    trigger: n('trigger'),
    horizon: n('horizon'),
    seed: n('seed'),
  };
  const cells = metastableCells(params).length;
  const work = rate * params.horizon * params.attempts * cells;
  if (work > MAX_OVERLOAD_ATTEMPTS) {
    return refuse(
      `That is up to ${fmt(work)} attempts (traffic × horizon × maximum attempts × ${cells} policies), over the limit of ${fmt(MAX_OVERLOAD_ATTEMPTS)}: lower the traffic, the horizon or the attempts.`,
    );
  }
  return { mode, fields, job: { mode: 'overload-metastable', params }, refusal: null };
}
