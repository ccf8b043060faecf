import { describe, expect, it } from 'vitest';
import { NINES_FIELDS } from '@/core/availability/fields';
import { choiceField, flagField, numberField, textField } from '@/core/fields/field';
import { inputsLine, MAX_TEXT, valueText } from '@/lib/inputs-line';

const RATE = numberField('rate', '40', {
  label: 'Rate',
  what: 'a rate',
  example: '40',
  min: 0,
  suffix: '/s',
});
const SIZE = numberField('size', '600', {
  label: 'Record size',
  what: 'a size',
  example: '600',
  min: 0,
  suffix: 'B',
});
const PLAIN = numberField('n', '3', {
  label: 'Replicas',
  what: 'a count',
  example: '3',
  min: 1,
  integer: true,
});
const MODE = choiceField(
  'mode',
  'fast',
  [
    { value: 'fast', label: 'Fast path' },
    { value: 'slow', label: 'Slow path' },
  ],
  { label: 'Mode', what: 'a mode' },
);
const FLAG = flagField('lost', '0', { label: 'First response lost', what: 'a flag' });
const TOPOLOGY = textField('t', 'lb 99.99\napp 99.9', { label: 'Topology', values: 'text' });

describe('the printed inputs line', () => {
  it('says each value as the form shows it: units, choice labels, yes and no', () => {
    expect(valueText(RATE, '40')).toBe('40/s');
    expect(valueText(SIZE, '600')).toBe('600 B');
    expect(valueText(PLAIN, '5')).toBe('5');
    expect(valueText(MODE, 'slow')).toBe('Slow path');
    expect(valueText(FLAG, '1')).toBe('yes');
    expect(valueText(FLAG, '0')).toBe('no');
  });

  it('keeps a value the field cannot read as it was typed, and names an empty one', () => {
    expect(valueText(MODE, 'sideways')).toBe('sideways');
    expect(valueText(RATE, 'abc')).toBe('abc/s');
    expect(valueText(RATE, '  ')).toBe('(empty)');
  });

  it('puts free text on one line and cuts it at its limit', () => {
    expect(valueText(TOPOLOGY, 'lb 99.99\napp   99.9')).toBe('lb 99.99 app 99.9');
    const long = valueText(TOPOLOGY, 'x'.repeat(200));
    expect(long).toHaveLength(MAX_TEXT);
    expect(long.endsWith('…')).toBe(true);
  });

  it('joins the fields in schema order, defaults standing in for missing keys', () => {
    expect(inputsLine([RATE, MODE, FLAG], { rate: '12.5', lost: '1' })).toBe(
      'Rate 12.5/s · Mode Fast path · First response lost yes',
    );
  });

  it('reads the Nines panel’s link as a person would', () => {
    expect(inputsLine(NINES_FIELDS, { a: '99.95', cal: 'gregorian' })).toBe(
      'Availability target 99.95% · Calendar Gregorian year · Direction Availability → downtime · ' +
        'Allowed downtime 1800 s · Period per month',
    );
  });
});
