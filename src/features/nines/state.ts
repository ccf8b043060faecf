import { NINES_FIELDS } from '@/core/availability/fields';
import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const ninesState = panelState(NINES_FIELDS);
export const useNinesStore = ninesState.useStore;
export type NinesKey = KeyOf<typeof NINES_FIELDS>;
export type NinesInputs = InputsOf<typeof NINES_FIELDS>;
