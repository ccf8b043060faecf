/**
 * Capacity planning on top of the open queue: how many servers meet a wait target, what losing
 * the largest availability zone takes away, how many to run so that a zone loss still leaves
 * enough, and the utilisation an autoscaler should hold to keep that many.
 */
import { erlangBSequence } from './erlang';
import { openQueueFrom, waitWithin, type OpenQueue } from './open';

/**
 * The fewest servers c for which the open queue is stable (c > a = λS) and at least a share of
 * requests (default 0.99) waits no longer than `target` seconds: P(W_q ≤ target) ≥ share, with
 * the same wait model as openQueue (exact M/M/c at cv = 1, Allen–Cunneen otherwise). Starts at
 * the fewest stable c = ⌊a⌋ + 1 and walks up, reading Erlang B from its recurrence as it goes:
 * O(c) in all. P(W_q > target) = C·e^{−(c−a)/S·2/(1+cv²)·target} falls to 0 as c grows, so the
 * walk ends for any share below 1 (and for share = 1 once it rounds to 0).
 */
export function serversNeeded(q: Omit<OpenQueue, 'servers'>, target: number, share = 0.99): number {
  const load = q.rate * q.service;
  const first = Math.floor(load) + 1;
  let servers = 0;
  for (const blocking of erlangBSequence(load)) {
    if (servers >= first) {
      const r = openQueueFrom({ ...q, servers }, blocking);
      if (r.kind === 'stable' && waitWithin(r, target) >= share) return servers;
    }
    servers++;
  }
  return servers;
}

/** What losing one availability zone takes from a fleet. */
export interface ZoneLoss {
  /** Servers in the largest zone: the worst single-zone loss. */
  readonly lost: number;
  /** Servers left in the other zones. */
  readonly left: number;
}

/**
 * The worst loss of one zone when `servers` are spread as evenly as possible over `azs` zones:
 * the largest zone holds ⌈servers/azs⌉ (1 when there are more zones than servers), and
 * servers − ⌈servers/azs⌉ are left; with one zone nothing is left.
 */
export function zoneLoss(servers: number, azs: number): ZoneLoss {
  const lost = Math.min(servers, Math.ceil(servers / azs));
  return { lost, left: servers - lost };
}

/**
 * The fewest servers n whose survivors after the worst zone loss still number `needed`:
 * n − ⌈n/azs⌉ ≥ needed. Since n − ⌈n/z⌉ = ⌊n(z − 1)/z⌋, that is n = ⌈needed·z/(z − 1)⌉, computed
 * in whole numbers as ⌊(needed·z + z − 2)/(z − 1)⌋. null for one zone: losing it loses all.
 */
export function zoneSafeServers(needed: number, azs: number): number | null {
  if (azs <= 1) return null;
  return Math.floor((needed * azs + azs - 2) / (azs - 1));
}

/**
 * The per-pod utilisation target for a horizontal autoscaler that should run `zoneSafe` pods at
 * the current load of `load` Erlangs (busy pods' worth of work): load/zoneSafe, floored to a
 * whole percent and returned as a fraction (0.41 for 41%).
 *
 * Why: the autoscaler keeps ⌈load/target⌉ pods, so a target of load/zoneSafe runs zoneSafe pods,
 * enough that losing the largest zone still leaves the servers the wait target needs. Targets
 * are whole percents, and rounding up would run fewer pods than zoneSafe, so it floors (a small
 * tolerance keeps 0.41 from flooring to 0.40 when the division lands a hair below). At least 1%:
 * a 0% target is not a target.
 */
export function hpaTarget(load: number, zoneSafe: number): number {
  if (!(zoneSafe > 0)) return 0.01;
  const percent = Math.floor((100 * load) / zoneSafe + 1e-9);
  return Math.max(1, percent) / 100;
}
