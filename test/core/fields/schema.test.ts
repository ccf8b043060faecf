import { describe, expect, it } from 'vitest';
import { flagField, numberField, textField } from '@/core/fields/field';
import {
  defaultsOf,
  fieldFor,
  fieldOf,
  messageOf,
  parseAll,
  presetTexts,
  valuesOf,
} from '@/core/fields/schema';
import { fail, ok } from '@/core/input/parsed';

const schema = [
  numberField('n', '3', { label: 'N', what: 'a count', example: '3', integer: true, min: 1 }),
  flagField('on', '1', { label: 'On', what: 'the switch' }),
  textField('t', 'x', { label: 'T', values: 'text' }),
] as const;

describe('schema helpers', () => {
  it('defaultsOf is the worked example as text, key by key', () => {
    expect(defaultsOf(schema)).toEqual({ n: '3', on: '1', t: 'x' });
  });

  it('parseAll reads each field alone and falls back to the default for a missing key', () => {
    const parsed = parseAll(schema, { n: '0', on: '0' } as never);
    expect(parsed.n).toEqual(fail('A count must be at least 1.'));
    expect(parsed.on).toEqual(ok(false));
    expect(parsed.t).toEqual(ok('x'));
  });

  it('messageOf gives the error of a bad field, else null', () => {
    expect(messageOf(fail('bad'))).toBe('bad');
    expect(messageOf(ok(1))).toBeNull();
    expect(messageOf(null)).toBeNull();
    expect(messageOf(undefined)).toBeNull();
  });

  it('valuesOf returns the named values, or null while any of them is invalid', () => {
    const parsed = { a: ok(1), b: ok('z'), c: fail<number>('no') };
    expect(valuesOf(parsed, ['a', 'b'])).toEqual({ a: 1, b: 'z' });
    expect(valuesOf(parsed, ['a', 'c'])).toBeNull();
    expect(valuesOf(parsed, ['c', 'a'])).toBeNull();
    expect(valuesOf(parsed as Record<string, ReturnType<typeof ok>>, ['missing'])).toBeNull();
  });

  it('fieldFor and fieldOf find a field by key; fieldFor throws in words on an unknown key', () => {
    expect(fieldFor(schema, 'on')).toBe(schema[1]);
    expect(fieldOf(schema, 't')).toBe(schema[2]);
    expect(fieldOf(schema, 'nope')).toBeUndefined();
    expect(() => fieldFor(schema, 'nope' as never)).toThrow('No field “nope” in this schema.');
  });

  it('presetTexts writes a preset as URL text: booleans 1/0, numbers and words as typed', () => {
    const presets = [
      { id: 'a', v: { n: 5, on: true, t: 'w' } },
      { id: 'b', v: { n: 0.25, on: false, t: '' } },
    ];
    const texts = presetTexts(presets, (p) => p.v);
    expect(texts('a')).toEqual({ n: '5', on: '1', t: 'w' });
    expect(texts('b')).toEqual({ n: '0.25', on: '0', t: '' });
    expect(texts('c')).toBeNull();
  });
});
