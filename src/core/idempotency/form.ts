import { defineForm } from '../fields/form';
import { IDEMPOTENCY_FIELDS } from './fields';

export const IDEMPOTENCY_FORM = defineForm(IDEMPOTENCY_FIELDS, {
  groups: [
    {
      id: 'client',
      legend: 'Client',
      order: ['key', 'lost', 'race', 'inflight', 'retries', 'delay'],
    },
    {
      id: 'servers',
      legend: 'Servers',
      order: ['atomic', 'store', 'failover', 'gateway', 'gated', 'ttl'],
    },
  ],
});
