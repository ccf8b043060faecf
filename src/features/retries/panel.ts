import { lazy } from 'react';
import { RETRIES_DEFAULTS, type RetriesTexts } from '@/core/retries/params';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/url-parameters.md, “Retry storms”); the defaults are the worked example. */
export const RETRIES_PARAMS = Object.entries(RETRIES_DEFAULTS).map(([key, value]) => ({
  key,
  default: value,
})) satisfies readonly ParamSpec[];

export type RetriesInputs = RetriesTexts;

export const useRetriesStore = createInputStore(defaultsOf(RETRIES_PARAMS));

export const retriesPanel: PanelDefinition = {
  id: 'retries',
  title: 'Retry storms & jitter',
  summary:
    'Simulate clients retrying after a failure: how jitter spreads a synchronised retry wave, drains a recovery, and cuts contention.',
  params: RETRIES_PARAMS,
  store: useRetriesStore,
  Component: lazy(() => import('./retries-panel')),
};
