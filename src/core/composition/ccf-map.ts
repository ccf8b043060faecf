import { add, compare, isZero, mul, oneMinus, sub, ZERO, type Dec } from './decimal';
import { commonCauseU, groupU } from './formulas';
import { plainMap, type Budget, type MemberMap, type Value } from './overrides';
import type { ResolvedGroup } from './resolve';
import { fromDec, toDec, W_ONE, wAdd, wMul, wSub, type Wide } from './wide-double';
import { kOfNWide } from './wide-kofn';

/** The structure alone in double precision, on independent parts `qs`. */
function structureWide(group: ResolvedGroup, qs: readonly Wide[]): Wide {
  if (group.kind === 'kofn') {
    return kOfNWide(
      qs,
      qs.map((q) => wSub(W_ONE, q)),
      group.k,
    );
  }
  const [first = W_ONE, ...rest] = qs;
  const product = rest.reduce(wMul, W_ONE);
  if (!group.failoverMiss) return wMul(first, product);
  const miss = fromDec(group.failoverMiss);
  return wMul(first, wAdd(miss, wMul(wSub(W_ONE, miss), product)));
}

/**
 * A group with a common cause (β): U = q꜀ + (1 − q꜀) · S(u − q꜀) with q꜀ = β · min u. Not affine
 * in a member's u, but nearly always reducible to an affine map of the structure: with the member
 * perfect (u = 0) the common event vanishes and S runs on the plain u; while the minimum stays
 * where it was, q꜀ is unchanged and S runs on the fixed independent parts. Only a what-if that
 * moves the minimum needs the whole group recomputed: exactly within the budget, then in double
 * precision, then not at all (counted as skipped).
 */
export function ccfMap(group: ResolvedGroup, us: readonly Dec[], budget: Budget): MemberMap {
  const beta = group.beta ?? ZERO;
  const plain: ResolvedGroup = { ...group, beta: null };
  const qc = commonCauseU(us, beta);
  const onPlain = plainMap(plain, us, budget);
  const onParts = plainMap(
    plain,
    us.map((u) => sub(u, qc)),
    budget,
  );
  let first = 0;
  us.forEach((u, i) => {
    if (compare(u, us[first] ?? u) < 0) first = i;
  });
  const smallest = us[first] ?? ZERO;
  const second = us.reduce<Dec | null>(
    (m, u, i) => (i === first ? m : m === null || compare(u, m) < 0 ? u : m),
    null,
  );
  const steps =
    us.length * (group.kind === 'kofn' ? Math.min(group.k, us.length - group.k + 1) + 1 : 1);
  let wide: Wide[] | null = null;
  const memo = new Map<string, Value | null>();

  const recompute = (i: number, v: Dec, least: Dec): Value | null => {
    // Members of equal u give the same group (the structure is symmetric, but for a primary).
    const role = group.failoverMiss && i === 0 ? 'primary' : 'member';
    const key = `${role}|${us[i]?.m}e${us[i]?.e}|${v.m}e${v.e}`;
    if (memo.has(key)) return memo.get(key) ?? null;
    let result: Value | null = null;
    if (budget.takeExact(steps)) {
      result = {
        u: groupU(
          group,
          us.map((u, j) => (j === i ? v : u)),
        ),
        approximate: false,
      };
    } else if (budget.takeWide(steps)) {
      wide ??= us.map(fromDec);
      const common = fromDec(mul(beta, least));
      const parts = wide.map((u, j) => wSub(j === i ? fromDec(v) : u, common));
      const s = structureWide(group, parts);
      result = { u: toDec(wAdd(common, wMul(wSub(W_ONE, common), s))), approximate: true };
    }
    memo.set(key, result);
    return result;
  };

  return {
    affine: null,
    approximate: onPlain.approximate || onParts.approximate,
    at: (i, v) => {
      if (isZero(v)) return onPlain.at(i, ZERO);
      const others = i === first ? (second ?? v) : smallest;
      const least = compare(v, others) < 0 ? v : others;
      if (compare(least, smallest) !== 0) return recompute(i, v, least);
      const s = onParts.at(i, sub(v, qc));
      return s && { u: add(qc, mul(oneMinus(qc), s.u)), approximate: s.approximate };
    },
  };
}
