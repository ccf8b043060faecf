import { ALERTS_FIELDS } from '@/core/alerts/fields';
import type { InputsOf, KeyOf, ParsedOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const alertsState = panelState(ALERTS_FIELDS);
export const useAlertsStore = alertsState.useStore;
export type AlertsKey = KeyOf<typeof ALERTS_FIELDS>;
export type AlertsInputs = InputsOf<typeof ALERTS_FIELDS>;
export type AlertsFields = ParsedOf<typeof ALERTS_FIELDS>;
