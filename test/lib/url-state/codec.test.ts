import { describe, expect, it } from 'vitest';
import {
  buildHash,
  decodeQuery,
  encodeQuery,
  hasInputParams,
  parseHash,
  type ParamSpec,
} from '@/lib/url-state/codec';

const specs: ParamSpec[] = [
  { key: 'a', default: '99.99' },
  { key: 'cal', default: '365d' },
];

describe('url codec', () => {
  it('writes only values that differ from the defaults, in a fixed order', () => {
    expect(encodeQuery(specs, { a: '99.99', cal: '365d' })).toBe('');
    expect(buildHash('nines', specs, { cal: 'gregorian', a: '99.95' })).toBe(
      '#/nines?a=99.95&cal=gregorian',
    );
    expect(buildHash('nines', specs, { a: '99.99', cal: '365d' })).toBe('#/nines?v=1');
    expect(buildHash('nines', specs, { a: '99.99', cal: '365d' }, true)).toBe('#/nines?v=1&embed');
  });

  it('round-trips any text, including characters that need escaping', () => {
    const inputs = { a: '99.9 % & x=y#', cal: 'gregorian' };
    const route = parseHash(buildHash('nines', specs, inputs));
    expect(route.panelId).toBe('nines');
    expect(decodeQuery(specs, route.query).inputs).toEqual(inputs);
  });

  it('parses the route, embed flag and panel id', () => {
    const route = parseHash('#/nines?a=99.95&cal=gregorian&embed');
    expect(route).toMatchObject({ panelId: 'nines', embed: true });
    expect(hasInputParams(route.query)).toBe(true);
    expect(hasInputParams(parseHash('#/nines?embed').query)).toBe(false);
    expect(hasInputParams(parseHash('#/nines').query)).toBe(false);
    // A link at the worked example still determines the panel.
    expect(hasInputParams(parseHash('#/nines?v=1').query)).toBe(true);
    expect(parseHash('#/nines?embed=0').embed).toBe(false);
    expect(parseHash('#/nines?embed=1').embed).toBe(true);
    expect(parseHash('').panelId).toBeNull();
    expect(parseHash('#/').panelId).toBeNull();
  });

  it('fills missing keys with defaults and reports unknown keys and versions without throwing', () => {
    const decoded = decodeQuery(specs, new URLSearchParams('a=garbage&zzz=1&v=9'));
    expect(decoded.inputs).toEqual({ a: 'garbage', cal: '365d' });
    expect(decoded.problems).toHaveLength(2);
    expect(decoded.problems.join(' ')).toMatch(/“zzz” is not a setting/);
    expect(decoded.problems.join(' ')).toMatch(/version “9”/);
    expect(decodeQuery(specs, new URLSearchParams('v=1')).problems).toEqual([]);
  });

  it('reads show and theme as route keys, never as settings of the panel', () => {
    const route = parseHash('#/nines?a=99.95&embed&show=results,%20chart,,&theme=dark');
    expect(route).toMatchObject({ embed: true, show: ['results', 'chart'], theme: 'dark' });
    expect(decodeQuery(specs, route.query).problems).toEqual([]);
    expect(parseHash('#/nines?embed&show=').show).toEqual([]);
    expect(parseHash('#/nines?embed')).toMatchObject({ show: null, theme: null });
    expect(parseHash('#/nines?embed&theme=sepia').theme).toBe('sepia');
    // They say how to show a link, not what it computes: a bare embed stays bare.
    expect(hasInputParams(parseHash('#/nines?embed&show=results&theme=dark').query)).toBe(false);
  });

  it('writes show and theme only when asked, after embed, and reads them back', () => {
    const inputs = { a: '99.95', cal: '365d' };
    expect(buildHash('nines', specs, inputs)).toBe('#/nines?a=99.95');
    expect(buildHash('nines', specs, inputs, { embed: true })).toBe('#/nines?a=99.95&embed');
    expect(buildHash('nines', specs, inputs, { embed: true, show: [] })).toBe(
      '#/nines?a=99.95&embed',
    );
    const hash = buildHash('nines', specs, inputs, {
      embed: true,
      show: ['results', 'chart'],
      theme: 'dark',
    });
    expect(hash).toBe('#/nines?a=99.95&embed&show=results,chart&theme=dark');
    const route = parseHash(hash);
    expect(route).toMatchObject({ show: ['results', 'chart'], theme: 'dark' });
    expect(decodeQuery(specs, route.query).inputs).toEqual(inputs);
  });
});
