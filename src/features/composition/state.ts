import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const compositionState = panelState(COMPOSITION_FIELDS);
export const useCompositionStore = compositionState.useStore;
export type CompositionKey = KeyOf<typeof COMPOSITION_FIELDS>;
export type CompositionInputs = InputsOf<typeof COMPOSITION_FIELDS>;
