import { describe, expect, it } from 'vitest';
import { durationShorthand, prometheusDuration, ruleNumber } from '@/core/alerts/export';
import { alertName, serviceSlug, sloName, tierNames } from '@/core/alerts/export/names';
import { rulePercent, sloFractionText, sloPercentText } from '@/core/alerts/export/number';
import type { ExportSpec } from '@/core/alerts/export/spec';
import { budgetSpent, thresholdRatio, tierLabel, tierList } from '@/core/alerts/export/tier-text';
import { YamlNumber, yamlDocument, yamlStream, yamlString } from '@/core/alerts/export/yaml';
import type { Tier } from '@/core/alerts/tier';

// Expected values worked by hand from the YAML 1.2 spec (plain, single- and double-quoted
// scalars, c-printable) and Prometheus' duration format.

const page = (long: number, short: number, factor = 14.4): Tier => ({
  severity: 'page',
  long,
  short,
  factor,
  for: 0,
});

const SPEC: ExportSpec = {
  service: 'api',
  errors: 'e',
  total: 't',
  sloText: '99.9',
  budget: 0.001,
  periodDays: 30,
  policy: 'custom',
  tiers: [],
};

describe('prometheusDuration, to the millisecond', () => {
  it('rounds to whole milliseconds, halves up', () => {
    expect(prometheusDuration(0.0004)).toBe('0s');
    expect(prometheusDuration(0.0005)).toBe('1ms');
    expect(prometheusDuration(0.001)).toBe('1ms');
    expect(prometheusDuration(1.5)).toBe('1s500ms');
    expect(prometheusDuration(1)).toBe('1s');
    expect(prometheusDuration(59.999)).toBe('59s999ms');
    expect(prometheusDuration(60)).toBe('1m');
    expect(prometheusDuration(86_399)).toBe('23h59m59s');
    expect(prometheusDuration(86_400)).toBe('1d');
    expect(prometheusDuration(90_061.001)).toBe('1d1h1m1s1ms');
  });

  it('says what is not a duration', () => {
    expect(() => prometheusDuration(-1)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not -1',
    );
    expect(() => prometheusDuration(Infinity)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not Infinity',
    );
    expect(() => durationShorthand(-0.5)).toThrow(
      'a duration must be a finite number of seconds ≥ 0, not -0.5',
    );
    expect(() => durationShorthand(Number.NaN)).toThrow(RangeError);
  });
});

describe('durationShorthand', () => {
  it('whole days, hours, minutes exactly; anything else to the nearest minute, at least 1m', () => {
    expect(durationShorthand(86_400)).toEqual({ text: '1d', exact: true });
    expect(durationShorthand(90_000)).toEqual({ text: '25h', exact: true });
    expect(durationShorthand(60)).toEqual({ text: '1m', exact: true });
    expect(durationShorthand(0)).toEqual({ text: '1m', exact: false });
    expect(durationShorthand(29)).toEqual({ text: '1m', exact: false });
    expect(durationShorthand(150)).toEqual({ text: '3m', exact: false });
    expect(durationShorthand(149)).toEqual({ text: '2m', exact: false });
    expect(durationShorthand(59.5)).toEqual({ text: '1m', exact: false });
  });
});

describe('ruleNumber and rulePercent', () => {
  it('12 significant digits, plain decimals', () => {
    expect(ruleNumber(123_456_789_012.4)).toBe('123456789012');
    expect(ruleNumber(1_234_567_890_123)).toBe('1234567890120');
    expect(ruleNumber(0.000_012_345_678_901_234)).toBe('0.0000123456789012');
    expect(ruleNumber(-2.5)).toBe('-2.5');
    expect(ruleNumber(1e-300)).toBe('0.' + '0'.repeat(299) + '1');
  });

  it('refuses what is not finite, in words', () => {
    expect(() => ruleNumber(Number.NaN)).toThrow('a rule number must be finite, not NaN');
    expect(() => ruleNumber(-Infinity)).toThrow('a rule number must be finite, not -Infinity');
    expect(() => ruleNumber(Infinity)).toThrow(RangeError);
  });

  it('writes fractions as percentages', () => {
    expect(rulePercent(0.0144)).toBe('1.44%');
    expect(rulePercent(1)).toBe('100%');
    expect(rulePercent(0.001 / 3)).toBe('0.0333333333333%');
  });
});

describe('the SLO as text', () => {
  const spec = (sloText: string, budget: number): ExportSpec => ({ ...SPEC, sloText, budget });

  it('as typed, tidied; from the budget when not a plain decimal', () => {
    expect(sloPercentText(spec('99.90', 0.001))).toBe('99.9');
    expect(sloPercentText(spec(' 99.95 ', 0.0005))).toBe('99.95');
    expect(sloPercentText(spec('.5', 0.995))).toBe('0.5');
    expect(sloPercentText(spec('9.99e1', 0.001))).toBe('99.9');
    expect(sloPercentText(spec('ninety', 0.25))).toBe('75');
    expect(sloFractionText(spec('99.9', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('99.95', 0.0005))).toBe('0.9995');
    expect(sloFractionText(spec(' .5 ', 0.995))).toBe('0.005');
    expect(sloFractionText(spec('99.99999', 1e-7))).toBe('0.9999999');
    expect(sloFractionText(spec('9.99e1', 0.001))).toBe('0.999');
    expect(sloFractionText(spec('ninety', 0.25))).toBe('0.75');
    // Spaces around the typed text are ignored: the text wins over a budget that disagrees.
    expect(sloPercentText(spec(' 99.9 ', 0.25))).toBe('99.9');
    expect(sloFractionText(spec(' 99.9 ', 0.25))).toBe('0.999');
  });
});

describe('names', () => {
  it('the SLO and the alert', () => {
    expect(sloName('api')).toBe('api-availability');
    expect(alertName('api')).toBe('api-error-budget-burn');
  });

  it('the slug: dashes collapse and trim after the cut to 30 characters', () => {
    expect(serviceSlug('A__B')).toBe('a-b');
    expect(serviceSlug('-a-')).toBe('a');
    expect(serviceSlug('--a--b--')).toBe('a-b');
    // 29 letters and a space: the cut leaves a trailing dash, which goes.
    expect(serviceSlug(`${'x'.repeat(29)} y`)).toBe('x'.repeat(29));
    expect(serviceSlug(`${'x'.repeat(28)} y`)).toBe(`${'x'.repeat(28)}-y`);
  });

  it('one name per tier: windows, or the position when the windows make it too long', () => {
    const slug = 'a'.repeat(30);
    // 30 + "-ticket-" (8) + "1d1h1m1s-10m" (12) = 50 characters, the most kept.
    const fits: Tier = { ...page(90_061, 600), severity: 'ticket' };
    expect(tierNames(slug, [fits])).toEqual([`${slug}-ticket-1d1h1m1s-10m`]);
    // "1d1h1m1s-10m1s" makes it 52: the tier's position instead.
    const long: Tier = { ...fits, short: 601 };
    expect(tierNames(slug, [fits, long])).toEqual([
      `${slug}-ticket-1d1h1m1s-10m`,
      `${slug}-ticket-2`,
    ]);
    expect(
      tierNames('api', [page(3600, 300), page(3600, 300), page(7200, 300), page(3600, 300)]),
    ).toEqual(['api-page-1h-5m', 'api-page-1h-5m-2', 'api-page-2h-5m', 'api-page-1h-5m-3']);
  });
});

describe('tier text for comments', () => {
  it('label, list, threshold and budget spent', () => {
    expect(tierLabel(page(3600, 300))).toBe('page 1h/5m ×14.4');
    expect(tierList([])).toBe('none');
    expect(tierList([page(3600, 300), { ...page(259_200, 21_600, 1), severity: 'ticket' }])).toBe(
      'page 1h/5m ×14.4, ticket 3d/6h ×1',
    );
    // 14.4 × 0.001 = 0.0144; 14.4 × 3600 / 2,592,000 = 0.02.
    expect(thresholdRatio(page(3600, 300), SPEC)).toBeCloseTo(0.0144, 15);
    expect(budgetSpent(page(3600, 300), SPEC)).toBeCloseTo(0.02, 15);
  });
});

describe('yamlString', () => {
  it('plain when it cannot read as anything else', () => {
    expect(yamlString('api')).toBe('api');
    expect(yamlString('a')).toBe('a');
    expect(yamlString('_x')).toBe('_x');
    expect(yamlString('a:b')).toBe('a:b');
    expect(yamlString('a#b')).toBe('a#b');
    expect(yamlString("it's")).toBe("it's");
    expect(yamlString('a b~')).toBe('a b~');
  });

  it('single-quoted when plain would mislead, quotes doubled', () => {
    expect(yamlString('')).toBe("''");
    expect(yamlString('5m')).toBe("'5m'");
    expect(yamlString('-x')).toBe("'-x'");
    expect(yamlString('a ')).toBe("'a '");
    expect(yamlString('a:')).toBe("'a:'");
    expect(yamlString('a: b')).toBe("'a: b'");
    expect(yamlString('a #b')).toBe("'a #b'");
    expect(yamlString('yes')).toBe("'yes'");
    expect(yamlString('Off')).toBe("'Off'");
    expect(yamlString('N')).toBe("'N'");
    expect(yamlString('NULL')).toBe("'NULL'");
    expect(yamlString('yesno')).toBe('yesno');
    expect(yamlString('nully')).toBe('nully');
    expect(yamlString("'q'")).toBe("'''q'''");
    expect(yamlString("a'b'c")).toBe("a'b'c");
    expect(yamlString("(a'b)")).toBe("'(a''b)'");
    expect(yamlString('~')).toBe("'~'");
    expect(yamlString(' ')).toBe("' '");
  });

  it('double-quoted with escapes when not printable ASCII', () => {
    expect(yamlString('é')).toBe('"é"');
    expect(yamlString('aé')).toBe('"aé"');
    expect(yamlString('a\nb')).toBe('"a\\nb"');
    expect(yamlString('\t"\\\r\0')).toBe('"\\t\\"\\\\\\r\\0"');
    expect(yamlString('\x01\x1f')).toBe('"\\x01\\x1F"');
    expect(yamlString('\x7f\x80\x9f')).toBe('"\\x7F\\x80\\x9F"');
    // U+00A0 and U+00FF are printable: kept as they are.
    expect(yamlString('\xa0\xff\u0100')).toBe('"\xa0\xff\u0100"');
    expect(yamlString('\u2027\u2028\u2029\u202a')).toBe('"\u2027\\u2028\\u2029\u202a"');
    expect(yamlString('\ud7ff\ud800x\udfff\ue000')).toBe('"\ud7ff\\uD800x\\uDFFF\ue000"');
    expect(yamlString('\ufefe\ufeff\ufffd\ufffe\uffff')).toBe(
      '"\ufefe\\uFEFF\ufffd\\uFFFE\\uFFFF"',
    );
    expect(yamlString('🚀')).toBe('"🚀"');
    expect(yamlString('\x20\x7e\x85')).toBe('" ~\\x85"');
  });
});

describe('yamlDocument and yamlStream', () => {
  it('writes mappings, lists, scalars, comments and empty collections', () => {
    const text = yamlDocument(
      {
        '#top': 'one\n\ntwo',
        '#not text': true,
        name: 'x',
        skipped: undefined,
        num: new YamlNumber('1.50'),
        yes: true,
        no: false,
        empty: [],
        none: {},
        onlyComments: { '#c': 'c', gone: undefined },
        list: [
          'a',
          new YamlNumber('2'),
          false,
          [],
          {},
          ['b', 'c'],
          { '#note': 'above the dash', k: 'v', m: { z: 'w' } },
        ],
        nested: { deeper: { key: '5m' } },
      },
      ['header', 'two\nlines', ''],
    );
    expect(text).toBe(
      [
        '# header',
        '# two',
        '# lines',
        '#',
        '# one',
        '#',
        '# two',
        '#',
        'name: x',
        'num: 1.50',
        "'yes': true",
        "'no': false",
        'empty: []',
        'none: {}',
        'onlyComments: {}',
        'list:',
        '  - a',
        '  - 2',
        '  - false',
        '  - []',
        '  - {}',
        '  - - b',
        '    - c',
        '  # above the dash',
        '  - k: v',
        '    m:',
        '      z: w',
        'nested:',
        '  deeper:',
        "    key: '5m'",
        '',
      ].join('\n'),
    );
  });

  it('a document with no header, and streams joined by ---', () => {
    expect(yamlDocument({ a: 'b' })).toBe('a: b\n');
    expect(yamlStream(['a: 1\n', 'b: 2\n'])).toBe('a: 1\n---\nb: 2\n');
    expect(yamlStream(['a: 1\n'])).toBe('a: 1\n');
  });
});
