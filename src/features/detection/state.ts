import { DETECTION_FIELDS } from '@/core/detection/fields';
import type { InputsOf, KeyOf, ParsedOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const detectionState = panelState(DETECTION_FIELDS);
export const useDetectionStore = detectionState.useStore;
export type DetectionKey = KeyOf<typeof DETECTION_FIELDS>;
export type DetectionInputs = InputsOf<typeof DETECTION_FIELDS>;
export type DetectionFields = ParsedOf<typeof DETECTION_FIELDS>;
