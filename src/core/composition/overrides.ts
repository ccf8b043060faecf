import { add, decimalPlaces, mul, ONE, oneMinus, PRECISION, ZERO, type Dec } from './decimal';
import type { ResolvedGroup } from './resolve';
import { fromDec, toDec } from './wide-double';
import { kOfNAffineWide } from './wide-kofn';

/** A group's U as a function of one member's u: U = a + b · u (every coherent structure). */
export interface Affine {
  readonly a: Dec;
  readonly b: Dec;
}

/** A value and whether it was computed in double precision rather than exact decimals. */
export interface Value {
  readonly u: Dec;
  readonly approximate: boolean;
}

/** How a group's U responds to one member's unavailability, for shares and what-ifs. */
export interface MemberMap {
  /** Per member, when U is affine in that member's u (every group without ccf). */
  readonly affine: readonly Affine[] | null;
  /** True when `affine` was computed in double precision. */
  readonly approximate: boolean;
  /** The group's U with member i at v; null when skipped as too costly. */
  at(i: number, v: Dec): Value | null;
}

/**
 * Work allowed for one evaluation beyond the linear passes: exact decimal steps of k-of-n
 * programmes for members' shares and what-ifs (each a few bigint operations of ~1 µs), then
 * double-precision steps (~30 ns), then nothing: what is left is null (shown as skipped).
 */
export class Budget {
  exactSteps = 4_000;
  wideSteps = 600_000;

  takeExact(steps: number): boolean {
    if (steps > this.exactSteps) return false;
    this.exactSteps -= steps;
    return true;
  }

  takeWide(steps: number): boolean {
    if (steps > this.wideSteps) return false;
    this.wideSteps -= steps;
    return true;
  }
}

/** P(others) folds from both ends: out[i] = fold of every member but i. */
function leaveOneOut(values: readonly Dec[], pair: (x: Dec, y: Dec) => Dec, unit: Dec): Dec[] {
  const n = values.length;
  const suffix: Dec[] = Array.from({ length: n + 1 }, () => unit);
  for (let i = n - 1; i >= 0; i--) suffix[i] = pair(values[i] ?? unit, suffix[i + 1] ?? unit);
  const out: Dec[] = [];
  let prefix = unit;
  for (let i = 0; i < n; i++) {
    out.push(pair(prefix, suffix[i + 1] ?? unit));
    prefix = pair(prefix, values[i] ?? unit);
  }
  return out;
}

const seriesPair = (x: Dec, y: Dec) => add(x, mul(y, oneMinus(x)));

/** Series: U = (1 − P) + P · u with P = Π_{j≠i}(1 − uⱼ); 1 − P is the series of the others. */
function seriesAffine(us: readonly Dec[]): Affine[] {
  const others = leaveOneOut(us, seriesPair, ZERO);
  const ups = leaveOneOut(us.map(oneMinus), mul, ONE);
  return us.map((_, i) => ({ a: others[i] ?? ZERO, b: ups[i] ?? ONE }));
}

/** Parallel: U = u · Π_{j≠i} uⱼ. */
function parallelAffine(us: readonly Dec[]): Affine[] {
  return leaveOneOut(us, mul, ONE).map((b) => ({ a: ZERO, b }));
}

/** Failover, U = u₁((1 − c) + c Π_{j≥2} uⱼ): affine in the primary and in each standby. */
function failoverAffine(us: readonly Dec[], miss: Dec): Affine[] {
  const [primary = ONE, ...standbys] = us;
  const c = oneMinus(miss);
  const all = standbys.reduce((p, u) => mul(p, u), ONE);
  const others = leaveOneOut(standbys, mul, ONE);
  return [
    { a: ZERO, b: add(miss, mul(c, all)) },
    ...others.map((p) => ({ a: mul(primary, miss), b: mul(primary, mul(c, p)) })),
  ];
}

/** One member's step of the failure-count distribution, counts ≥ lost merged. */
function step(dist: readonly Dec[], u: Dec, lost: number): Dec[] {
  const up = oneMinus(u);
  const next = dist.map((p, f) => (f === lost ? p : mul(p, up)));
  for (let f = 0; f < lost; f++) next[f + 1] = add(next[f + 1] ?? ZERO, mul(dist[f] ?? ZERO, u));
  return next;
}

/**
 * k-of-n, exactly: with lost = n − k + 1, U = P(others ≥ lost) + P(others = lost − 1) · u, from
 * the failure-count distributions of the members before and after i (sums of positive products).
 */
function kOfNAffine(us: readonly Dec[], lost: number): Affine[] {
  const start = [ONE, ...Array.from({ length: lost }, () => ZERO)];
  const prefix: Dec[][] = [start];
  for (const u of us) prefix.push(step(prefix[prefix.length - 1] ?? start, u, lost));
  const out: Affine[] = [];
  let after = start;
  for (let i = us.length - 1; i >= 0; i--) {
    const pre = prefix[i] ?? start;
    const tail: Dec[] = [];
    let sum = ZERO;
    for (let t = lost; t >= 0; t--) tail[t] = sum = add(sum, after[t] ?? ZERO);
    let a = pre[lost] ?? ZERO;
    let b = ZERO;
    for (let x = 0; x < lost; x++) {
      a = add(a, mul(pre[x] ?? ZERO, tail[lost - x] ?? ZERO));
      b = add(b, mul(pre[x] ?? ZERO, after[lost - 1 - x] ?? ZERO));
    }
    out[i] = { a, b };
    after = step(after, us[i] ?? ZERO, lost);
  }
  return out;
}

/** k-of-n in exact decimals within the budget, else in double precision. */
function kOfNMap(us: readonly Dec[], k: number, budget: Budget): [Affine[], boolean] {
  const lost = us.length - k + 1;
  // More members must be up than there are: U = 1 whatever one member does.
  if (lost <= 0) return [us.map(() => ({ a: ONE, b: ZERO })), false];
  const steps = us.length * lost;
  const cheap = us.reduce((s, u) => s + decimalPlaces(u), 0) <= PRECISION;
  if (budget.takeExact(cheap ? Math.ceil(steps / 4) : steps)) return [kOfNAffine(us, lost), false];
  const wide = us.map(fromDec);
  const { a, b } = kOfNAffineWide(wide, us.map(oneMinus).map(fromDec), k);
  return [
    us.map((_, i) => ({ a: toDec(a[i] ?? { f: 0, e: 0 }), b: toDec(b[i] ?? { f: 0, e: 0 }) })),
    true,
  ];
}

/** The member map of a group without common cause: affine in every member. */
export function plainMap(group: ResolvedGroup, us: readonly Dec[], budget: Budget): MemberMap {
  let affine: Affine[];
  let approximate = false;
  if (group.kind === 'series') affine = seriesAffine(us);
  else if (group.kind === 'parallel') {
    affine = group.failoverMiss ? failoverAffine(us, group.failoverMiss) : parallelAffine(us);
  } else [affine, approximate] = kOfNMap(us, group.k, budget);
  return {
    affine,
    approximate,
    at: (i, v) => {
      const f = affine[i];
      return f ? { u: add(f.a, mul(f.b, v)), approximate } : null;
    },
  };
}
