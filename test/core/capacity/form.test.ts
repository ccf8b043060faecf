import { describe, expect, it } from 'vitest';
import { CAPACITY_FORM } from '@/core/capacity/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('CAPACITY_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(CAPACITY_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them', () => {
    // The load's legend follows the loop (`Arrivals` or `Users`), so it has none of its own.
    expect(drawnForm(CAPACITY_FORM)).toEqual([
      ['load', null, ['rate', 'users+think']],
      ['servers', 'Servers', ['service+cv', 'servers+azs']],
      ['target', 'Target', ['target']],
      ['simulation', 'Simulation', ['seed']],
    ]);
  });
});
