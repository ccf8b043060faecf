import { quorumCheck, type QuorumCheck } from './quorum';

export type ActionKind = 'lb' | 'breaker' | 'promote';
export type Verdict = 'keep-checking' | 'automate' | 'auto-promote-and-page' | 'page-human';

/** The flowchart's nodes, in the order they are drawn. */
export type NodeId =
  | 'check'
  | 'failures'
  | 'keep'
  | 'kind'
  | 'lb'
  | 'breaker'
  | 'automate'
  | 'lag'
  | 'quorum'
  | 'partition'
  | 'blast'
  | 'promote'
  | 'page';

/**
 * What the decision reads. A fact is null when its field cannot be read; the walk then stops at
 * the first node that needs it, and facts the path never reaches do not matter.
 */
export interface DecisionFacts {
  readonly seen: number | null;
  readonly threshold: number | null;
  readonly action: ActionKind | null;
  readonly lag: number | null;
  readonly maxLag: number | null;
  readonly up: number | null;
  readonly voters: number | null;
  readonly partition: boolean | null;
  readonly blastUnderstood: boolean | null;
}

export interface Step {
  readonly from: NodeId;
  readonly to: NodeId;
}

export type Reason =
  | { readonly kind: 'below-threshold'; readonly seen: number; readonly threshold: number }
  | { readonly kind: 'reversible'; readonly action: 'lb' | 'breaker' }
  | { readonly kind: 'replica-behind'; readonly lag: number; readonly maxLag: number }
  | { readonly kind: 'no-quorum'; readonly quorum: QuorumCheck }
  | { readonly kind: 'partition' }
  | { readonly kind: 'blast-unknown' }
  | { readonly kind: 'clean-promotion'; readonly lag: number; readonly quorum: QuorumCheck };

export interface Decision {
  /** Null when a field the path needs is invalid. */
  readonly verdict: Verdict | null;
  readonly reason: Reason | null;
  /** The nodes visited, first to last (the verdict node, or the node that could not be decided). */
  readonly nodes: readonly NodeId[];
  readonly steps: readonly Step[];
  /** The node whose input is missing, when the walk stopped early. */
  readonly blockedAt: NodeId | null;
  /** Computed whenever both voter counts are valid (up ≤ voters), whether or not the path reaches it. */
  readonly quorum: QuorumCheck | null;
  /** lag ≤ allowed lag, when both are valid. */
  readonly replicaCaughtUp: boolean | null;
}

/**
 * Walks the failover flowchart: consecutive failures ≥ N, then "how reversible is the action?".
 * Cheap, instantly reversible actions are automated; promoting a primary needs a caught-up
 * replica, a majority quorum, a clear (non-partition) failure and an understood blast radius
 * before automation may act, and even then it pages for review.
 */
export function decide(f: DecisionFacts): Decision {
  const nodes: NodeId[] = ['check'];
  const steps: Step[] = [];
  const go = (to: NodeId) => {
    steps.push({ from: nodes[nodes.length - 1] ?? 'check', to });
    nodes.push(to);
  };
  // More voters online than exist is a contradiction: the quorum node cannot be decided.
  const quorum =
    f.up !== null && f.voters !== null && f.up <= f.voters ? quorumCheck(f.up, f.voters) : null;
  const replicaCaughtUp = f.lag !== null && f.maxLag !== null ? f.lag <= f.maxLag : null;
  const base = { nodes, steps, quorum, replicaCaughtUp };
  const blocked = (at: NodeId): Decision => ({
    ...base,
    verdict: null,
    reason: null,
    blockedAt: at,
  });
  const done = (verdict: Verdict, reason: Reason): Decision => ({
    ...base,
    verdict,
    reason,
    blockedAt: null,
  });

  go('failures');
  if (f.seen === null || f.threshold === null) return blocked('failures');
  if (f.seen < f.threshold) {
    go('keep');
    return done('keep-checking', { kind: 'below-threshold', seen: f.seen, threshold: f.threshold });
  }
  go('kind');
  if (f.action === null) return blocked('kind');
  if (f.action === 'lb' || f.action === 'breaker') {
    go(f.action);
    go('automate');
    return done('automate', { kind: 'reversible', action: f.action });
  }
  go('lag');
  if (f.lag === null || f.maxLag === null) return blocked('lag');
  if (f.lag > f.maxLag) {
    go('page');
    return done('page-human', { kind: 'replica-behind', lag: f.lag, maxLag: f.maxLag });
  }
  go('quorum');
  if (quorum === null) return blocked('quorum');
  if (!quorum.holds) {
    go('page');
    return done('page-human', { kind: 'no-quorum', quorum });
  }
  go('partition');
  if (f.partition === null) return blocked('partition');
  if (f.partition) {
    go('page');
    return done('page-human', { kind: 'partition' });
  }
  go('blast');
  if (f.blastUnderstood === null) return blocked('blast');
  if (!f.blastUnderstood) {
    go('page');
    return done('page-human', { kind: 'blast-unknown' });
  }
  go('promote');
  return done('auto-promote-and-page', { kind: 'clean-promotion', lag: f.lag, quorum });
}
