import { defineForm } from '../fields/form';
import { NINES_FIELDS } from './fields';

/** The Nines form: the target (an availability, or a downtime per period), then the calendar. */
export const NINES_FORM = defineForm(NINES_FIELDS, {
  mode: 'mode',
  groups: [{ id: 'target' }, { id: 'calendar' }],
});
