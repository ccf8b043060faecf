import { defineForm } from '../fields/form';
import { DETECTION_FIELDS } from './fields';

/** The Health-check tuning form. */
export const DETECTION_FORM = defineForm(DETECTION_FIELDS, {
  groups: [
    { id: 'check', legend: 'The check' },
    { id: 'fleet', legend: 'The fleet' },
    { id: 'targets', legend: 'Your targets' },
  ],
});
