import { describe, expect, it } from 'vitest';
import { DECISION_FORM } from '@/core/decision/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('DECISION_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(DECISION_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them', () => {
    expect(drawnForm(DECISION_FORM)).toEqual([
      ['check', 'Health check', ['seen+n']],
      ['action', null, ['action']],
      [
        'safety',
        'Safety checks before a promotion',
        ['lag+maxlag', 'up+voters', 'partition', 'blast'],
      ],
    ]);
  });
});
