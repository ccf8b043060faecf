import { describe, expect, it } from 'vitest';
import { wrapText } from '@/lib/export/footer';
import { jsonValue, toCsv, toJson, toMarkdown } from '@/lib/export/formats';
import type { ResultsExport } from '@/lib/export/rows';

/** Hostile labels: pipes, quotes, commas, line breaks, a backslash; one row of each status. */
const DATA: ResultsExport = {
  panel: 'nines',
  title: 'Nines | downtime',
  link: 'https://example.test/#/nines?a=99.9',
  inputs: [
    { key: 'a', label: 'Availability', value: '99.9', unit: '%' },
    { key: 'cal', label: 'Calendar', value: '365d', unit: '' },
  ],
  results: [
    {
      id: 'downtime-year',
      label: 'Per year | "365d", 8,760 h',
      text: '8h 45m\n36s',
      value: 31536,
      unit: 's',
      status: 'known',
      staleValue: null,
    },
    {
      id: 'verdict',
      label: 'Say "hi", a\\b',
      text: 'Page a human',
      value: 'page-human',
      unit: 'code',
      status: 'known',
      staleValue: null,
    },
    {
      id: 'total-nines',
      label: 'Nines\r\nof total',
      text: '3.5',
      value: null,
      unit: '',
      status: 'stale',
      staleValue: 3.5,
    },
    {
      id: 'mtbft',
      label: 'MTBF',
      text: 'never',
      value: null,
      unit: 's',
      status: 'unknown',
      staleValue: null,
    },
  ],
};

describe('export writers', () => {
  it('writes a Markdown table with pipes and backslashes escaped, one line per row, the link under it', () => {
    expect(toMarkdown(DATA)).toBe(
      [
        '**Nines \\| downtime** (Reliability Lab)',
        '',
        '| Result | Value | Raw value | Unit |',
        '| --- | --- | --- | --- |',
        '| Per year \\| "365d", 8,760 h | 8h 45m 36s | 31536 | s |',
        '| Say "hi", a\\\\b | Page a human | page-human |  |',
        '| Nines of total | 3.5 (last valid, not current) |  |  |',
        '| MTBF | never (not computable) |  | s |',
        '',
        'Link: <https://example.test/#/nines?a=99.9>',
        '',
      ].join('\n'),
    );
  });

  it('writes RFC 4180 CSV: quoted fields where needed, quotes doubled, CRLF rows', () => {
    expect(toCsv(DATA)).toBe(
      'id,label,shown,value,unit,status,stale_value\r\n' +
        'downtime-year,"Per year | ""365d"", 8,760 h","8h 45m\n36s",31536,s,known,\r\n' +
        'verdict,"Say ""hi"", a\\b",Page a human,page-human,,known,\r\n' +
        'total-nines,"Nines\r\nof total",3.5,,,stale,3.5\r\n' +
        'mtbft,MTBF,never,,s,unknown,\r\n',
    );
  });

  it('writes JSON with numbers where the raw value is numeric, codes as text, null when unknown', () => {
    expect(JSON.parse(toJson(DATA))).toEqual({
      panel: 'nines',
      title: 'Nines | downtime',
      link: 'https://example.test/#/nines?a=99.9',
      inputs: { a: '99.9', cal: '365d' },
      results: [
        {
          id: 'downtime-year',
          label: 'Per year | "365d", 8,760 h',
          shown: '8h 45m\n36s',
          value: 31536,
          unit: 's',
          status: 'known',
        },
        {
          id: 'verdict',
          label: 'Say "hi", a\\b',
          shown: 'Page a human',
          value: 'page-human',
          unit: null,
          status: 'known',
        },
        {
          id: 'total-nines',
          label: 'Nines\r\nof total',
          shown: '3.5',
          value: null,
          unit: null,
          status: 'stale',
          staleValue: 3.5,
        },
        {
          id: 'mtbft',
          label: 'MTBF',
          shown: 'never',
          value: null,
          unit: 's',
          status: 'unknown',
        },
      ],
    });
  });

  it('reads raw values as numbers only when they are plain finite decimals', () => {
    expect(jsonValue('1e-12')).toBe(1e-12);
    expect(jsonValue('-0.25')).toBe(-0.25);
    expect(jsonValue('0x10')).toBe('0x10');
    expect(jsonValue('Infinity')).toBe('Infinity');
    expect(jsonValue(' ')).toBe(' ');
    expect(jsonValue('')).toBeNull();
  });

  it('wraps footer text at spaces, and inside a word longer than the line', () => {
    const measure = (t: string) => t.length * 10;
    expect(wrapText('aa bb cc', 50, measure)).toEqual(['aa bb', 'cc']);
    expect(wrapText('abcdefghijkl', 50, measure)).toEqual(['abcde', 'fghij', 'kl']);
    expect(wrapText('', 50, measure)).toEqual([]);
  });
});
