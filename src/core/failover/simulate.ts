import { createRng, type Rng } from '../random/prng';
import type { AzConfig, RegionConfig } from './on-paper';

/**
 * Seeded simulation of how long each client takes to reach a healthy backend after the primary
 * fails at t = 0. Each simulated client sees its own failure event (a fresh check phase), so the
 * sample is the distribution over clients pooled over many failovers. The assumptions and why
 * they hold are in docs/models.md ("Failover time").
 */

/** Clients per simulated path: enough for a stable p99 (100 clients above it), a few ms to run. */
export const SIM_CLIENTS = 10_000;

/** The seed of the worked example; the `seed` parameter changes it. */
export const DEFAULT_SEED = 1;

export interface RegionSimConfig extends RegionConfig {
  /** Share of clients behind resolvers that ignore the TTL, in [0, 1]. */
  readonly staleShare: number;
  /** How long such a resolver keeps an answer, s; never less than the TTL. */
  readonly staleMax: number;
}

/** The random streams for the two paths: independent, and each fixed by the seed alone. */
function streams(seed: number): { az: Rng; region: Rng } {
  const root = createRng(seed);
  const az = root.fork();
  const region = root.fork();
  return { az, region };
}

/**
 * Time from the failure until `threshold` consecutive checks have failed. The first check after
 * the failure comes after a uniform share of the interval, (0, interval]: failures are not
 * synchronised with the check clock. Monotone in interval and threshold for a fixed draw u.
 */
export function detectionTime(interval: number, threshold: number, u: number): number {
  return interval * (threshold - u);
}

/**
 * Multi-AZ failover time of each client's next request, sorted ascending: detection alone. Once
 * the load balancer marks the target unhealthy it stops routing new requests to it; the
 * deregistration delay (drain) applies to targets being deregistered and only bounds how long
 * in-flight connections may stay open, so it is not added here (the on-paper figure keeps it as
 * an upper bound). `c.drain` is accepted for symmetry with the on-paper figure and not used.
 */
export function simulateAz(c: AzConfig, seed: number, clients = SIM_CLIENTS): Float64Array {
  const rng = streams(seed).az;
  const times = new Float64Array(clients);
  for (let k = 0; k < clients; k++) {
    times[k] = detectionTime(c.interval, c.threshold, rng.next());
  }
  return times.sort();
}

/** The number of stale-resolver clients: the share rounded, so the sample holds it exactly. */
export function staleClients(staleShare: number, clients: number): number {
  return Math.min(clients, Math.max(0, Math.round(staleShare * clients)));
}

/**
 * Multi-region failover time of each client, sorted ascending. The record flips at detection;
 * the client then keeps its cached answer for what is left of its lifetime. At the flip, the
 * answer's age is uniform over the lifetime (the client's lookups are not synchronised with the
 * failure), so what is left is lifetime × u. The lifetime is the TTL, or stale_max for the
 * clients whose resolvers ignore the TTL (the first round(stale × clients) of the sample).
 */
export function simulateRegion(
  c: RegionSimConfig,
  seed: number,
  clients = SIM_CLIENTS,
): Float64Array {
  const rng = streams(seed).region;
  const stale = staleClients(c.staleShare, clients);
  const staleLifetime = Math.max(c.ttl, c.staleMax);
  const times = new Float64Array(clients);
  for (let k = 0; k < clients; k++) {
    const detected = detectionTime(c.interval, c.threshold, rng.next());
    const lifetime = k < stale ? staleLifetime : c.ttl;
    // 1 − u is in (0, 1]: an answer fetched just before the flip is kept for the whole lifetime.
    times[k] = detected + lifetime * (1 - rng.next());
  }
  return times.sort();
}
