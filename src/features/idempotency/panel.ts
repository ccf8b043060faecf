import { lazy } from 'react';
import { IDEMPOTENCY_PRESETS } from '@/core/idempotency/presets';
import type { Scenario } from '@/core/idempotency/types';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type Inputs, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/drafts/idempotency-url-parameters.md); defaults: the lost-response preset. */
export const IDEMPOTENCY_PARAMS = [
  { key: 'key', default: '1' },
  { key: 'atomic', default: '1' },
  { key: 'lost', default: '1' },
  { key: 'retries', default: '3' },
  { key: 'race', default: '0' },
  { key: 'failover', default: '0' },
  { key: 'store', default: 'local' },
  { key: 'gateway', default: '0' },
  { key: 'gated', default: '1' },
  { key: 'inflight', default: '0' },
  { key: 'ttl', default: '86400' },
  { key: 'delay', default: '2' },
  { key: 'rps', default: '200' },
  { key: 'size', default: '600' },
  { key: 'dist', default: 'lognormal' },
  { key: 'scale', default: '30' },
  { key: 'sigma', default: '2' },
] as const satisfies readonly ParamSpec[];

export type IdempotencyKey = (typeof IDEMPOTENCY_PARAMS)[number]['key'];
export type IdempotencyInputs = Readonly<Record<IdempotencyKey, string>>;

const DEFAULTS = defaultsOf(IDEMPOTENCY_PARAMS);
export const useIdempotencyStore = createInputStore(DEFAULTS);

const flag = (b: boolean) => (b ? '1' : '0');

/** A scenario as URL text; the TTL calculator's own inputs are left as they are. */
export function scenarioInputs(s: Scenario): Inputs {
  return {
    key: flag(s.key),
    atomic: flag(s.atomic),
    lost: flag(s.lost),
    retries: String(s.retries),
    race: flag(s.race),
    failover: flag(s.failover),
    store: s.store,
    gateway: flag(s.gateway),
    gated: flag(s.gated),
    inflight: flag(s.inflight),
    ttl: String(s.ttl),
    delay: String(s.delay),
  };
}

export function presetInputs(id: string): Inputs | null {
  const preset = IDEMPOTENCY_PRESETS.find((p) => p.id === id);
  return preset ? scenarioInputs(preset.scenario) : null;
}

export const idempotencyPanel: PanelDefinition = {
  id: 'idempotency',
  title: 'Idempotency keys',
  summary:
    'A payment endpoint, step by step: when a retry charges twice, and which guarantee broke.',
  params: IDEMPOTENCY_PARAMS,
  store: useIdempotencyStore,
  Component: lazy(() => import('./idempotency-panel')),
};
