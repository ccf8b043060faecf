import { lazy } from 'react';
import { DEFAULT_TOPOLOGY } from '@/core/composition/presets';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/url-parameters.md, "Composition"; formulas in docs/models.md); defaults are the worked example. */
export const COMPOSITION_PARAMS = [
  { key: 't', default: DEFAULT_TOPOLOGY },
  { key: 'cal', default: '365d' },
  { key: 'qn', default: '5' },
  { key: 'qa', default: '99.9' },
] as const satisfies readonly ParamSpec[];

export type CompositionKey = (typeof COMPOSITION_PARAMS)[number]['key'];
export type CompositionInputs = Readonly<Record<CompositionKey, string>>;

export const useCompositionStore = createInputStore(defaultsOf(COMPOSITION_PARAMS));

export const compositionPanel: PanelDefinition = {
  id: 'composition',
  title: 'Composition',
  summary:
    'Serial chains, redundant groups and quorums: where an architecture’s availability goes, block by block.',
  params: COMPOSITION_PARAMS,
  store: useCompositionStore,
  Component: lazy(() => import('./composition-panel')),
};
