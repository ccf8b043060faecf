import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { TAIL_FIELDS } from '@/core/tail/fields';
import { panelState } from '@/lib/panel';

export const tailState = panelState(TAIL_FIELDS);
export const useTailStore = tailState.useStore;
export type TailKey = KeyOf<typeof TAIL_FIELDS>;
export type TailInputs = InputsOf<typeof TAIL_FIELDS>;
