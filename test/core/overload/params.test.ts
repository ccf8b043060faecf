import { describe, expect, it } from 'vitest';
import {
  MAX_OVERLOAD_ATTEMPTS,
  OVERLOAD_DEFAULTS,
  parseOverloadInputs,
} from '@/core/overload/params';
import { METASTABLE, SWEEP } from './helpers';

/** The panel's inputs: the defaults with some fields changed. */
const parse = (texts: Partial<typeof OVERLOAD_DEFAULTS>) =>
  parseOverloadInputs({ ...OVERLOAD_DEFAULTS, ...texts });

describe('overload inputs', () => {
  it('reads the defaults into each mode’s worked example, percents as fractions', () => {
    expect(parseOverloadInputs(OVERLOAD_DEFAULTS).job).toEqual({
      mode: 'overload-sweep',
      params: SWEEP,
    });
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'metastable' }).job).toEqual({
      mode: 'overload-metastable',
      params: METASTABLE,
    });
    const shed = parseOverloadInputs({
      ...OVERLOAD_DEFAULTS,
      mode: 'metastable',
      shed: '1',
      dip: '25',
      percent: '150',
    }).job;
    expect(shed?.mode === 'overload-metastable' && shed.params).toMatchObject({
      shed: true,
      dip: 0.25,
      percent: 1.5,
    });
  });

  it('takes an empty rate as the mode’s default, and a typed one as it is', () => {
    const rateOf = (texts: Partial<typeof OVERLOAD_DEFAULTS>) =>
      parseOverloadInputs({ ...OVERLOAD_DEFAULTS, ...texts }).job?.params.rate;
    expect(rateOf({ rate: '' })).toBe(1000);
    expect(rateOf({ rate: ' ', mode: 'metastable' })).toBe(800);
    expect(rateOf({ rate: '250' })).toBe(250);
    expect(rateOf({ rate: '2.5e2', mode: 'metastable' })).toBe(250);
  });

  it('explains bad fields in words and reads only the mode’s own', () => {
    const r = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '0', f: '1.5', capacity: 'x' });
    expect(r.job).toBeNull();
    expect(r.fields.rate).toEqual({ ok: false, error: expect.stringMatching(/traffic/) as string });
    expect(r.fields.f).toEqual({
      ok: false,
      error: expect.stringMatching(/failure ratio/) as string,
    });
    expect(r.fields.capacity).toBeUndefined(); // a metastable field: not read in sweep
    const bad = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'storm' });
    expect(bad.mode.ok).toBe(false);
    expect(bad.job).toBeNull();
    const flag = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, mode: 'metastable', shed: 'yes' });
    expect(flag.fields.shed?.ok).toBe(false);
  });

  it('wants the trigger to end before the horizon', () => {
    const r = parseOverloadInputs({
      ...OVERLOAD_DEFAULTS,
      mode: 'metastable',
      trigger: '50',
      horizon: '60',
    });
    expect(r.job).toBeNull();
    // Trigger 10–60 s, then 30 s to judge recovery: a horizon of at least 90 s.
    expect(r.fields.horizon).toEqual({
      ok: false,
      error:
        'The trigger ends at 60 s and recovery is judged over the next 30 s: make the horizon at least 90 s, or shorten the trigger.',
    });
    expect(
      parseOverloadInputs({
        ...OVERLOAD_DEFAULTS,
        mode: 'metastable',
        trigger: '49.5',
        horizon: '89.5',
      }).job?.mode,
    ).toBe('overload-metastable');
  });

  it('takes the gRPC token ratio to three decimals, as gRPC does', () => {
    const r = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, token_ratio: '0.0004' });
    expect(r.job).toBeNull();
    expect(r.fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 0.0004 would act as 0. Write at most three decimals.',
    });
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, token_ratio: '0.125' }).job).not.toBeNull();
  });

  it('refuses a run over 57.2 million attempts with a message, not a run', () => {
    // 50 million with 7 policies, × 8/7 for the eighth (aws_legacy), rounded up: 57.14 → 57.2.
    expect(MAX_OVERLOAD_ATTEMPTS).toBe(57_200_000);
    // The default sweep: 1000 × 60 × 3 × 168 = 30,240,000 (8 policies × 21 ratios = 168 cells).
    // 1890/s, the most the 7-policy limit allowed (50,000,000 / (60 × 3 × 147) = 1889.7):
    // 57,153,600, still under the limit; 2000/s: 60,480,000, over it.
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '1889' }).job?.mode).toBe(
      'overload-sweep',
    );
    const sweep = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '2000' });
    expect(sweep.job).toBeNull();
    expect(sweep.refusal).toBe(
      'That is up to 60,480,000 attempts (traffic × duration × maximum attempts × 168 policy and failure-ratio cells), over the limit of 57,200,000: lower the traffic, the duration or the attempts.',
    );
    // Off the grid the chosen f is a cell of its own: 176. 1900 × 60 × 3 × 176 = 60,192,000.
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '1900', f: '0.33' }).refusal).toMatch(
      /60,192,000 attempts .* 176 policy/,
    );
    // 20000 × 120 × 3 × 8 = 57,600,000.
    const metastable = parseOverloadInputs({
      ...OVERLOAD_DEFAULTS,
      mode: 'metastable',
      rate: '20000',
    });
    expect(metastable.refusal).toBe(
      'That is up to 57,600,000 attempts (traffic × horizon × maximum attempts × 8 policies), over the limit of 57,200,000: lower the traffic, the horizon or the attempts.',
    );
  });
});

describe('the traffic field', () => {
  it('says what is wrong, with the example and the unit', () => {
    expect(parse({ rate: 'abc' }).fields.rate).toEqual({
      ok: false,
      error: '“abc” is not a number. Write the traffic such as 1000.',
    });
    expect(parse({ rate: '2000000' }).fields.rate).toEqual({
      ok: false,
      error: 'The traffic must be at most 1000000 /s.',
    });
    expect(parse({ rate: '0' }).fields.rate).toEqual({
      ok: false,
      error: 'The traffic must be more than 0 /s.',
    });
    expect(parse({ rate: '1000000' }).fields.rate).toEqual({ ok: true, value: 1_000_000 });
  });
});

describe('the gRPC token ratio', () => {
  it('names the three-decimal value it would act as', () => {
    const r = parse({ token_ratio: '0.1234' });
    expect(r.job).toBeNull();
    expect(r.fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 0.1234 would act as 0.123. Write at most three decimals.',
    });
    expect(parse({ token_ratio: '0.9996' }).fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 0.9996 would act as 1. Write at most three decimals.',
    });
  });
});

describe('the trigger and the horizon', () => {
  it('judges the horizon against the trigger only when the trigger itself is valid', () => {
    // A trigger that does not parse must not turn a valid horizon of 35 s into an error.
    const r = parse({ mode: 'metastable', trigger: 'x', horizon: '35' });
    expect(r.job).toBeNull();
    expect(r.fields.trigger).toEqual({
      ok: false,
      error: '“x” is not a number. Write the trigger duration such as 10.',
    });
    expect(r.fields.horizon).toEqual({ ok: true, value: 35 });
  });
});

describe('the 57.2-million-attempt limit', () => {
  it('accepts a sweep of exactly 57,200,000 attempts and refuses one a hair above', () => {
    // 1891.5343915343915 × 60 s × 3 attempts × 168 cells is 57,200,000 exactly in doubles.
    const at = parse({ rate: '1891.5343915343915' });
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('overload-sweep');
    expect(at.job?.params.rate).toBe(1891.5343915343915);
    // The next double up, 1891.5343915343917, gives 57,200,000.00000001.
    const above = parse({ rate: '1891.5343915343917' });
    expect(above.job).toBeNull();
    expect(above.refusal).not.toBeNull();
  });

  it('accepts a metastable run of exactly 57,200,000 attempts and refuses one a hair above', () => {
    // 59583.333333333336 × 120 s × 1 attempt × 8 policies is 57,200,000 exactly in doubles; the
    // next double up, 59583.33333333334, gives 57,200,000.00000001.
    const texts = { mode: 'metastable', attempts: '1', horizon: '120' };
    const at = parse({ ...texts, rate: '59583.333333333336' });
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('overload-metastable');
    const above = parse({ ...texts, rate: '59583.33333333334' });
    expect(above.job).toBeNull();
    expect(above.refusal).not.toBeNull();
  });
});

// gRPC keeps three decimals of the token ratio: a ratio that differs from its three-decimal value,
// however little, is refused, with the value it would act as.
describe('the gRPC token ratio: a ratio of 10⁻¹² or less is not three decimals', () => {
  const ratio = (token_ratio: string) => parseOverloadInputs({ ...OVERLOAD_DEFAULTS, token_ratio });

  it('refuses 0.000000000001, which would act as 0', () => {
    const r = ratio('0.000000000001');
    expect(r.job).toBeNull();
    expect(r.fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 1e-12 would act as 0. Write at most three decimals.',
    });
  });

  it('refuses 1e-15, which would act as 0', () => {
    expect(ratio('1e-15').fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 1e-15 would act as 0. Write at most three decimals.',
    });
  });

  it('refuses 0.1000000000001, which would act as 0.1, and still takes 0.007 and 0.001', () => {
    expect(ratio('0.1000000000001').fields.token_ratio).toEqual({
      ok: false,
      error:
        'gRPC keeps three decimals of the token ratio: 0.1000000000001 would act as 0.1. Write at most three decimals.',
    });
    expect(ratio('0.007').fields.token_ratio).toEqual({ ok: true, value: 0.007 });
    expect(ratio('0.001').fields.token_ratio).toEqual({ ok: true, value: 0.001 });
  });
});
