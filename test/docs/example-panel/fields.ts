import { availabilityField } from '@/core/availability/fields';

/** The Error budget panel's inputs: its URL parameters, form, CLI keys and docs table. */
export const BUDGET_FIELDS = [
  availabilityField('slo', '99.9', {
    label: 'SLO target',
    doc: 'Availability target, in percent',
    hint: 'A percentage below 100: 99.9, 99.95, 99.99.',
  }),
] as const;
