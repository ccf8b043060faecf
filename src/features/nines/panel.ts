import { lazy } from 'react';
import { definePanel } from '@/lib/panel';
import { ninesState } from './state';

export const ninesPanel = definePanel(ninesState, {
  id: 'nines',
  title: 'Nines & downtime budgets',
  summary:
    'Availability ⇄ allowed downtime per day, week, month, quarter and year, under a calendar you choose.',
  Component: lazy(() => import('./nines-panel')),
});
