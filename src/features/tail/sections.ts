import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const TAIL_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  cdf: 'Request latency',
  fanout: 'p99 against fan-out',
  knee: 'Extra load against delay',
  simulation: 'Simulation',
  config: 'As configuration',
});
