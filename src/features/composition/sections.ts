import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const COMPOSITION_SECTIONS = defineSections({
  inputs: 'Architecture',
  results: 'Totals',
  diagram: 'Block diagram',
  editor: 'Structured editor',
  shares: 'Where the downtime comes from',
  chart: 'Contribution chart',
  quorum: 'Quorum helper',
  refinements: 'Refinements',
});
