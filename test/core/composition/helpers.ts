import fc from 'fast-check';
import { isGroup, NO_SPAN, type BlockNode, type Topology } from '@/core/composition/ast';
import { analyseTopology } from '@/core/composition/analyse';
import { toRational, type Dec } from '@/core/composition/decimal';
import { component, group } from '@/core/composition/edit';
import type { Evaluation } from '@/core/composition/evaluate';
import { Budget } from '@/core/composition/overrides';
import { parseSyntax } from '@/core/composition/parse';
import { resolveTopology, type ResolvedGroup } from '@/core/composition/resolve';
import type { Wide } from '@/core/composition/wide-double';
import type { Rational } from '@/core/exact/rational';

/** A topology's shape without text positions, for comparing trees. */
export function shape(node: BlockNode): unknown {
  if (!isGroup(node)) return { name: node.name, value: node.value };
  return {
    kind: node.kind,
    k: node.k,
    n: node.n,
    failover: node.options.failover?.value,
    ccf: node.options.ccf?.value,
    members: node.members.map(shape),
  };
}

export const shapes = (t: Topology) => t.blocks.map(shape);

export function parseOk(text: string): Topology {
  const r = parseSyntax(text);
  if (!r.ok) throw new Error(`syntax error: ${r.error.message}`);
  return r.topology;
}

/** The evaluation of a valid topology text. */
export function evaluationOf(text: string): Evaluation {
  const a = analyseTopology(text);
  if (!a.evaluation) throw new Error(`invalid: ${a.errors.map((e) => e.message).join('; ')}`);
  return a.evaluation;
}

/** Total unavailability of a valid topology, exactly. */
export const totalOf = (text: string): Rational => toRational(evaluationOf(text).total);

/** The resolved root (the implicit top-level series) of a valid topology text. */
export function resolvedRoot(text: string): ResolvedGroup {
  const resolved = resolveTopology(parseOk(text), text);
  if (!resolved.ok) throw new Error(resolved.errors.map((e) => e.message).join('; '));
  return resolved.root;
}

/** The one group of a topology text, resolved, with its members' unavailabilities. */
export function groupOf(text: string): { group: ResolvedGroup; us: Dec[] } {
  const group = resolvedRoot(text).members[0] as ResolvedGroup;
  const us = group.members.map((m) => {
    if (m.kind !== 'component') throw new Error('members must be components');
    return m.u;
  });
  return { group, us };
}

/** A work budget with the given exact and double-precision steps left. */
export function budget(exactSteps: number, wideSteps = 600_000): Budget {
  const b = new Budget();
  b.exactSteps = exactSteps;
  b.wideSteps = wideSteps;
  return b;
}

const VALUES = ['90', '99', '99.5', '99.9', '99.99', '100', '50', '12.345', '99.9999999999'];

/** Random trees (names made unique afterwards), up to `depth` levels of groups. */
export function treeArb(options: { withOptions: boolean; depth?: number }): fc.Arbitrary<Topology> {
  const { tree } = fc.letrec((tie) => ({
    leaf: fc.constantFrom(...VALUES).map((v) => component('x', v) as BlockNode),
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      tie('leaf'),
      tie('group'),
    ) as fc.Arbitrary<BlockNode>,
    group: fc
      .record({
        kind: fc.constantFrom('series', 'parallel', 'kofn'),
        members: fc.array(tie('node') as fc.Arbitrary<BlockNode>, { minLength: 1, maxLength: 4 }),
        k: fc.nat(),
        failover: fc.option(fc.constantFrom('99.9', '90', '100', '0'), { nil: undefined }),
        ccf: fc.option(fc.constantFrom('5', '20', '0', '100'), { nil: undefined }),
      })
      .map(({ kind, members, k, failover, ccf }) => {
        const g = group(kind, members, (k % members.length) + 1);
        if (!options.withOptions) return g;
        const opts = {
          ...(kind === 'parallel' && failover
            ? { failover: { value: failover, span: NO_SPAN } }
            : {}),
          ...(kind !== 'series' && ccf ? { ccf: { value: ccf, span: NO_SPAN } } : {}),
        };
        return { ...g, options: opts };
      }),
    tree: fc.array(tie('node') as fc.Arbitrary<BlockNode>, { minLength: 1, maxLength: 3 }),
  }));
  return tree.map((blocks) => {
    let i = 0;
    const rename = (n: BlockNode): BlockNode =>
      isGroup(n) ? { ...n, members: n.members.map(rename) } : { ...n, name: `c${(i += 1)}` };
    return { blocks: blocks.map(rename) };
  });
}

export function leafCount(t: Topology): number {
  const count = (n: BlockNode): number =>
    isGroup(n) ? n.members.reduce((s, m) => s + count(m), 0) : 1;
  return t.blocks.reduce((s, b) => s + count(b), 0);
}

/** A bare group (members given as numbers only), for shapes the text cannot write. */
export function bare(kind: ResolvedGroup['kind'], k: number): ResolvedGroup {
  return { kind, node: null, k, failoverMiss: null, beta: null, members: [] };
}

// Large inputs: many distinct availabilities, and logarithms of decimals below a double's range.

/** Availabilities 99.00000 … 99.99999 with five decimals, all different. */
export const percent = (i: number) => (99 + ((i * 7919) % 99_991) / 100_000).toFixed(5);
export const members = (n: number, prefix = 'm') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: ${percent(i)}`).join(', ');
/** The unavailability of `percent(i)` as a double. */
export const unavailability = (i: number) => Number((1 - Number(percent(i)) / 100).toPrecision(15));

/** ln of a decimal, for values far below a double's range. */
export function logOf(d: Dec): number {
  const s = d.m.toString();
  return Math.log(Number(`${s[0]}.${s.slice(1, 17) || '0'}`)) + (s.length - 1 + d.e) * Math.LN10;
}

// Exact values of wide doubles, for comparing them with exact references.

/** A double as M · 2^E exactly, M an integer: doubling a double is exact. */
function split(f: number): [bigint, number] {
  if (!Number.isFinite(f)) throw new RangeError(`not a finite double: ${f}`);
  let E = 0;
  while (!Number.isInteger(f)) {
    f *= 2;
    E -= 1;
  }
  return [BigInt(f), E];
}

/** The exact value of a Wide (f · 2^(256·e)) as M · 2^E. */
export function dyadic(x: Wide): [bigint, number] {
  const [M, E] = split(x.f);
  return [M, E + 256 * x.e];
}
