import { defineForm } from '../fields/form';
import { DECISION_FIELDS } from './fields';

/** The Failover decision form: the action sits between the check and the safety checks. */
export const DECISION_FORM = defineForm(DECISION_FIELDS, {
  groups: [
    { id: 'check', legend: 'Health check' },
    { id: 'action' },
    { id: 'safety', legend: 'Safety checks before a promotion' },
  ],
});
