import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const DETECTION_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  recommendation: 'Recommendation',
  shared: 'Shared dependency',
  chart: 'Chart',
  config: 'Copy as config',
});
