import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const BACKTEST_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  timeline: 'Timeline',
  policies: 'Policies side by side',
  export: 'promtool test',
});
