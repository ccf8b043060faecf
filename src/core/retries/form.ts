import { defineForm } from '../fields/form';
import { RETRIES_FIELDS } from './fields';

export const RETRIES_FORM = defineForm(RETRIES_FIELDS, {
  mode: 'mode',
  groups: [{ id: 'load' }, { id: 'backoff' }, { id: 'histogram' }, { id: 'runs' }],
});
