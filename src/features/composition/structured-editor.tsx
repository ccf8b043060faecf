import type { Topology } from '@/core/composition/ast';
import {
  addMember,
  addTopLevel,
  moveBlock,
  removeBlock,
  renameBlock,
  setAvailability,
  setGroup,
  unwrapBlock,
  wrapBlock,
} from '@/core/composition/edit';
import { printTopology } from '@/core/composition/print';
import type { RowActions } from './structured-actions';
import { MemberList } from './structured-row';

interface StructuredEditorProps {
  /** The syntax tree of the current text, or null while the text does not parse. */
  readonly topology: Topology | null;
  readonly syntaxError: string | null;
  readonly onChange: (text: string) => void;
}

/**
 * Add, remove, rename, reorder, change availability, wrap, unwrap: every edit goes through the
 * core edit functions and the printer, so the text is the one source of truth.
 */
export function StructuredEditor({ topology, syntaxError, onChange }: StructuredEditorProps) {
  if (!topology) {
    return (
      <p className="muted">
        The structured editor needs text it can read: {syntaxError ?? 'fix the text first.'}
      </p>
    );
  }
  const apply = (next: Topology) => onChange(printTopology(next));
  const actions: RowActions = {
    rename: (p, name) => apply(renameBlock(topology, p, name)),
    setValue: (p, value) => apply(setAvailability(topology, p, value)),
    remove: (p) => apply(removeBlock(topology, p)),
    move: (p, d) => apply(moveBlock(topology, p, d)),
    wrap: (p, kind) => apply(wrapBlock(topology, p, kind)),
    unwrap: (p) => apply(unwrapBlock(topology, p)),
    addMember: (p) => apply(addMember(topology, p)),
    setGroup: (p, change) => apply(setGroup(topology, p, change)),
  };
  return (
    <div className="structured-editor">
      <p className="muted">
        Top-level blocks are in series, in order. Edits here rewrite the text in its canonical
        layout.
      </p>
      <MemberList
        nodes={topology.blocks}
        path={[]}
        actions={actions}
        className="se-members se-root"
        label="Blocks"
        region="Top-level blocks"
      />
      <button type="button" className="button-quiet" onClick={() => apply(addTopLevel(topology))}>
        Add a component in series
      </button>
    </div>
  );
}
