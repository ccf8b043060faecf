import { describe, expect, it } from 'vitest';
import { DETECTION_FORM } from '@/core/detection/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('DETECTION_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(DETECTION_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them', () => {
    expect(drawnForm(DETECTION_FORM)).toEqual([
      ['check', 'The check', ['p', 'n', 'i', 'h', 'timeout']],
      ['fleet', 'The fleet', ['fleet', 'q']],
      ['targets', 'Your targets', ['budget', 'maxdetect']],
    ]);
  });
});
