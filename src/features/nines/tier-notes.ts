import type { TierPercent } from '@/core/availability/tiers';

/** What has to change architecturally to reach each tier from the one below it. */
export const TIER_NOTES: Readonly<Record<TierPercent, string>> = {
  '99': 'One well-run deployment: monitoring that pages, backups you have restored, a rollback path. Days of downtime a year still fit.',
  '99.9':
    'Recover in minutes, not hours: redundant instances behind a load balancer, automatic restarts, alerts on symptoms, a practised runbook.',
  '99.99':
    'Remove single points of failure inside one facility: multi-AZ, N+1 on stateful components, automated health-check failover, real on-call.',
  '99.999':
    'Remove the facility itself: multi-region active-active or hot standby, automated cross-region failover, tightly bounded replication lag, chaos drills.',
  '99.9999':
    'Beyond: deploy risk and external dependencies dominate: progressive rollouts, fast automatic rollback, and every dependency held to the same bar.',
};
