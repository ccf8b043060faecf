import { lazy } from 'react';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/url-parameters.md); the defaults are the worked example. */
export const NINES_PARAMS = [
  { key: 'a', default: '99.99' },
  { key: 'cal', default: '365d' },
  { key: 'mode', default: 'forward' },
  { key: 'down', default: '1800' },
  { key: 'per', default: 'month' },
] as const satisfies readonly ParamSpec[];

export type NinesKey = (typeof NINES_PARAMS)[number]['key'];
export type NinesInputs = Readonly<Record<NinesKey, string>>;

export const useNinesStore = createInputStore(defaultsOf(NINES_PARAMS));

export const ninesPanel: PanelDefinition = {
  id: 'nines',
  title: 'Nines & downtime budgets',
  summary:
    'Availability ⇄ allowed downtime per day, week, month, quarter and year, under a calendar you choose.',
  params: NINES_PARAMS,
  store: useNinesStore,
  Component: lazy(() => import('./nines-panel')),
};
