import { NO_SPAN, type GroupKind, type GroupNode } from '@/core/composition/ast';
import type { Path } from '@/core/composition/edit';

/** The edits a row can ask for; the editor applies them to the tree and prints the text. */
export interface RowActions {
  readonly rename: (path: Path, name: string) => void;
  readonly setValue: (path: Path, value: string) => void;
  readonly remove: (path: Path) => void;
  readonly move: (path: Path, delta: -1 | 1) => void;
  readonly wrap: (path: Path, kind: GroupKind) => void;
  readonly unwrap: (path: Path) => void;
  readonly addMember: (path: Path) => void;
  readonly setGroup: (path: Path, change: Parameters<typeof changeGroup>[1]) => void;
}

/** Describes a group change (kind, K, options) the editor passes to the core edit. */
export function changeGroup(
  node: GroupNode,
  change: { kind?: GroupKind; k?: number; failover?: string; ccf?: string },
) {
  const option = (value: string | undefined, old: GroupNode['options']['ccf']) =>
    value === undefined ? old : value === '' ? undefined : { value, span: NO_SPAN };
  const failover = option(change.failover, node.options.failover);
  const ccf = option(change.ccf, node.options.ccf);
  return {
    ...(change.kind ? { kind: change.kind } : {}),
    ...(change.k !== undefined ? { k: change.k } : {}),
    options: { ...(failover ? { failover } : {}), ...(ccf ? { ccf } : {}) },
  };
}

/** Characters that would end a value in the text: kept out of values typed here. */
export const clean = (text: string) => text.replace(/[,()[\]=:%\s]/g, '');
