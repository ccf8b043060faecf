import { lazy } from 'react';
import { createInputStore } from '@/lib/input-store';
import type { PanelDefinition } from '@/lib/panel';
import { defaultsOf, type ParamSpec } from '@/lib/url-state/codec';

/** URL parameters (docs/drafts/detection-url-parameters.md); the defaults are the worked example. */
export const DETECTION_PARAMS = [
  { key: 'p', default: '0.05' },
  { key: 'n', default: '3' },
  { key: 'i', default: '5' },
  { key: 'h', default: '2' },
  { key: 'timeout', default: '1' },
  { key: 'fleet', default: '100' },
  { key: 'q', default: '0' },
  { key: 'budget', default: '1' },
  { key: 'maxdetect', default: '60' },
] as const satisfies readonly ParamSpec[];

export type DetectionKey = (typeof DETECTION_PARAMS)[number]['key'];
export type DetectionInputs = Readonly<Record<DetectionKey, string>>;

export const useDetectionStore = createInputStore(defaultsOf(DETECTION_PARAMS));

export const detectionPanel: PanelDefinition = {
  id: 'detection',
  title: 'Health-check tuning',
  summary:
    'How many failed checks before ejecting a node: false triggers per node and per fleet against detection time, with configs to copy.',
  params: DETECTION_PARAMS,
  store: useDetectionStore,
  Component: lazy(() => import('./detection-panel')),
};
