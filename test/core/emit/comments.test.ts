import { describe, expect, it } from 'vitest';
import { commentLines, issueLines, type ConfigIssue } from '@/core/emit/comments';

const ISSUES: ConfigIssue[] = [
  { level: 'note', text: 'a platform fact' },
  { level: 'cannot', text: 'x is written as y.' },
  { level: 'warning', text: 'z behaves differently.' },
];

describe('issueLines', () => {
  it('repeats each cannot and warning in order, notes left out', () => {
    expect(issueLines(ISSUES)).toEqual([
      'CANNOT EXPRESS: x is written as y.',
      'WARNING: z behaves differently.',
    ]);
    expect(issueLines([{ level: 'note', text: 'n' }])).toEqual([]);
  });
});

describe('commentLines', () => {
  it('puts the marker and a space before each line; an empty line is the marker alone', () => {
    expect(commentLines(issueLines(ISSUES), '#')).toEqual([
      '# CANNOT EXPRESS: x is written as y.',
      '# WARNING: z behaves differently.',
    ]);
    expect(commentLines(['a', '', 'b'], '//')).toEqual(['// a', '//', '// b']);
    expect(commentLines([], '#')).toEqual([]);
  });
});
