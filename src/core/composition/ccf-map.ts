import { add, compare, mul, oneMinus, ZERO, type Dec } from './decimal';
import { commonCauseU, groupU, independentU } from './formulas';
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
 * A group with a common cause (β): U = q꜀ + (1 − q꜀) · S((1 − β) · u) with q꜀ = β · max u. Not
 * affine in a member's u, but nearly always reducible to an affine map of the structure: while
 * the maximum stays where it was, q꜀ is unchanged and S runs on the other members' fixed
 * independent parts. Only a what-if that moves the maximum (the worst member improved, or a member
 * made worse than it) needs the whole group recomputed: exactly within the budget, then in double
 * precision, then not at all (counted as skipped).
 */
export function ccfMap(group: ResolvedGroup, us: readonly Dec[], budget: Budget): MemberMap {
  const beta = group.beta ?? ZERO;
  const plain: ResolvedGroup = { ...group, beta: null };
  const qc = commonCauseU(us, beta);
  const onParts = plainMap(
    plain,
    us.map((u) => independentU(u, beta)),
    budget,
  );
  let top = 0;
  us.forEach((u, i) => {
    if (compare(u, us[top] ?? u) > 0) top = i;
  });
  const largest = us[top] ?? ZERO;
  const second = us.reduce<Dec | null>(
    (m, u, i) => (i === top ? m : m === null || compare(u, m) > 0 ? u : m),
    null,
  );
  const steps =
    us.length * (group.kind === 'kofn' ? Math.min(group.k, us.length - group.k + 1) + 1 : 1);
  let wide: Wide[] | null = null;
  const memo = new Map<string, Value | null>();

  const recompute = (i: number, v: Dec, most: Dec): Value | null => {
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
      const common = fromDec(mul(beta, most));
      const keep = fromDec(oneMinus(beta));
      const parts = wide.map((u, j) => wMul(j === i ? fromDec(v) : u, keep));
      const s = structureWide(group, parts);
      result = { u: toDec(wAdd(common, wMul(wSub(W_ONE, common), s))), approximate: true };
    }
    memo.set(key, result);
    return result;
  };

  return {
    affine: null,
    approximate: onParts.approximate,
    at: (i, v) => {
      const others = i === top ? (second ?? v) : largest;
      const most = compare(v, others) > 0 ? v : others;
      if (compare(most, largest) !== 0) return recompute(i, v, most);
      const s = onParts.at(i, independentU(v, beta));
      return s && { u: add(qc, mul(oneMinus(qc), s.u)), approximate: s.approximate };
    },
  };
}
