import { describe, expect, it } from 'vitest';
import { FAILOVER_FORM } from '@/core/failover/form';
import { formProblems } from '@/core/fields/form-check';
import { drawnForm } from '../fields/helpers';

describe('FAILOVER_FORM', () => {
  it('declares nothing the form would drop: every group, mode and row holds', () => {
    expect(formProblems(FAILOVER_FORM)).toEqual([]);
  });

  it('draws its groups, legends and rows as the panel shows them', () => {
    expect(drawnForm(FAILOVER_FORM)).toEqual([
      ['az', 'Multi-AZ, behind a load balancer', ['az_i', 'az_n', 'drain']],
      ['dns', 'Multi-region, by DNS failover', ['dns_i', 'dns_n', 'ttl']],
      ['stale', 'Resolvers that ignore the TTL', ['stale', 'stale_max']],
      ['data', 'Data and failovers', ['lag', 'writes', 'failovers']],
      ['budget', 'Downtime budget', ['a', 'cal']],
      ['simulation', 'Simulation', ['seed']],
    ]);
  });
});
