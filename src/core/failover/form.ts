import { defineForm } from '../fields/form';
import { FAILOVER_FIELDS } from './fields';

/** The Failover time form. */
export const FAILOVER_FORM = defineForm(FAILOVER_FIELDS, {
  groups: [
    { id: 'az', legend: 'Multi-AZ, behind a load balancer' },
    { id: 'dns', legend: 'Multi-region, by DNS failover' },
    { id: 'stale', legend: 'Resolvers that ignore the TTL' },
    { id: 'data', legend: 'Data and failovers' },
    { id: 'budget', legend: 'Downtime budget' },
    { id: 'simulation', legend: 'Simulation' },
  ],
});
