import { describe, expect, it } from 'vitest';
import { parseRetriesInputs, RETRIES_DEFAULTS } from '@/core/retries/params';

/** The defaults in another mode, with some fields changed. */
const inputs = (mode: string, changes: Partial<typeof RETRIES_DEFAULTS> = {}) => ({
  ...RETRIES_DEFAULTS,
  mode,
  ...changes,
});

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
    // Far over: 99 × 3600 s = 356,400 s in 0.01 s windows = 35,640,001 windows × 100 attempts.
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

describe('retries inputs: exact values at each limit', () => {
  it('reads every recovery field into its own parameter', () => {
    const r = parseRetriesInputs(
      inputs('recovery', {
        clients: '37',
        outage: '4.5',
        capacity: '12',
        attempts: '5',
        base: '0.5',
        cap: '9',
        retry_after: '3',
        bucket: '0.25',
        seed: '77',
      }),
    );
    expect(r.refusal).toBeNull();
    expect(r.job).toEqual({
      mode: 'recovery',
      params: {
        base: 0.5,
        cap: 9,
        clients: 37,
        outage: 4.5,
        capacity: 12,
        attempts: 5,
        retryAfter: 3,
        bucket: 0.25,
        seed: 77,
      },
    });
  });

  it('reads the contention study: runs and seed, the study’s 19 client counts and 5 strategies', () => {
    const r = parseRetriesInputs(inputs('contention', { runs: '25', seed: '9', clients: 'x' }));
    expect(r.refusal).toBeNull();
    // Only the fields the mode reads are parsed: the bad client count is not looked at.
    expect(Object.keys(r.fields).sort()).toEqual(['runs', 'seed']);
    expect(r.job).toEqual({
      mode: 'contention',
      params: {
        runs: 25,
        seed: 9,
        clientCounts: [
          10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190,
        ],
        strategies: ['exponential', 'full', 'equal', 'decorrelated', 'constant'],
      },
    });
    const bad = parseRetriesInputs(inputs('contention', { runs: '0' }));
    expect(bad.job).toBeNull();
    expect(bad.refusal).toBeNull();
  });

  it('wave: exactly 10 million client-attempts run; one more retry number is refused', () => {
    const at = parseRetriesInputs(inputs('wave', { clients: '10000000', attempt: '1' }));
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('wave');
    const over = parseRetriesInputs(inputs('wave', { clients: '10000000', attempt: '2' }));
    expect(over.job).toBeNull();
    expect(over.refusal).toBe(
      'That is 20,000,000 client-attempts (clients × retry number), over the limit of 10,000,000: lower the clients or the retry number.',
    );
  });

  it('wave: 200,000 histogram buckets run, 200,001 are refused in words', () => {
    // At retry 60 every strategy but gRPC (120 s × 1.2 at most) reaches the cap, so the axis is
    // ⌊cap / bucket⌋ + 1 buckets: 49,999.75 / 0.25 = 199,999 → 200,000; 50,000 / 0.25 → 200,001.
    const wave = { clients: '1', attempt: '60', bucket: '0.25' };
    const at = parseRetriesInputs(inputs('wave', { ...wave, cap: '49999.75' }));
    expect(at.refusal).toBeNull();
    expect(at.job).toEqual({
      mode: 'wave',
      params: { base: 1, cap: 49_999.75, clients: 1, attempt: 60, bucket: 0.25, seed: 1 },
    });
    const over = parseRetriesInputs(inputs('wave', { ...wave, cap: '50000' }));
    expect(over.job).toBeNull();
    expect(over.refusal).toBe(
      'The histogram would need 200,001 buckets per strategy, over the limit of 200,000: widen the bucket or lower the cap.',
    );
  });

  it('recovery: exactly 10 million client-attempts run; twice that is refused in words', () => {
    const at = parseRetriesInputs(inputs('recovery', { clients: '10000000', attempts: '1' }));
    expect(at.refusal).toBeNull();
    expect(at.job?.mode === 'recovery' && at.job.params.clients).toBe(10_000_000);
    const over = parseRetriesInputs(inputs('recovery', { clients: '10000000', attempts: '2' }));
    expect(over.job).toBeNull();
    expect(over.refusal).toBe(
      'That is up to 20,000,000 client-attempts (clients × maximum attempts), over the limit of 10,000,000: lower the clients or the attempts.',
    );
    // 5 million × 2 attempts is exactly the limit again.
    expect(
      parseRetriesInputs(inputs('recovery', { clients: '5000000', attempts: '2' })).refusal,
    ).toBeNull();
  });

  it('recovery: exactly 2,000,000 histogram cells run, 2,000,002 are refused', () => {
    // 2 attempts: one delay of at most the cap. 62,499.9375 s / 0.0625 s = 999,999 → 1,000,000
    // windows × 2 attempts = 2,000,000 cells (every number here is exact in binary).
    const run = { attempts: '2', bucket: '0.0625' };
    const at = parseRetriesInputs(inputs('recovery', { ...run, cap: '62499.9375' }));
    expect(at.refusal).toBeNull();
    expect(at.job?.mode).toBe('recovery');
    const over = parseRetriesInputs(inputs('recovery', { ...run, cap: '62500' }));
    expect(over.job).toBeNull();
    expect(over.refusal).toBe(
      'A run can last up to 62,500 s ((attempts − 1) × cap), which is 1,000,001 windows of 0.0625 s × 2 attempts = 2,000,002 histogram cells per strategy, over the limit of 2,000,000: widen the bucket, or lower the cap or the attempts.',
    );
  });

  it('recovery: a window must admit one request, to within 1e-9', () => {
    // 0.999999999 requests/s × 1 s is exactly the double 1 − 1e-9: the tolerance accepts it.
    const edge = parseRetriesInputs(inputs('recovery', { capacity: '0.999999999', bucket: '1' }));
    expect(edge.fields.bucket).toEqual({ ok: true, value: 1 });
    expect(edge.job?.mode).toBe('recovery');
    // 4 requests/s × 0.2 s = 0.8 of a request: the bucket is refused and says what would do.
    const short = parseRetriesInputs(inputs('recovery', { capacity: '4', bucket: '0.2' }));
    expect(short.fields.bucket).toEqual({
      ok: false,
      error:
        'A window of 0.2 s at 4 requests/s admits less than one request: widen the bucket to at least 0.25 s.',
    });
    expect(short.job).toBeNull();
    // The same numbers are fine in wave mode, which has no admission window.
    expect(parseRetriesInputs(inputs('wave', { capacity: '4', bucket: '0.2' })).job?.mode).toBe(
      'wave',
    );
  });
});
