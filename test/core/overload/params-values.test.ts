/**
 * The overload panel's input checks, word for word and at their bounds: the traffic field's
 * messages, the token ratio's three decimals, the trigger and horizon, and the 50-million-attempt
 * limit met exactly.
 */
import { describe, expect, it } from 'vitest';
import { OVERLOAD_DEFAULTS, parseOverloadInputs } from '@/core/overload/params';

const parse = (texts: Partial<typeof OVERLOAD_DEFAULTS>) =>
  parseOverloadInputs({ ...OVERLOAD_DEFAULTS, ...texts });

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

describe('the 50-million-attempt limit', () => {
  it('accepts a sweep of exactly 50,000,000 attempts and refuses one a hair above', () => {
    // 1889.6447467876037 × 60 s × 3 attempts × 147 cells is 50,000,000 exactly in doubles.
    const at = parse({ rate: '1889.6447467876037' });
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('overload-sweep');
    expect(at.job?.params.rate).toBe(1889.6447467876037);
    // The next decimal up gives 50,000,000.00000001.
    const above = parse({ rate: '1889.644746787604' });
    expect(above.job).toBeNull();
    expect(above.refusal).not.toBeNull();
  });

  it('accepts a metastable run of exactly 50,000,000 attempts and refuses one a hair above', () => {
    // 59523.80952380952 × 120 s × 1 attempt × 7 policies is 50,000,000 exactly in doubles.
    const texts = { mode: 'metastable', attempts: '1', horizon: '120' };
    const at = parse({ ...texts, rate: '59523.80952380952' });
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('overload-metastable');
    const above = parse({ ...texts, rate: '59523.80952380953' });
    expect(above.job).toBeNull();
    expect(above.refusal).not.toBeNull();
  });
});
