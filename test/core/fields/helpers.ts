import { choiceField, numberField } from '@/core/fields/field';
import { defineForm, type Form } from '@/core/fields/form';
import { layoutOf } from '@/core/fields/layout';

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

/**
 * A form as it is drawn in a mode: each group's id, legend (null when none) and rows, a row's
 * fields joined by `+`. What a panel's form test writes out by hand.
 */
export function drawnForm(form: Form, mode?: string) {
  return layoutOf(form, mode).map((g) => [
    g.id,
    g.legend,
    g.items.map((i) => i.fields.map((f) => f.key).join('+')),
  ]);
}
