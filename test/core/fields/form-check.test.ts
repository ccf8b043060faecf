import { describe, expect, it } from 'vitest';
import { ALERTS_FORM } from '@/core/alerts/form';
import { NINES_FORM } from '@/core/availability/form';
import { DECISION_FORM } from '@/core/decision/form';
import { DETECTION_FORM } from '@/core/detection/form';
import { FAILOVER_FORM } from '@/core/failover/form';
import { defineForm } from '@/core/fields/form';
import { formProblems } from '@/core/fields/form-check';
import { IDEMPOTENCY_FORM } from '@/core/idempotency/form';
import { OVERLOAD_FORM } from '@/core/overload/form';
import { RETRIES_FORM } from '@/core/retries/form';
import { FORM, sampleField } from './helpers';

describe('formProblems', () => {
  it('finds nothing wrong in the example form', () => {
    expect(formProblems(FORM)).toEqual([]);
  });

  it('names a field in an undeclared group, or read in a mode the form does not have', () => {
    const form = defineForm([sampleField('d', { group: 'nowhere', modes: ['m'] })], { groups: [] });
    expect(formProblems(form)).toEqual([
      '“d” is in the group “nowhere”, which the form does not declare.',
      '“d” is read in “m”, which is not a mode of the form.',
    ]);
  });

  it('names a group declared twice or with no fields, an order that is not its fields, a split row', () => {
    const g = (key: string, row?: string) =>
      sampleField(key, row ? { group: 'g', row } : { group: 'g' });
    expect(formProblems(defineForm([g('a')], { groups: [{ id: 'g' }, { id: 'g' }] }))).toEqual([
      'The group “g” is declared twice.',
      'The group “g” is declared twice.',
    ]);
    expect(formProblems(defineForm([g('a')], { groups: [{ id: 'g' }, { id: 'e' }] }))).toEqual([
      'The group “e” has no fields.',
    ]);
    expect(
      formProblems(defineForm([g('a'), g('b')], { groups: [{ id: 'g', order: ['b'] }] })),
    ).toEqual(['The order of “g” lists b, not its fields a, b.']);
    expect(
      formProblems(defineForm([g('a', 'r'), g('b'), g('c', 'r')], { groups: [{ id: 'g' }] })),
    ).toEqual(['The row “r” of “g” is split by other fields.']);
  });

  it.each([
    ['nines', NINES_FORM],
    ['retries', RETRIES_FORM],
    ['overload', OVERLOAD_FORM],
    ['alerts', ALERTS_FORM],
    ['detection', DETECTION_FORM],
    ['failover', FAILOVER_FORM],
    ['decision', DECISION_FORM],
    ['idempotency', IDEMPOTENCY_FORM],
  ] as const)('finds nothing wrong in the %s form', (_, form) => {
    expect(formProblems(form)).toEqual([]);
  });

  it('lists the problems of a form whose mode field has no choices', () => {
    const form = defineForm([sampleField('m'), sampleField('d', { group: 'g', modes: ['x'] })], {
      mode: 'm',
      groups: [{ id: 'g' }],
    });
    expect(formProblems(form)).toEqual(['“d” is read in “x”, which is not a mode of the form.']);
  });

  it('names every key of a wrong order, and an order naming a key that is not the group’s', () => {
    const g = (key: string) => sampleField(key, { group: 'g' });
    expect(
      formProblems(defineForm([g('a'), g('b')], { groups: [{ id: 'g', order: ['a', 'c'] }] })),
    ).toEqual(['The order of “g” lists a, c, not its fields a, b.']);
  });
});
