import { lazy } from 'react';
import { DECISION_PRESETS } from '@/core/decision/presets';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec, type Inputs } from '@/lib/url-state/codec';

/** URL parameters (docs/drafts/decision-url-parameters.md); the defaults are the clean promotion. */
export const DECISION_PARAMS = [
  { key: 'seen', default: '3' },
  { key: 'n', default: '3' },
  { key: 'action', default: 'promote' },
  { key: 'lag', default: '0.4' },
  { key: 'maxlag', default: '5' },
  { key: 'up', default: '4' },
  { key: 'voters', default: '5' },
  { key: 'partition', default: '0' },
  { key: 'blast', default: '1' },
] as const satisfies readonly ParamSpec[];

export type DecisionKey = (typeof DECISION_PARAMS)[number]['key'];
export type DecisionInputs = Readonly<Record<DecisionKey, string>>;

export const useDecisionStore = createInputStore(defaultsOf(DECISION_PARAMS));

/** A preset as URL text, exactly as a link would carry it. */
export function presetInputs(id: string): Inputs | null {
  const preset = DECISION_PRESETS.find((p) => p.id === id);
  if (!preset) return null;
  const v = preset.values;
  return {
    seen: String(v.seen),
    n: String(v.n),
    action: v.action,
    lag: String(v.lag),
    maxlag: String(v.maxlag),
    up: String(v.up),
    voters: String(v.voters),
    partition: v.partition ? '1' : '0',
    blast: v.blast ? '1' : '0',
  };
}

export const decisionPanel: PanelDefinition = {
  id: 'decision',
  title: 'Failover decision',
  summary:
    'Where automation stops and a human is paged: the rule is how reversible the action is, not how critical the service.',
  params: DECISION_PARAMS,
  store: useDecisionStore,
  Component: lazy(() => import('./decision-panel')),
};
