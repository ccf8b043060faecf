import { defineForm } from '../fields/form';
import { ALERTS_FIELDS } from './fields';

/** The SLO burn-rate alerts form. */
export const ALERTS_FORM = defineForm(ALERTS_FIELDS, {
  mode: 'policy',
  groups: [
    { id: 'slo', legend: 'The SLO' },
    { id: 'alerts', legend: 'The alerts' },
    { id: 'incident', legend: 'An incident' },
    { id: 'traffic', legend: 'Traffic and noise' },
  ],
});
