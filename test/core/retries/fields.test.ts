import { describe, expect, it } from 'vitest';
import { fieldFor } from '@/core/fields/schema';
import { RETRIES_FIELDS } from '@/core/retries/fields';

const parse = (key: 'mode' | 'retry_after', text: string) =>
  fieldFor(RETRIES_FIELDS, key).parse(text);

describe('retries fields', () => {
  it('reads each mode and names a wrong one', () => {
    for (const mode of ['wave', 'recovery', 'contention']) {
      expect(parse('mode', mode)).toEqual({ ok: true, value: mode });
    }
    expect(parse('mode', '')).toEqual({
      ok: false,
      error: '“” is not a mode: choose wave, recovery or contention.',
    });
    expect(parse('mode', 'Wave').ok).toBe(false);
  });

  it('reads an empty or blank Retry-After as none, and seconds within a day', () => {
    expect(parse('retry_after', '')).toEqual({ ok: true, value: null });
    expect(parse('retry_after', '   ')).toEqual({ ok: true, value: null });
    expect(parse('retry_after', '0')).toEqual({ ok: true, value: 0 });
    expect(parse('retry_after', '2.5')).toEqual({ ok: true, value: 2.5 });
    expect(parse('retry_after', '86400')).toEqual({ ok: true, value: 86_400 });
    const over = parse('retry_after', '86401');
    expect(over.ok).toBe(false);
    expect(!over.ok && over.error).toMatch(/Retry-After/);
    expect(!over.ok && over.error).toMatch(/at most 86400/);
    const negative = parse('retry_after', '-1');
    expect(negative.ok).toBe(false);
    const word = parse('retry_after', 'soon');
    expect(!word.ok && word.error).toMatch(/not a number.*2/);
  });
});

describe('retries fields: exact messages', () => {
  it('a Retry-After out of range says so in seconds', () => {
    const retryAfter = (text: string) => fieldFor(RETRIES_FIELDS, 'retry_after').parse(text);
    expect(retryAfter('86401')).toEqual({
      ok: false,
      error: 'The Retry-After must be at most 86400 s.',
    });
    expect(retryAfter('-1')).toEqual({ ok: false, error: 'The Retry-After cannot be negative.' });
  });
});
