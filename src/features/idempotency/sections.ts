import { defineSections } from '@/lib/sections';

/** The panel's sections, in page order: `show=<id>` embeds one alone (docs/embedding.md). */
export const IDEMPOTENCY_SECTIONS = defineSections({
  presets: 'Presets',
  inputs: 'Scenario',
  results: 'Results',
  diagram: 'Sequence diagram',
  trace: 'Event trace',
  ttl: 'TTL trade-off',
});
