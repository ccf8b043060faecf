/** Retry-delay distributions the TTL calculator offers. */
export type DelayDistribution =
  | { readonly kind: 'fixed'; readonly delay: number }
  | { readonly kind: 'uniform'; readonly max: number }
  | { readonly kind: 'exponential'; readonly mean: number }
  | { readonly kind: 'lognormal'; readonly median: number; readonly sigma: number };

/**
 * Bytes the idempotency store holds in steady state: every request writes one record that lives
 * TTL seconds, so records = rps × TTL (Little's law) and storage = rps × TTL × record size.
 */
export function storageBytes(rps: number, ttlSeconds: number, recordBytes: number): number {
  return rps * ttlSeconds * recordBytes;
}

/**
 * erfc(x) with fractional error below 1.2e-7 everywhere, tails included (Numerical Recipes in C,
 * 2nd ed., §6.2, `erfcc`: a Chebyshev fit).
 */
export function erfc(x: number): number {
  const z = Math.abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly =
    -z * z -
    1.26551223 +
    t *
      (1.00002368 +
        t *
          (0.37409196 +
            t *
              (0.09678418 +
                t *
                  (-0.18628806 +
                    t *
                      (0.27886807 +
                        t *
                          (-1.13520398 +
                            t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const r = t * Math.exp(poly);
  return x >= 0 ? r : 2 - r;
}

/** P(Z > z) for a standard normal Z. */
export function normalTail(z: number): number {
  return 0.5 * erfc(z / Math.SQRT2);
}

/**
 * The share of retries whose delay reaches the TTL (delay ≥ TTL, when the record has expired and
 * the retry counts as a new key), for the chosen delay distribution.
 */
export function lateRetryShare(dist: DelayDistribution, ttlSeconds: number): number {
  switch (dist.kind) {
    case 'fixed':
      return dist.delay >= ttlSeconds ? 1 : 0;
    case 'uniform':
      return Math.min(1, Math.max(0, (dist.max - ttlSeconds) / dist.max));
    case 'exponential':
      return Math.exp(-ttlSeconds / dist.mean);
    case 'lognormal':
      return normalTail((Math.log(ttlSeconds) - Math.log(dist.median)) / dist.sigma);
  }
}
