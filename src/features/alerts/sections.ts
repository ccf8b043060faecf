import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const ALERTS_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  tiers: 'Tiers',
  fire: 'Time to fire',
  replay: 'Incident replay',
  noise: 'Low traffic',
  rules: 'Rules to copy',
});
