import { defineForm } from '../fields/form';
import { TAIL_FIELDS } from './fields';

/** The Tail latency & hedging form; `dist` is the mode, drawn by the panel as a switch. */
export const TAIL_FORM = defineForm(TAIL_FIELDS, {
  mode: 'dist',
  groups: [
    { id: 'request', legend: 'The request' },
    {
      id: 'leaf',
      legend: {
        'two-point': 'A leaf: fast or slow',
        lognormal: 'A leaf: lognormal',
        histogram: 'A leaf: your histogram',
      },
    },
    { id: 'hedge', legend: 'Hedging' },
    { id: 'faults', legend: 'When copies are not independent' },
    { id: 'simulation', legend: 'Simulation' },
  ],
});
