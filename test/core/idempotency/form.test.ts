import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_FORM } from '@/core/idempotency/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('IDEMPOTENCY_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(IDEMPOTENCY_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them', () => {
    expect(drawnForm(IDEMPOTENCY_FORM)).toEqual([
      ['client', 'Client', ['key', 'lost', 'race', 'inflight', 'retries+delay']],
      ['servers', 'Servers', ['atomic', 'store', 'failover', 'gateway', 'gated', 'ttl']],
    ]);
  });
});
