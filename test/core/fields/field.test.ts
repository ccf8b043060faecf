import { describe, expect, it } from 'vitest';
import {
  YES_NO,
  choiceField,
  customField,
  flagField,
  numberField,
  textField,
} from '@/core/fields/field';
import { fail, ok } from '@/core/input/parsed';

describe('numberField', () => {
  // Built inside each test, so that the code under test runs while the test does.
  const makeInterval = () =>
    numberField('interval', '10', {
      label: 'Check interval',
      what: 'a check interval',
      example: '10',
      min: 0,
      minExclusive: true,
      max: 3600,
      unit: 's',
    });

  it('carries key, default, label as doc, the rule and the unit; seconds when the unit is s', () => {
    const interval = makeInterval();
    expect(interval.key).toBe('interval');
    expect(interval.default).toBe('10');
    expect(interval.kind).toBe('seconds');
    expect(interval.label).toBe('Check interval');
    expect(interval.doc).toBe('Check interval');
    expect(interval.unit).toBe('s');
    expect(interval.rule).toEqual({
      what: 'a check interval',
      example: '10',
      min: 0,
      minExclusive: true,
      max: 3600,
      unit: 's',
    });
    expect('hint' in interval).toBe(false);
    expect('values' in interval).toBe(false);
  });

  it('parses against its rule', () => {
    const interval = makeInterval();
    expect(interval.parse('2.5')).toEqual(ok(2.5));
    expect(interval.parse('0')).toEqual(fail('A check interval must be more than 0 s.'));
    expect(interval.parse('3601')).toEqual(fail('A check interval must be at most 3600 s.'));
  });

  it('is an integer field when the rule says so, a decimal otherwise; suffix overrides the unit', () => {
    const n = numberField('n', '3', {
      label: 'Checks',
      doc: 'Consecutive failed checks',
      hint: 'How many in a row',
      values: 'whole number',
      what: 'a count',
      example: '3',
      integer: true,
      min: 1,
    });
    expect(n.kind).toBe('integer');
    expect(n.doc).toBe('Consecutive failed checks');
    expect(n.hint).toBe('How many in a row');
    expect(n.values).toBe('whole number');
    expect('unit' in n).toBe(false);
    expect(n.parse('2.5')).toEqual(fail('A count must be a whole number.'));
    expect(n.parse('4')).toEqual(ok(4));

    const rate = numberField('rps', '100', {
      label: 'Rate',
      what: 'a rate',
      example: '100',
      suffix: '/s',
    });
    expect(rate.kind).toBe('decimal');
    expect(rate.unit).toBe('/s');
    // The rule keeps no suffix: it is the form's, not the messages'.
    expect(rate.rule).toEqual({ what: 'a rate', example: '100' });
  });
});

describe('choiceField, flagField, textField, customField', () => {
  const choices = [
    { value: 'lb', label: 'Load balancer' },
    { value: 'dns', label: 'DNS' },
  ] as const;

  it('a choice accepts its words and explains the others', () => {
    const f = choiceField('mode', 'lb', choices, { label: 'Mode', what: 'a failover mode' });
    expect(f.kind).toBe('choice');
    expect(f.default).toBe('lb');
    expect(f.choices).toBe(choices);
    expect(f.parse(' dns ')).toEqual(ok('dns'));
    expect(f.parse('x')).toEqual(fail('“x” is not a failover mode: use one of “lb”, “dns”.'));
  });

  it('a flag is 1 or 0 with yes/no choices unless it names its own', () => {
    const f = flagField('jitter', '1', { label: 'Jitter', what: 'jitter' });
    expect(f.kind).toBe('boolean');
    expect(f.choices).toBe(YES_NO);
    expect(YES_NO).toEqual([
      { value: '1', label: 'yes' },
      { value: '0', label: 'no' },
    ]);
    expect(f.parse('1')).toEqual(ok(true));
    expect(f.parse('0')).toEqual(ok(false));
    expect(f.parse('yes')).toEqual(
      fail('“yes” is not a valid setting for jitter: use 1 (yes) or 0 (no).'),
    );
    const own = [
      { value: '1', label: 'on' },
      { value: '0', label: 'off' },
    ];
    expect(flagField('x', '0', { label: 'X', what: 'x', choices: own }).choices).toBe(own);
  });

  it('text is kept as typed', () => {
    const f = textField('topology', 'a b', { label: 'Topology', values: 'the language' });
    expect(f.kind).toBe('text');
    expect(f.values).toBe('the language');
    expect(f.parse('  anything at all ')).toEqual(ok('  anything at all '));
  });

  it('a custom field uses its own parser, unit and choices', () => {
    const parse = (t: string) => (t === 'ok' ? ok(1) : fail<number>('no'));
    const f = customField('a', '99.9', 'percent', {
      label: 'Availability',
      values: 'a percentage',
      unit: '%',
      choices: YES_NO,
      parse,
    });
    expect(f.kind).toBe('percent');
    expect(f.unit).toBe('%');
    expect(f.choices).toBe(YES_NO);
    expect(f.parse).toBe(parse);
    const bare = customField('b', '', 'text', { label: 'B', values: 'v', parse });
    expect('unit' in bare).toBe(false);
    expect('choices' in bare).toBe(false);
  });
});
