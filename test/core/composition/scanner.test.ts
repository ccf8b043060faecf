import { describe, expect, it } from 'vitest';
import { parseSyntax } from '@/core/composition/parse';

describe('what the scanner accepts', () => {
  it('tabs, carriage returns and a spaced % between and after values', () => {
    const r = parseSyntax('a:\t99 \t%,\r\nb: 98%\r\n');
    expect(r.ok && r.topology.blocks).toMatchObject([
      { name: 'a', value: '99', span: { start: 0, end: 8 }, valueSpan: { start: 3, end: 8 } },
      { name: 'b', value: '98', span: { start: 11, end: 17 }, valueSpan: { start: 14, end: 17 } },
    ]);
  });

  it('a value keeps a % that is not at its end; a trailing comma or new line ends the text', () => {
    const r = parseSyntax('a: 9%9,\n\n');
    expect(r.ok && r.topology.blocks).toMatchObject([{ name: 'a', value: '9%9' }]);
    const spaced = parseSyntax('a: 99, b: 98 %');
    expect(spaced.ok && spaced.topology.blocks).toMatchObject([
      { name: 'a', value: '99', valueSpan: { start: 3, end: 5 } },
      { name: 'b', value: '98', valueSpan: { start: 10, end: 14 } },
    ]);
  });

  it('new lines between options, and a group’s spans from its head to its “)”', () => {
    const r = parseSyntax('x: 9, parallel[ccf=5%\n, failover=99%](a: 9, b: 9)');
    expect(r.ok && r.topology.blocks[1]).toMatchObject({
      kind: 'parallel',
      options: { ccf: { value: '5' }, failover: { value: '99' } },
      span: { start: 6, end: 49 },
      headSpan: { start: 6, end: 14 },
    });
  });

  it('a comma after a whole number is a separator unless digits and the end of the value follow', () => {
    const r = parseSyntax('a: 99,b: 9, c: 99 ,1d: 9');
    expect(r.ok && r.topology.blocks.map((b) => ('name' in b ? b.name : ''))).toEqual([
      'a',
      'b',
      'c',
      '1d',
    ]);
  });
});
