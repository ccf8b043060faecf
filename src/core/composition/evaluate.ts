import { groupHead } from './ast';
import { ccfMap } from './ccf-map';
import { add, isZero, mul, ONE, ratio, sub, tenth, ZERO, type Dec } from './decimal';
import { groupU } from './formulas';
import { Budget, plainMap, type MemberMap, type Value } from './overrides';
import type { Resolved, ResolvedGroup } from './resolve';

/** One block's numbers. Paths index from the top level: [2, 0] is the first member of the third block. */
export interface BlockEval {
  readonly path: readonly number[];
  readonly depth: number;
  readonly label: string;
  readonly isComponent: boolean;
  /** The block's own unavailability. */
  readonly u: Dec;
  /**
   * Share of the total unavailability: (U − U with this block never down) / U, the fraction of
   * the total that would disappear if this block were perfect. Null when U = 0 or skipped.
   */
  readonly share: number | null;
  /** The total unavailability with this block's unavailability divided by 10 (one more nine); null when skipped. */
  readonly oneMoreNine: Dec | null;
  /** True when share and what-if were computed in double precision (about 15 significant digits). */
  readonly approximate: boolean;
}

export interface Evaluation {
  readonly total: Dec;
  /** Every block, in text order (pre-order). */
  readonly blocks: readonly BlockEval[];
  /**
   * The components with the largest share: every one tied for it (members of a redundant group
   * each carry the group's share), in text order; empty when U = 0.
   */
  readonly weakest: readonly BlockEval[];
  /** False when some value had to be rounded to the working precision. */
  readonly exact: boolean;
  /** Blocks whose share or what-if was left out because it would cost too much (see `Budget`). */
  readonly skipped: number;
}

interface Node {
  readonly resolved: Resolved;
  readonly u: Dec;
  readonly children: readonly Node[];
}

function build(resolved: Resolved): Node {
  if (resolved.kind === 'component') return { resolved, u: resolved.u, children: [] };
  const children = resolved.members.map(build);
  return {
    resolved,
    u: groupU(
      resolved,
      children.map((c) => c.u),
    ),
    children,
  };
}

/**
 * The total as a function of one block's unavailability: affine (α + β·v) while every ancestor
 * is (groups without ccf), so one block costs O(1); otherwise a walk up through the maps.
 */
type Up =
  | {
      readonly kind: 'affine';
      readonly alpha: Dec;
      readonly beta: Dec;
      readonly approximate: boolean;
    }
  | { readonly kind: 'walk'; readonly apply: (v: Dec) => Value | null };

const ROOT: Up = { kind: 'affine', alpha: ZERO, beta: ONE, approximate: false };

function apply(up: Up, v: Dec): Value | null {
  if (up.kind === 'walk') return up.apply(v);
  return { u: add(up.alpha, mul(up.beta, v)), approximate: up.approximate };
}

function childUp(up: Up, map: MemberMap, i: number): Up {
  const f = map.affine?.[i];
  if (f && up.kind === 'affine') {
    return {
      kind: 'affine',
      alpha: add(up.alpha, mul(up.beta, f.a)),
      beta: mul(up.beta, f.b),
      approximate: up.approximate || map.approximate,
    };
  }
  return {
    kind: 'walk',
    apply: (v) => {
      const g = map.at(i, v);
      const r = g && apply(up, g.u);
      return r && { u: r.u, approximate: r.approximate || g.approximate };
    },
  };
}

function label(resolved: Resolved): string {
  if (resolved.kind === 'component') return resolved.name;
  const names = resolved.members.map(label);
  const shown = names.length > 3 ? [...names.slice(0, 2), '…'] : names;
  const head = resolved.node ? groupHead(resolved.node) : 'series';
  return `${head}(${shown.join(', ')})`;
}

/** Share (U − U[block perfect]) / U, from β·u when affine (no cancellation). */
function shareOf(up: Up, u: Dec, total: Dec): { share: number | null; approximate: boolean } {
  if (isZero(total)) return { share: null, approximate: false };
  if (up.kind === 'affine')
    return { share: ratio(mul(up.beta, u), total), approximate: up.approximate };
  const without = up.apply(ZERO);
  if (!without) return { share: null, approximate: false };
  return { share: ratio(sub(total, without.u), total), approximate: without.approximate };
}

/** Relative tolerance under which two shares count as tied for the weakest link. */
const TIE = 1e-9;

/** Evaluates a resolved topology exactly, with every block's share and one-more-nine what-if. */
export function evaluate(root: ResolvedGroup): Evaluation {
  const tree = build(root);
  const total = tree.u;
  const blocks: BlockEval[] = [];
  const budget = new Budget();
  let exact = total.exact;
  const walk = (node: Node, path: number[], up: Up) => {
    const group = node.resolved;
    if (group.kind === 'component') return;
    const us = node.children.map((c) => c.u);
    const map = group.beta ? ccfMap(group, us, budget) : plainMap(group, us, budget);
    node.children.forEach((child, i) => {
      const childPath = [...path, i];
      const here = childUp(up, map, i);
      const { share, approximate } = shareOf(here, child.u, total);
      const whatIf = apply(here, tenth(child.u));
      exact = exact && child.u.exact;
      blocks.push({
        path: childPath,
        depth: path.length,
        label: label(child.resolved),
        isComponent: child.resolved.kind === 'component',
        u: child.u,
        share: share === null ? null : Math.min(1, Math.max(0, share)),
        oneMoreNine: whatIf?.u ?? null,
        approximate: approximate || (whatIf?.approximate ?? false),
      });
      walk(child, childPath, here);
    });
  };
  walk(tree, [], ROOT);
  const ranked = blocks.filter((b) => b.isComponent && b.share !== null);
  const largest = ranked.reduce((m, b) => Math.max(m, b.share ?? 0), 0);
  // Ties within the doubles' rounding of a ratio (shares are shown to 3–4 digits).
  const weakest = ranked.filter((b) => (b.share ?? 0) >= largest * (1 - TIE) && largest > 0);
  const skipped = blocks.filter(
    (b) => !b.oneMoreNine || (!isZero(total) && b.share === null),
  ).length;
  return { total, blocks, weakest, exact, skipped };
}
