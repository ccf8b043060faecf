import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const OVERLOAD_SECTIONS = defineSections({
  inputs: 'Inputs',
  policy: 'Per policy',
  results: 'Results',
  charts: 'Charts',
  policies: 'Policies',
  config: 'Copy as config',
});
