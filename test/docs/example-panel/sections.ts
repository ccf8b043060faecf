import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const BUDGET_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
});
