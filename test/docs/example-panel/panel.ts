import { lazy } from 'react';
import { definePanel, panelState } from '@/lib/panel';
import { BUDGET_FIELDS } from './fields';
import { BUDGET_META } from './meta';
import { BUDGET_SECTIONS } from './sections';

/** The panel's store: its inputs as typed, one per field. */
export const budgetState = panelState(BUDGET_FIELDS);

/** The registry entry: what the shell shows before the component's code has loaded. */
export const budgetPanel = definePanel(budgetState, BUDGET_SECTIONS, {
  ...BUDGET_META,
  embedHeight: { panel: 560, sections: { inputs: 200, results: 260 } },
  Component: lazy(() => import('./budget-panel')),
});
