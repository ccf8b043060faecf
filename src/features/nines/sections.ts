import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const NINES_SECTIONS = defineSections({
  inputs: 'Inputs',
  results: 'Results',
  budget: 'Budget as outages',
  chart: 'Chart',
  tiers: 'Tiers',
  calendars: 'Calendars',
});
