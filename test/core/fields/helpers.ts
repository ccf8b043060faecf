import { choiceField, numberField } from '@/core/fields/field';
import { defineForm } from '@/core/fields/form';

/** A number field with the given layout, labelled after its key. */
export const sampleField = (
  key: string,
  layout: { group?: string; modes?: string[]; row?: string } = {},
) => numberField(key, '1', { label: key.toUpperCase(), what: key, example: '1', ...layout });

/** A small form: a mode, three groups, a row, fields read in one mode only, and one with no group. */
export const FIELDS = [
  choiceField(
    'mode',
    'a',
    [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ],
    { label: 'Mode', what: 'a mode' },
  ),
  sampleField('x', { group: 'one' }),
  sampleField('y', { group: 'one', modes: ['b'], row: 'r' }),
  sampleField('z', { group: 'one', row: 'r' }),
  sampleField('w', { group: 'two', modes: ['a'] }),
  sampleField('v', { group: 'three' }),
  sampleField('u'),
] as const;

export const FORM = defineForm(FIELDS, {
  mode: 'mode',
  groups: [
    { id: 'three' },
    { id: 'one', legend: 'One' },
    { id: 'two', legend: { a: 'Two in a' }, order: ['w'] },
  ],
});
