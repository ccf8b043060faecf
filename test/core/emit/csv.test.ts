import { describe, expect, it } from 'vitest';
import { csvField, csvRecords } from '@/core/emit/csv';

describe('csvField (RFC 4180)', () => {
  it('quotes a field with a comma, a quote or a line break, quotes doubled', () => {
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('')).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('a\r\nb')).toBe('"a\r\nb"');
    expect(csvField('a | b \\ c')).toBe('a | b \\ c');
  });
});

describe('csvRecords', () => {
  it('one record per row, fields joined by commas', () => {
    expect(
      csvRecords([
        ['id', 'label'],
        ['x', '8,760 h'],
        ['', ''],
      ]),
    ).toEqual(['id,label', 'x,"8,760 h"', ',']);
    expect(csvRecords([])).toEqual([]);
  });
});
