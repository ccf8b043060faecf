import { kOfNBinary } from './binary-float';
import { add, decimalPlaces, max, mul, ONE, oneMinus, PRECISION, ZERO, type Dec } from './decimal';
import type { ResolvedGroup } from './resolve';

/**
 * Series: down when any member is down, U = 1 − Π(1 − uᵢ), accumulated as U ← U + u·(1 − U) so
 * that every term is positive and tiny unavailabilities keep all their digits.
 */
function seriesU(us: readonly Dec[]): Dec {
  return us.reduce((total, u) => add(total, mul(u, oneMinus(total))), ZERO);
}

/** Parallel (any one member up is enough), independent members: U = Π uᵢ. */
function parallelU(us: readonly Dec[]): Dec {
  return us.reduce((total, u) => mul(total, u), ONE);
}

/**
 * At least k of n up, members of any availabilities: dynamic programming over members on the
 * number of failures so far, with every count of n − k + 1 or more merged into one absorbing
 * state ("quorum lost"). U = P(failures ≥ n − k + 1). O(n·(n − k)) and positive terms only.
 */
export function kOfNU(us: readonly Dec[], k: number): Dec {
  const lost = us.length - k + 1;
  // More members must be up than there are: the quorum is never met.
  if (lost <= 0) return ONE;
  const ups = us.map(oneMinus);
  // Exact decimals while they stay short (every entry then has at most PRECISION digits);
  // otherwise the same programme in wide binary floating point, rounded once at the end.
  const places = us.reduce((s, u) => s + decimalPlaces(u), 0);
  if (places > PRECISION && us.length * lost > SMALL_STEPS) return kOfNBinary(us, ups, k);
  let dist: Dec[] = [ONE, ...Array.from({ length: lost }, () => ZERO)];
  us.forEach((u, j) => {
    const up = ups[j] ?? ONE;
    const next = dist.map((p, f) => (f === lost ? p : mul(p, up)));
    for (let f = 0; f < lost; f++) {
      const from = dist[f] ?? ZERO;
      next[f + 1] = add(next[f + 1] ?? ZERO, mul(from, u));
    }
    dist = next;
  });
  return dist[lost] ?? ZERO;
}

/** Below this many steps the k-of-n programme runs in decimals even when it must round. */
const SMALL_STEPS = 64;

/**
 * Parallel with failover (imperfect coverage): the first member is the primary; when it is down,
 * the switch to a standby works with probability c, and then the group is down only if every
 * standby is down too. U = u₁ · ((1 − c) + c · Π_{j≥2} uⱼ).
 */
function failoverU(us: readonly Dec[], miss: Dec): Dec {
  const [primary = ONE, ...standbys] = us;
  const c = oneMinus(miss);
  return mul(primary, add(miss, mul(c, parallelU(standbys))));
}

/** The group's structure alone, on the given member unavailabilities. */
function structureU(group: ResolvedGroup, us: readonly Dec[]): Dec {
  if (group.kind === 'series') return seriesU(us);
  if (group.kind === 'parallel') {
    return group.failoverMiss ? failoverU(us, group.failoverMiss) : parallelU(us);
  }
  return kOfNU(us, group.k);
}

/** The common-cause event's probability, β · max uᵢ (see docs: the beta-factor model). */
export function commonCauseU(us: readonly Dec[], beta: Dec): Dec {
  const largest = us.reduce((m, u) => max(m, u), ZERO);
  return mul(beta, largest);
}

/** Each member's independent part, (1 − β) · uᵢ: the classic beta-factor split. */
export function independentU(u: Dec, beta: Dec): Dec {
  return mul(oneMinus(beta), u);
}

/**
 * A group's unavailability from its members'. With a beta factor β, a common-cause event of
 * probability q꜀ = β · max uᵢ takes every member down at once and each member keeps
 * qᵢ = (1 − β) · uᵢ of independent unavailability: U = q꜀ + (1 − q꜀) · U_structure(q₁ … qₙ).
 * Since U_structure ≥ 0, U ≥ q꜀: no better replica and no perfect member removes the common cause.
 */
export function groupU(group: ResolvedGroup, us: readonly Dec[]): Dec {
  if (!group.beta) return structureU(group, us);
  const beta = group.beta;
  const qc = commonCauseU(us, beta);
  const independent = us.map((u) => independentU(u, beta));
  return add(qc, mul(oneMinus(qc), structureU(group, independent)));
}
