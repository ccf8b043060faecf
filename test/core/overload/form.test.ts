import { describe, expect, it } from 'vitest';
import { OVERLOAD_FORM } from '@/core/overload/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('OVERLOAD_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(OVERLOAD_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them in sweep mode', () => {
    expect(drawnForm(OVERLOAD_FORM, 'sweep')).toEqual([
      ['retries', 'Retries', ['attempts', 'base', 'cap', 'clients']],
      ['traffic', 'Traffic', ['rate', 'f', 'duration']],
      ['budgets', 'Budgets', ['max_tokens', 'token_ratio', 'percent', 'ttl', 'min_per_s']],
      ['randomness', 'Randomness', ['seed']],
    ]);
  });

  it('draws its groups, legends and rows as the panel shows them in metastable mode', () => {
    expect(drawnForm(OVERLOAD_FORM, 'metastable')).toEqual([
      ['retries', 'Retries', ['attempts', 'base', 'cap', 'clients']],
      ['traffic', 'Traffic and server', ['rate', 'capacity', 'timeout', 'shed']],
      ['trigger', 'The trigger', ['dip', 'trigger', 'horizon']],
      ['budgets', 'Budgets', ['max_tokens', 'token_ratio', 'percent', 'ttl', 'min_per_s']],
      ['randomness', 'Randomness', ['seed']],
    ]);
  });
});
