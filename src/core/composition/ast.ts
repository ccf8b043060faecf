/**
 * The topology language's syntax tree. A topology is a list of top-level blocks that a request
 * passes through in order (an implicit series); a block is a component or a group.
 */
export const MAX_BLOCKS = 500;
export const MAX_DEPTH = 32;
/** Far above 500 blocks of reasonable names; refuses pasted megabytes before parsing them. */
export const MAX_TEXT_LENGTH = 50_000;

/** Where something is in the text: offsets into it, end exclusive. */
export interface Span {
  readonly start: number;
  readonly end: number;
}

export interface ComponentNode {
  readonly kind: 'component';
  readonly name: string;
  /** The availability exactly as written, without a trailing `%`: "99.99". */
  readonly value: string;
  readonly span: Span;
  readonly nameSpan: Span;
  readonly valueSpan: Span;
}

export type GroupKind = 'series' | 'parallel' | 'kofn';

export interface GroupOption {
  /** The percentage as written, without `%`: "99.9". */
  readonly value: string;
  readonly span: Span;
}

export interface GroupOptions {
  /** Probability that switching from the first member (primary) to a standby works. */
  readonly failover?: GroupOption;
  /** Beta factor: share of the members' unavailability that is common cause. */
  readonly ccf?: GroupOption;
}

export interface GroupNode {
  readonly kind: GroupKind;
  /** For k-of-n: how many members must be up, and the N written in the text. */
  readonly k?: number;
  readonly n?: number;
  readonly options: GroupOptions;
  readonly members: readonly BlockNode[];
  readonly span: Span;
  /** The head (`series`, `2of3`), where group-level messages point. */
  readonly headSpan: Span;
}

export type BlockNode = ComponentNode | GroupNode;

export interface Topology {
  readonly blocks: readonly BlockNode[];
}

export const OPTION_NAMES = ['failover', 'ccf'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];

export function isGroup(node: BlockNode): node is GroupNode {
  return node.kind !== 'component';
}

/** `series`, `parallel` or `2of3`. */
export function groupHead(node: GroupNode): string {
  return node.kind === 'kofn' ? `${node.k ?? 1}of${node.n ?? node.members.length}` : node.kind;
}

export const NO_SPAN: Span = { start: 0, end: 0 };
