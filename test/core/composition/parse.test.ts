import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '@/core/composition/ast';
import { parseSyntax } from '@/core/composition/parse';

/**
 * Every syntax error of the topology language as the user reads it: the whole message and the
 * exact span it underlines ({start, end}, offsets into the text). The messages are the product's
 * wording, written out here in full, so a changed word or a wrong place fails.
 */

const BLOCK =
  'Expected a block here (a component such as db: 99.99, or a group such as parallel(…)), found';
const NEEDS = (name: string) =>
  `“${name}” needs an availability: write ${name}: 99.9. For a group, write series(…), parallel(…) or 2of3(…).`;
const GROUPS = 'groups are series(…), parallel(…) and KofN(…) such as 2of3(…).';

function errorOf(text: string) {
  const r = parseSyntax(text);
  if (r.ok) throw new Error(`parsed: ${text}`);
  return r.error;
}

describe('syntax errors: the whole message and the span', () => {
  it.each<[string, string, number, number]>([
    [
      '',
      'The topology is empty: describe at least one block, e.g. series(lb: 99.99, app: 99.95).',
      0,
      0,
    ],
    [
      ' \n\t\r\n ',
      'The topology is empty: describe at least one block, e.g. series(lb: 99.99, app: 99.95).',
      0,
      0,
    ],
    [')', `${BLOCK} “)”.`, 0, 1],
    ['a: 99,,b: 9', `${BLOCK} “,”.`, 6, 7],
    ['a: 99)', 'This “)” closes nothing: remove it, or open a group before it.', 5, 6],
    ['a: 99]', 'This “]” closes nothing: remove it, or open a group before it.', 5, 6],
    ['a: 99 x', 'Expected a new line or “,” before the next block, found “x”.', 6, 7],
    ['a: 99 \t(', 'Expected a new line or “,” before the next block, found “(”.', 7, 8],
    ['db', NEEDS('db'), 0, 2],
    ['db\n', NEEDS('db'), 0, 2],
    ['db ,', NEEDS('db'), 0, 2],
    ['series(x: 9, db)', NEEDS('db'), 13, 15],
    [
      'db=99',
      'Unexpected “=” after “db”: names are letters, digits, -, _ and . only, then “:” and an availability.',
      2,
      3,
    ],
    [
      'db primary: 99',
      'A name cannot contain spaces: “db primary”. Join the words with - or _, e.g. db-primary.',
      0,
      10,
    ],
    [
      'db x y: 9',
      'A name cannot contain spaces: “db x”. Join the words with - or _, e.g. db-x.',
      0,
      4,
    ],
    ['xyz(a: 9)', `Unknown group “xyz”: ${GROUPS}`, 0, 3],
    ['paralel(a: 9)', `Unknown group “paralel” (did you mean “parallel”?): ${GROUPS}`, 0, 7],
    ['sereis(a: 9)', `Unknown group “sereis” (did you mean “series”?): ${GROUPS}`, 0, 6],
    ['parallel[ccf=5%] x', 'Expected “(” and the members of parallel, found “x”.', 17, 18],
    [
      'parallel[ccf=5%]',
      'Expected “(” and the members of parallel, found the end of the text.',
      16,
      17,
    ],
    ['2of3[ccf=5%]\n(a: 9)', 'Expected “(” and the members of 2of3, found a new line.', 12, 13],
    ['series(a: 99]', '“]” does not close “series(” opened at line 1, column 7: use “)”.', 12, 13],
    [
      'x: 9\nseries(a: 99',
      '“series(” at line 2, column 7 is never closed: add “)” after its last member.',
      11,
      12,
    ],
    [
      'series(\n',
      '“series(” at line 1, column 7 is never closed: add “)” after its last member.',
      6,
      7,
    ],
    [
      'series(a: 99 b: 99)',
      'Expected “,” or “)” after this member of series, found “b”: separate members with commas.',
      13,
      14,
    ],
    ['parallel[', 'The options “[” at line 1, column 9 are never closed: add “]”.', 8, 9],
    ['parallel[ccf=5%\n', 'The options “[” at line 1, column 9 are never closed: add “]”.', 8, 9],
    ['parallel[\n]', 'Expected an option (failover=… or ccf=…), found “]”.', 10, 11],
    ['parallel[=5%](a: 99)', 'Expected an option (failover=… or ccf=…), found “=”.', 9, 10],
    ['parallel[zzz=1](a: 9)', 'Unknown option “zzz”: groups take failover=…% and ccf=…%.', 9, 12],
    [
      'parallel[ccf=5%, failovr=9%](a: 9)',
      'Unknown option “failovr” (did you mean “failover”?): groups take failover=…% and ccf=…%.',
      17,
      24,
    ],
    ['parallel[ccf=5%, ccf=6%](a: 99)', '“ccf” is given twice in these options.', 17, 20],
    ['parallel[ccf 5%](a: 99)', 'Expected “=” and a percentage after “ccf”, e.g. ccf=5%.', 13, 14],
    [
      'parallel[failover](a: 99)',
      'Expected “=” and a percentage after “failover”, e.g. failover=99.9%.',
      17,
      18,
    ],
    ['parallel[ccf=5% x](a: 99)', 'Expected “,” or “]” after the option “ccf”, found “x”.', 16, 17],
    ['a: 99,9', 'Use a point for decimals: 99.9.', 3, 7],
    ['a: 99,9 \t', 'Use a point for decimals: 99.9.', 3, 9],
    ['series(a: 99,95)', 'Use a point for decimals: 99.95.', 10, 15],
    ['a: 99,b: 9,1', 'Use a point for decimals: 9.1.', 9, 12],
    ['a: x99,9', NEEDS('9'), 7, 8],
    ['a: 99x,9', NEEDS('9'), 7, 8],
    ['a:\n99', NEEDS('99'), 3, 5],
    ['db\n: 99', NEEDS('db'), 0, 2],
    [
      'parallel[ccf\n=5%](a: 9, b: 9)',
      'Expected “=” and a percentage after “ccf”, e.g. ccf=5%.',
      12,
      13,
    ],
  ])('%j', (text, message, start, end) => {
    expect(errorOf(text)).toEqual({ message, span: { start, end } });
  });

  it('a text over the limit is refused before reading it, underlining what is too much', () => {
    const atLimit = `a: ${'9'.repeat(MAX_TEXT_LENGTH - 3)}`;
    expect(parseSyntax(atLimit).ok).toBe(true);
    expect(errorOf(`${atLimit}9`)).toEqual({
      message: 'The text is 50,001 characters long; the limit is 50,000.',
      span: { start: 50_000, end: 50_001 },
    });
  });
});
