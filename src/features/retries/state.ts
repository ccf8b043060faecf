import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { RETRIES_FIELDS } from '@/core/retries/fields';
import { panelState } from '@/lib/panel';

export const retriesState = panelState(RETRIES_FIELDS);
export const useRetriesStore = retriesState.useStore;
export type RetriesKey = KeyOf<typeof RETRIES_FIELDS>;
export type RetriesInputs = InputsOf<typeof RETRIES_FIELDS>;
