import { describe, expect, it } from 'vitest';
import { fieldFor } from '@/core/fields/schema';
import { RETRIES_FIELDS } from '@/core/retries/fields';

describe('retries fields: exact messages', () => {
  it('a Retry-After out of range says so in seconds', () => {
    const parse = (text: string) => fieldFor(RETRIES_FIELDS, 'retry_after').parse(text);
    expect(parse('86401')).toEqual({
      ok: false,
      error: 'The Retry-After must be at most 86400 s.',
    });
    expect(parse('-1')).toEqual({ ok: false, error: 'The Retry-After cannot be negative.' });
  });
});
