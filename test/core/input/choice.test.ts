import { describe, expect, it } from 'vitest';
import { parseChoice, parseFlag } from '@/core/input/choice';

describe('parseFlag', () => {
  it('reads 1 and 0, around spaces', () => {
    expect(parseFlag('1', 'jitter')).toEqual({ ok: true, value: true });
    expect(parseFlag(' 0 ', 'jitter')).toEqual({ ok: true, value: false });
    expect(parseFlag('1 ', 'jitter')).toEqual({ ok: true, value: true });
  });

  it('explains anything else, quoting the text as typed', () => {
    expect(parseFlag('yes', 'jitter')).toEqual({
      ok: false,
      error: '“yes” is not a valid setting for jitter: use 1 (yes) or 0 (no).',
    });
    expect(parseFlag('', 'the breaker')).toEqual({
      ok: false,
      error: '“” is not a valid setting for the breaker: use 1 (yes) or 0 (no).',
    });
  });
});

describe('parseChoice', () => {
  const words = ['full', 'equal', 'none'] as const;

  it('reads one of the words, around spaces, and only a whole word', () => {
    expect(parseChoice('equal', words, 'a jitter')).toEqual({ ok: true, value: 'equal' });
    expect(parseChoice(' none ', words, 'a jitter')).toEqual({ ok: true, value: 'none' });
    expect(parseChoice('ful', words, 'a jitter').ok).toBe(false);
  });

  it('lists the words in quotes when the text is not one of them', () => {
    expect(parseChoice(' Full', words, 'a jitter')).toEqual({
      ok: false,
      error: '“ Full” is not a jitter: use one of “full”, “equal”, “none”.',
    });
  });
});
