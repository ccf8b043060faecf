import {
  groupHead,
  isGroup,
  type BlockNode,
  type GroupNode,
  type Span,
  type Topology,
} from './ast';
import { fromRational, oneMinus, type Dec } from './decimal';
import { where, type Diagnostic } from './diagnostics';
import { parseComponentAvailability, parseOptionPercent } from './values';

/** A block with its numbers read: what the evaluator works on. */
export type Resolved = ResolvedComponent | ResolvedGroup;

export interface ResolvedComponent {
  readonly kind: 'component';
  readonly node: BlockNode;
  readonly name: string;
  readonly u: Dec;
}

export interface ResolvedGroup {
  readonly kind: 'series' | 'parallel' | 'kofn';
  readonly node: GroupNode | null;
  /** Members that must be up: 1 for parallel, n for series. */
  readonly k: number;
  /** Probability that a failover from the primary does not work (1 − failover), or null. */
  readonly failoverMiss: Dec | null;
  /** Beta factor as a fraction, or null. */
  readonly beta: Dec | null;
  readonly members: readonly Resolved[];
}

export type ResolveResult =
  | { readonly ok: true; readonly root: ResolvedGroup }
  | { readonly ok: false; readonly errors: readonly Diagnostic[] };

/**
 * Checks what the grammar cannot (values, K against N, empty groups, duplicate names, which
 * option fits which group) and reads every number exactly. All problems are reported, each at
 * its place. The top-level blocks form an implicit series, the root.
 */
export function resolveTopology(topology: Topology, text: string): ResolveResult {
  const errors: Diagnostic[] = [];
  const names = new Map<string, Span>();
  const error = (message: string, span: Span) => errors.push({ message, span });

  const visit = (node: BlockNode): Resolved | null => {
    if (!isGroup(node)) {
      const seen = names.get(node.name);
      if (seen) {
        error(
          `The name “${node.name}” is already used at ${where(text, seen.start)}: each block needs its own name.`,
          node.nameSpan,
        );
      } else names.set(node.name, node.nameSpan);
      const u = parseComponentAvailability(node.value, node.name);
      if (!u.ok) {
        error(u.error, node.valueSpan);
        return null;
      }
      return { kind: 'component', node, name: node.name, u: fromRational(u.value) };
    }
    const members = node.members.map(visit);
    const group = checkGroup(node, error);
    if (!group || members.some((m) => m === null)) return null;
    return { ...group, node, members: members as Resolved[] };
  };

  const top = topology.blocks.map(visit);
  if (errors.length > 0 || top.some((b) => b === null)) return { ok: false, errors };
  const members = top as Resolved[];
  return {
    ok: true,
    root: {
      kind: 'series',
      node: null,
      k: members.length,
      failoverMiss: null,
      beta: null,
      members,
    },
  };
}

function checkGroup(
  node: GroupNode,
  report: (message: string, span: Span) => void,
): Omit<ResolvedGroup, 'node' | 'members'> | null {
  const head = groupHead(node);
  const count = node.members.length;
  let bad = false;
  const error = (message: string, span: Span) => {
    bad = true;
    report(message, span);
  };
  if (count === 0)
    error(`“${head}” has no members: add at least one, or remove the group.`, node.headSpan);
  let k = node.kind === 'series' ? count : 1;
  if (node.kind === 'kofn') {
    k = node.k ?? 0;
    const n = node.n ?? count;
    if (k < 1)
      error(`K must be at least 1 in ${head}: at least one member has to be up.`, node.headSpan);
    else if (k > n)
      error(`K cannot exceed N: ${head} asks for ${k} members up out of ${n}.`, node.headSpan);
    else if (n !== count && count > 0) {
      // KofCount is only worth suggesting when it is itself valid (K ≤ the members listed).
      const rewrite = k <= count ? `write ${k}of${count}, or ` : '';
      const members = `${count} member${count === 1 ? '' : 's'}`;
      error(`${head} lists ${members}: ${rewrite}give it ${n}.`, node.headSpan);
    }
  }
  const { failover, ccf } = node.options;
  let failoverMiss: Dec | null = null;
  let beta: Dec | null = null;
  if (failover) {
    if (node.kind !== 'parallel') {
      error(
        `failover applies to a parallel group (a primary, then standbys), not to ${node.kind === 'kofn' ? 'a quorum' : 'a series'}.`,
        failover.span,
      );
    } else {
      const p = parseOptionPercent(failover.value, 'the failover success', '99.9');
      if (p.ok) failoverMiss = oneMinus(fromRational(p.value));
      else error(p.error, failover.span);
    }
  }
  if (ccf) {
    if (node.kind === 'series') {
      error(
        'ccf applies to redundant groups (parallel or KofN): a series fails on any member anyway.',
        ccf.span,
      );
    } else {
      const p = parseOptionPercent(ccf.value, 'the common-cause share', '5');
      if (p.ok) beta = fromRational(p.value);
      else error(p.error, ccf.span);
    }
  }
  return bad ? null : { kind: node.kind, k, failoverMiss, beta };
}
