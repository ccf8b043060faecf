import { CAPACITY_FIELDS } from '@/core/capacity/fields';
import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const capacityState = panelState(CAPACITY_FIELDS);
export const useCapacityStore = capacityState.useStore;
export type CapacityKey = KeyOf<typeof CAPACITY_FIELDS>;
export type CapacityInputs = InputsOf<typeof CAPACITY_FIELDS>;
