import { describe, expect, it } from 'vitest';
import {
  MAX_OVERLOAD_ATTEMPTS,
  OVERLOAD_DEFAULTS,
  parseOverloadInputs,
} from '@/core/overload/params';
import { METASTABLE, SWEEP } from './fixtures';

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

  it('refuses a run over 50 million attempts with a message, not a run', () => {
    expect(MAX_OVERLOAD_ATTEMPTS).toBe(50_000_000);
    // The default sweep: 1000 × 60 × 3 × 147 = 26,460,000.
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '1800' }).job?.mode).toBe(
      'overload-sweep',
    );
    const sweep = parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '2000' });
    expect(sweep.job).toBeNull();
    expect(sweep.refusal).toBe(
      'That is up to 52,920,000 attempts (traffic × duration × maximum attempts × 147 policy and failure-ratio cells), over the limit of 50,000,000: lower the traffic, the duration or the attempts.',
    );
    // Off the grid the chosen f is a cell of its own: 154.
    expect(parseOverloadInputs({ ...OVERLOAD_DEFAULTS, rate: '1900', f: '0.33' }).refusal).toMatch(
      /52,668,000 attempts .* 154 policy/,
    );
    const metastable = parseOverloadInputs({
      ...OVERLOAD_DEFAULTS,
      mode: 'metastable',
      rate: '20000',
    });
    expect(metastable.refusal).toBe(
      'That is up to 50,400,000 attempts (traffic × horizon × maximum attempts × 7 policies), over the limit of 50,000,000: lower the traffic, the horizon or the attempts.',
    );
  });
});
