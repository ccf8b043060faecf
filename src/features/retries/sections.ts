import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const RETRIES_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  charts: 'Charts',
  formulas: 'Formulas',
});
