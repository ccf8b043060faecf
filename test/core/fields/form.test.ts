import { describe, expect, it } from 'vitest';
import { defineForm } from '@/core/fields/form';
import { inMode, layoutOf, modeKeys } from '@/core/fields/layout';
import { FIELDS, FORM, sampleField } from './helpers';

const keysOf = (layout: ReturnType<typeof layoutOf>) =>
  layout.map((g) => [
    g.id,
    g.legend,
    g.items.map((i) => [i.row ?? '', ...i.fields.map((f) => f.key)]),
  ]);

describe('a form declared with its fields', () => {
  it('the builders carry group, modes and row, and nothing when not given', () => {
    const [, x, y] = FIELDS;
    expect(x.group).toBe('one');
    expect('modes' in x).toBe(false);
    expect('row' in x).toBe(false);
    expect(y).toMatchObject({ group: 'one', modes: ['b'], row: 'r' });
    // Layout is not a bound: the rule the parser checks and the docs describe is unchanged.
    expect(y.rule).toEqual({ what: 'y', example: '1' });
    expect('group' in FIELDS[6]).toBe(false);
  });

  it('draws the groups in their order, fields in declaration order, a row as one item', () => {
    expect(keysOf(layoutOf(FORM, 'b'))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'y', 'z'],
        ],
      ],
    ]);
  });

  it('leaves out the fields of other modes, and a group with none left', () => {
    expect(keysOf(layoutOf(FORM, 'a'))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'z'],
        ],
      ],
      ['two', 'Two in a', [['', 'w']]],
    ]);
  });

  it('with no mode, draws every field; a legend given per mode is then absent', () => {
    expect(keysOf(layoutOf(FORM))).toEqual([
      ['three', null, [['', 'v']]],
      [
        'one',
        'One',
        [
          ['', 'x'],
          ['r', 'y', 'z'],
        ],
      ],
      ['two', null, [['', 'w']]],
    ]);
    expect(inMode(FIELDS[2])).toBe(true);
    expect(inMode(FIELDS[2], 'a')).toBe(false);
    expect(inMode(FIELDS[1], 'anything')).toBe(true);
  });

  it("a group's own order wins over the declaration's", () => {
    const form = defineForm([sampleField('p', { group: 'g' }), sampleField('q', { group: 'g' })], {
      groups: [{ id: 'g', order: ['q', 'p'] }],
    });
    expect(modeKeys(form, 'any')).toEqual(['q', 'p']);
  });

  it('modeKeys: the keys a mode reads, in the order the form draws them', () => {
    expect(modeKeys(FORM, 'a')).toEqual(['v', 'x', 'z', 'w']);
    expect(modeKeys(FORM, 'b')).toEqual(['v', 'x', 'y', 'z']);
  });
});
