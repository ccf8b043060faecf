import { lazy } from 'react';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/drafts/failover-url-parameters.md); the defaults are issue 6's example. */
export const FAILOVER_PARAMS = [
  { key: 'az_i', default: '10' },
  { key: 'az_n', default: '3' },
  { key: 'drain', default: '10' },
  { key: 'dns_i', default: '5' },
  { key: 'dns_n', default: '3' },
  { key: 'ttl', default: '30' },
  { key: 'stale', default: '0.02' },
  { key: 'stale_max', default: '900' },
  { key: 'lag', default: '1' },
  { key: 'writes', default: '100' },
  { key: 'failovers', default: '4' },
  { key: 'a', default: '99.99' },
  { key: 'cal', default: '365d' },
  { key: 'seed', default: '1' },
] as const satisfies readonly ParamSpec[];

export type FailoverKey = (typeof FAILOVER_PARAMS)[number]['key'];
export type FailoverInputs = Readonly<Record<FailoverKey, string>>;

export const useFailoverStore = createInputStore(defaultsOf(FAILOVER_PARAMS));

export const failoverPanel: PanelDefinition = {
  id: 'failover',
  title: 'Failover time',
  summary:
    'Multi-AZ load-balancer failover against multi-region DNS failover: on paper, over clients, in data and in budget.',
  params: FAILOVER_PARAMS,
  store: useFailoverStore,
  Component: lazy(() => import('./failover-panel')),
};
