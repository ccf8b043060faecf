import { describe, expect, it } from 'vitest';
import { parseRetriesInputs, RETRIES_DEFAULTS } from '@/core/retries/params';

describe('retries inputs', () => {
  it('reads the defaults into the worked example', () => {
    const r = parseRetriesInputs(RETRIES_DEFAULTS);
    expect(r.job).toEqual({
      mode: 'wave',
      params: { base: 1, cap: 20, clients: 1000, attempt: 3, bucket: 0.1, seed: 1 },
    });
  });

  it('explains a bad field in words and keeps other modes’ fields out of it', () => {
    const r = parseRetriesInputs({ ...RETRIES_DEFAULTS, clients: 'lots', outage: 'x' });
    expect(r.fields.clients).toEqual({
      ok: false,
      error: expect.stringMatching(/not a number/) as string,
    });
    expect(r.fields.outage).toBeUndefined();
    expect(r.job).toBeNull();
  });

  it('refuses more than 10 million client-attempts with a message, not a run', () => {
    const r = parseRetriesInputs({ ...RETRIES_DEFAULTS, clients: '5000000', attempt: '3' });
    expect(r.job).toBeNull();
    expect(r.refusal).toMatch(/15,000,000 client-attempts.*10,000,000/);
    const ok = parseRetriesInputs({ ...RETRIES_DEFAULTS, clients: '1000000' });
    expect(ok.job?.mode).toBe('wave');
  });

  it('refuses a recovery whose histogram would need over 2 million cells, in words', () => {
    // The review's case: 99 × 3600 s = 356,400 s in 0.01 s windows = 35,640,001 windows × 100.
    const r = parseRetriesInputs({
      ...RETRIES_DEFAULTS,
      mode: 'recovery',
      clients: '2000',
      attempts: '100',
      cap: '3600',
      bucket: '0.01',
      outage: '0',
      capacity: '100',
    });
    expect(r.job).toBeNull();
    expect(r.refusal).toBe(
      'A run can last up to 356,400 s ((attempts − 1) × cap), which is 35,640,001 windows of 0.01 s × 100 attempts = 3,564,000,100 histogram cells per strategy, over the limit of 2,000,000: widen the bucket, or lower the cap or the attempts.',
    );
    // Just under: 5 × 40 s / 0.001 s = 200,001 windows × 6 = 1,200,006 cells runs; 6 × 60 s does not.
    const edge = { ...RETRIES_DEFAULTS, mode: 'recovery', bucket: '1' };
    expect(
      parseRetriesInputs({ ...edge, cap: '40', bucket: '0.001', capacity: '1000' }).job?.mode,
    ).toBe('recovery');
    expect(
      parseRetriesInputs({ ...edge, cap: '60', attempts: '7', bucket: '0.001', capacity: '1000' })
        .refusal,
    ).toMatch(/360,001 windows .* 2,520,007 histogram cells/);
    // The defaults: 5 × 20 s / 0.1 s = 1001 windows × 6.
    expect(parseRetriesInputs({ ...RETRIES_DEFAULTS, mode: 'recovery' }).job?.mode).toBe(
      'recovery',
    );
  });

  it('needs a recovery window to admit at least one request', () => {
    const r = parseRetriesInputs({ ...RETRIES_DEFAULTS, mode: 'recovery', capacity: '5' });
    expect(r.fields.bucket).toEqual({
      ok: false,
      error: expect.stringMatching(/at least 0.2 s/) as string,
    });
  });

  it('treats an empty Retry-After as none, and a number as seconds', () => {
    const none = parseRetriesInputs({ ...RETRIES_DEFAULTS, mode: 'recovery' });
    expect(none.job?.mode === 'recovery' && none.job.params.retryAfter).toBeNull();
    const two = parseRetriesInputs({ ...RETRIES_DEFAULTS, mode: 'recovery', retry_after: '2' });
    expect(two.job?.mode === 'recovery' && two.job.params.retryAfter).toBe(2);
  });

  it('names an unknown mode', () => {
    expect(parseRetriesInputs({ ...RETRIES_DEFAULTS, mode: 'storm' }).mode).toEqual({
      ok: false,
      error: '“storm” is not a mode: choose wave, recovery or contention.',
    });
  });
});
