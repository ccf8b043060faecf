import { defineForm } from '../fields/form';
import { BACKTEST_FIELDS } from './fields';

/** The alert backtest's form; the policy is the mode (custom tiers only under `policy=custom`). */
export const BACKTEST_FORM = defineForm(BACKTEST_FIELDS, {
  mode: 'policy',
  groups: [
    { id: 'data', legend: 'The data' },
    { id: 'slo', legend: 'The SLO' },
    { id: 'alerts', legend: 'The alerts' },
  ],
});
