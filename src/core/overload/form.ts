import { defineForm } from '../fields/form';
import { OVERLOAD_FIELDS } from './fields';

/** The Retry budgets & overload form, under the mode switch. */
export const OVERLOAD_FORM = defineForm(OVERLOAD_FIELDS, {
  mode: 'mode',
  groups: [
    { id: 'retries', legend: 'Retries' },
    { id: 'traffic', legend: { sweep: 'Traffic', metastable: 'Traffic and server' } },
    { id: 'trigger', legend: 'The trigger' },
    { id: 'budgets', legend: 'Budgets' },
    { id: 'randomness', legend: 'Randomness' },
  ],
});
