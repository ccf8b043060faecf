import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseTopology } from '@/core/composition/analyse';
import { parseSyntax } from '@/core/composition/parse';
import { runs } from '../property-runs';

/** The first error's message and place. */
function firstError(text: string) {
  const e = analyseTopology(text).errors[0];
  if (!e) throw new Error('expected an error');
  return { message: e.message, line: e.line, column: e.column };
}

describe('bad input: a clear message at the exact place', () => {
  it.each([
    ['series(a: 99.9, b: 99.9', 1, 7, /“series\(” at line 1, column 7 is never closed/],
    ['series(a: 99.9))', 1, 16, /This “\)” closes nothing/],
    [
      'series(\n  a: 99.9,\n  serie(b: 99))',
      3,
      3,
      /Unknown group “serie” \(did you mean “series”\?\)/,
    ],
    ['4of3(a: 99, b: 99, c: 99)', 1, 1, /K cannot exceed N: 4of3/],
    ['0of3(a: 99, b: 99, c: 99)', 1, 1, /K must be at least 1/],
    ['2of3(a: 99, b: 99)', 1, 1, /2of3 lists 2 members/],
    ['parallel()', 1, 1, /“parallel” has no members/],
    ['series(db: 99.9,\n  db: 99.99)', 2, 3, /“db” is already used at line 1, column 8/],
    ['a: 0', 1, 4, /0% available/],
    ['a: 100.5', 1, 4, /cannot be more than 100/],
    ['a: abc', 1, 4, /“abc” is not a number/],
    ['a: 99,9', 1, 4, /Use a point for decimals: 99\.9/],
    ['db primary: 99.9', 1, 1, /cannot contain spaces.*db-primary/],
    ['series(a: 99.9 b: 99.9)', 1, 16, /Expected “,” or “\)”/],
    ['series[ccf=5%](a: 99, b: 99)', 1, 12, /ccf applies to redundant groups/],
    ['2of3[failover=99%](a: 99, b: 99, c: 99)', 1, 15, /failover applies to a parallel group/],
    ['parallel[failover=101%](a: 99, b: 99)', 1, 19, /at most 100/],
    [
      'parallel[falover=99%](a: 99)',
      1,
      10,
      /Unknown option “falover” \(did you mean “failover”\?\)/,
    ],
    ['', 1, 1, /The topology is empty/],
    ['lb', 1, 1, /“lb” needs an availability/],
  ])('%j → line %i, column %i', (text, line, column, message) => {
    const e = firstError(text);
    expect(e.message).toMatch(message);
    expect([e.line, e.column]).toEqual([line, column]);
  });

  it('refuses more than 500 blocks, pointing at block 501', () => {
    const text = `series(${Array.from({ length: 500 }, (_, i) => `c${i}: 99.9`).join(', ')})`;
    const e = firstError(text);
    expect(e.message).toMatch(/More than 500 blocks: this is block 501/);
    expect(
      analyseTopology(`series(${Array.from({ length: 499 }, (_, i) => `c${i}: 99.9`).join(', ')})`)
        .errors,
    ).toEqual([]);
  });

  it('refuses nesting deeper than 32, at the 33rd group', () => {
    const deep = (n: number) => `${'series('.repeat(n)}a: 99${')'.repeat(n)}`;
    expect(analyseTopology(deep(32)).errors).toEqual([]);
    const e = firstError(deep(33));
    expect(e.message).toMatch(/Nesting deeper than 32/);
    expect(e.column).toBe(32 * 7 + 1);
  });

  it('reports every value problem at once, and still gives the tree', () => {
    const a = analyseTopology('series(a: 0, b: 200, a: 99)');
    expect(a.errors).toHaveLength(3);
    expect(a.topology).not.toBeNull();
    expect(a.evaluation).toBeNull();
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(...'series(parallel)[2of3]:,=% \n99.9abc-_'.split('')),
          maxLength: 60,
        }),
        (text) => {
          const a = analyseTopology(text);
          expect(a.evaluation !== null || a.errors.length > 0).toBe(true);
          for (const e of a.errors) expect(e.line).toBeGreaterThanOrEqual(1);
        },
      ),
      { numRuns: runs(500) },
    );
    expect(parseSyntax('x'.repeat(60_000)).ok).toBe(false);
  });
});
