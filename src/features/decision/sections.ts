import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const DECISION_SECTIONS = defineSections({
  presets: 'Presets',
  inputs: 'Inputs',
  results: 'Results',
  flowchart: 'Flowchart',
});
