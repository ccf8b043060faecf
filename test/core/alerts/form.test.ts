import { describe, expect, it } from 'vitest';
import { ALERTS_FORM } from '@/core/alerts/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('ALERTS_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(ALERTS_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them in workbook mode', () => {
    expect(drawnForm(ALERTS_FORM, 'workbook')).toEqual([
      ['slo', 'The SLO', ['slo', 'period']],
      ['alerts', 'The alerts', ['policy', 'eval']],
      ['incident', 'An incident', ['err', 'dur']],
      ['traffic', 'Traffic and noise', ['rps', 'base', 'periods', 'seed']],
    ]);
  });

  it('draws its groups, legends and rows as the panel shows them in custom mode', () => {
    expect(drawnForm(ALERTS_FORM, 'custom')).toEqual([
      ['slo', 'The SLO', ['slo', 'period']],
      ['alerts', 'The alerts', ['policy', 'tiers', 'eval']],
      ['incident', 'An incident', ['err', 'dur']],
      ['traffic', 'Traffic and noise', ['rps', 'base', 'periods', 'seed']],
    ]);
  });
});
