import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closest, locate, where } from '@/core/composition/diagnostics';
import { runs } from '../property-runs';

describe('places and hints', () => {
  it('line and column count the characters before the place, not the one at it', () => {
    expect(where('ab\ncd', 2)).toBe('line 1, column 3');
    expect(where('ab\ncd', 3)).toBe('line 2, column 1');
    expect(where('ab\n\ncd', 4)).toBe('line 3, column 1');
    expect(where('ab', 10)).toBe('line 1, column 3');
    expect(locate('ab\ncd', { message: 'm', span: { start: 4, end: 5 } })).toEqual({
      message: 'm',
      span: { start: 4, end: 5 },
      line: 2,
      column: 2,
    });
  });

  /** Levenshtein distance by its recursive definition (memoised), independent of the model's. */
  function levenshtein(a: string, b: string): number {
    const memo = new Map<string, number>();
    const d = (i: number, j: number): number => {
      if (i === 0) return j;
      if (j === 0) return i;
      const key = `${i},${j}`;
      const seen = memo.get(key);
      if (seen !== undefined) return seen;
      const value = Math.min(
        d(i - 1, j) + 1,
        d(i, j - 1) + 1,
        d(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      memo.set(key, value);
      return value;
    };
    return d(a.length, b.length);
  }

  it.each<[string, string[], string | null]>([
    ['paralel', ['series', 'parallel'], 'parallel'],
    ['PARALLEL', ['series', 'parallel'], 'parallel'],
    ['seires', ['series', 'parallel'], 'series'],
    ['ser', ['series', 'parallel'], null],
    ['xyz', ['series', 'parallel'], null],
    ['cf', ['failover', 'ccf'], 'ccf'],
    ['', ['ab', 'abc'], 'ab'],
    ['ab', ['ax', 'ay'], 'ax'],
    ['ab', ['ba', 'ab'], 'ab'],
    ['abcd', ['abcdxy', 'abcdx'], 'abcdx'],
    ['abcd', ['abxy'], 'abxy'],
    ['abcd', ['axyz'], null],
  ])('closest(%j, %j) = %j', (word, candidates, expected) => {
    expect(closest(word, candidates)).toBe(expected);
  });

  it('closest is the first candidate at the smallest edit distance, when that is at most 2', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 });
    fc.assert(
      fc.property(word, fc.array(word, { minLength: 1, maxLength: 4 }), (w, candidates) => {
        const distances = candidates.map((c) => levenshtein(w, c));
        const best = Math.min(...distances);
        const expected = best <= 2 ? candidates[distances.indexOf(best)] : null;
        expect(closest(w, candidates)).toBe(expected);
      }),
      { numRuns: runs(300) },
    );
  });
});
