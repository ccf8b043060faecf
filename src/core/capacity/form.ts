import { defineForm } from '../fields/form';
import { CAPACITY_FIELDS } from './fields';

/** The Queueing and capacity form; `loop` is the mode, drawn by the panel as a switch. */
export const CAPACITY_FORM = defineForm(CAPACITY_FIELDS, {
  mode: 'loop',
  groups: [
    { id: 'load', legend: { open: 'Arrivals', closed: 'Users' } },
    { id: 'servers', legend: 'Servers' },
    { id: 'target', legend: 'Target' },
    { id: 'simulation', legend: 'Simulation' },
  ],
});
