import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const CAPACITY_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  knee: 'The knee',
  wait: 'Waiting time',
  closed: 'Closed loop',
  simulation: 'Simulation',
  config: 'Load test and autoscaling',
});
