import { describe, expect, it } from 'vitest';
import { NINES_FORM } from '@/core/availability/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('NINES_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(NINES_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them in forward mode', () => {
    expect(drawnForm(NINES_FORM, 'forward')).toEqual([
      ['target', null, ['a']],
      ['calendar', null, ['cal']],
    ]);
  });

  it('draws its groups, legends and rows as the panel shows them in reverse mode', () => {
    expect(drawnForm(NINES_FORM, 'reverse')).toEqual([
      ['target', null, ['down+per']],
      ['calendar', null, ['cal']],
    ]);
  });
});
