import { DECISION_FIELDS } from '@/core/decision/fields';
import type { InputsOf, KeyOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const decisionState = panelState(DECISION_FIELDS);
export const useDecisionStore = decisionState.useStore;
export type DecisionKey = KeyOf<typeof DECISION_FIELDS>;
export type DecisionInputs = InputsOf<typeof DECISION_FIELDS>;
