import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { OVERLOAD_FIELDS } from '@/core/overload/fields';
import { panelState } from '@/lib/panel';

export const overloadState = panelState(OVERLOAD_FIELDS);
export const useOverloadStore = overloadState.useStore;
export type OverloadKey = KeyOf<typeof OVERLOAD_FIELDS>;
export type OverloadInputs = InputsOf<typeof OVERLOAD_FIELDS>;
