import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { IDEMPOTENCY_FIELDS } from '@/core/idempotency/fields';
import { panelState } from '@/lib/panel';

export const idempotencyState = panelState(IDEMPOTENCY_FIELDS);
export const useIdempotencyStore = idempotencyState.useStore;
export type IdempotencyKey = KeyOf<typeof IDEMPOTENCY_FIELDS>;
export type IdempotencyInputs = InputsOf<typeof IDEMPOTENCY_FIELDS>;
