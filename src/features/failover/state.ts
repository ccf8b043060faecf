import { FAILOVER_FIELDS } from '@/core/failover/fields';
import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const failoverState = panelState(FAILOVER_FIELDS);
export const useFailoverStore = failoverState.useStore;
export type FailoverKey = KeyOf<typeof FAILOVER_FIELDS>;
export type FailoverInputs = InputsOf<typeof FAILOVER_FIELDS>;
