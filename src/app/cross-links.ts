import { crossLinks, type Acceptor, type Carried, type CrossLink } from '@/lib/results/links';
import { PANELS } from './panels';

/**
 * Which panels' fields accept which quantity a result can carry (lib/results/links.ts): from
 * these and the registry, every result that carries a quantity gets its "Open in …" links.
 * test/lib/cross-links.test.ts checks that each key is a field of its panel.
 *
 * This belongs with the fields themselves (each field declaring the quantity it accepts, in
 * src/core/<area>/fields.ts); it lives here until the field declarations can say it.
 */
export const ACCEPTS: readonly Acceptor[] = [
  { panel: 'nines', quantity: 'availability-percent', keys: { percent: 'a' } },
  { panel: 'failover', quantity: 'availability-percent', keys: { percent: 'a' } },
  // The load-balancer check: its detection, az_i × az_n, is Health-check tuning's N·i.
  { panel: 'failover', quantity: 'health-check', keys: { interval: 'az_i', threshold: 'az_n' } },
  { panel: 'alerts', quantity: 'availability-percent', keys: { percent: 'slo' } },
];

/** The links that open what a result of panel `from` carries in the other panels. */
export function linksFrom(from: string, carried: Carried): CrossLink[] {
  return crossLinks(carried, from, PANELS, ACCEPTS);
}
