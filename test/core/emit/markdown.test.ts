import { describe, expect, it } from 'vitest';
import { markdownTable, markdownText } from '@/core/emit/markdown';

describe('markdownText', () => {
  it('escapes backslashes and pipes, and puts the text on one line', () => {
    expect(markdownText('a | b')).toBe('a \\| b');
    expect(markdownText('a\\b')).toBe('a\\\\b');
    expect(markdownText('\\|')).toBe('\\\\\\|');
    expect(markdownText('8h 45m\n36s')).toBe('8h 45m 36s');
    expect(markdownText('Nines\r\nof total')).toBe('Nines of total');
    expect(markdownText('a  \n\n  b')).toBe('a b');
    expect(markdownText('  padded  ')).toBe('padded');
    expect(markdownText('plain, "quoted" *text*')).toBe('plain, "quoted" *text*');
  });
});

describe('markdownTable', () => {
  it('writes a header, a delimiter row and one line per row, every cell escaped', () => {
    expect(
      markdownTable(
        ['Result', 'Value'],
        [
          ['Per year | total', '8h\n45m'],
          ['Empty', ''],
        ],
      ),
    ).toEqual([
      '| Result | Value |',
      '| --- | --- |',
      '| Per year \\| total | 8h 45m |',
      '| Empty |  |',
    ]);
    expect(markdownTable(['a|b'], [])).toEqual(['| a\\|b |', '| --- |']);
  });
});
