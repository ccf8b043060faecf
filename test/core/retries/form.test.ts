import { describe, expect, it } from 'vitest';
import { RETRIES_FORM } from '@/core/retries/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('RETRIES_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(RETRIES_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them in wave mode', () => {
    expect(drawnForm(RETRIES_FORM, 'wave')).toEqual([
      ['load', null, ['clients', 'attempt']],
      ['backoff', null, ['base', 'cap']],
      ['histogram', null, ['bucket']],
      ['runs', null, ['seed']],
    ]);
  });

  it('draws its groups, legends and rows as the panel shows them in recovery mode', () => {
    expect(drawnForm(RETRIES_FORM, 'recovery')).toEqual([
      ['load', null, ['clients', 'outage', 'capacity', 'attempts']],
      ['backoff', null, ['base', 'cap', 'retry_after']],
      ['histogram', null, ['bucket']],
      ['runs', null, ['seed']],
    ]);
  });

  it('draws its groups, legends and rows as the panel shows them in contention mode', () => {
    expect(drawnForm(RETRIES_FORM, 'contention')).toEqual([['runs', null, ['runs', 'seed']]]);
  });
});
