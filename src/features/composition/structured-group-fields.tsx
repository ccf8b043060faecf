import { groupHead, type GroupKind, type GroupNode } from '@/core/composition/ast';
import type { Path } from '@/core/composition/edit';
import { changeGroup, clean, type RowActions } from './structured-actions';

/** A group's own fields in the structured editor: kind, K, failover, ccf, and adding a member. */
export function GroupFields({
  node,
  path,
  actions,
}: {
  readonly node: GroupNode;
  readonly path: Path;
  readonly actions: RowActions;
}) {
  const head = groupHead(node);
  const set = (change: Parameters<typeof changeGroup>[1]) =>
    actions.setGroup(path, changeGroup(node, change));
  return (
    <span className="se-group-fields">
      <select
        aria-label={`Kind of ${head}`}
        className="se-select"
        value={node.kind}
        onChange={(e) => set({ kind: e.target.value as GroupKind })}
      >
        <option value="series">series</option>
        <option value="parallel">parallel</option>
        <option value="kofn">K of N</option>
      </select>
      {node.kind === 'kofn' ? (
        <label className="se-inline">
          K
          <input
            type="number"
            min={1}
            max={Math.max(1, node.members.length)}
            value={node.k ?? 1}
            aria-label={`K of ${head}`}
            onChange={(e) => {
              const k = Math.trunc(Number(e.target.value));
              if (Number.isFinite(k) && k >= 1) set({ k });
            }}
          />
        </label>
      ) : null}
      {node.kind === 'parallel' ? (
        <label className="se-inline">
          failover
          <input
            type="text"
            inputMode="decimal"
            placeholder="perfect"
            aria-label={`Failover success of ${head}, percent`}
            value={node.options.failover?.value ?? ''}
            onChange={(e) => set({ failover: clean(e.target.value) })}
          />
          %
        </label>
      ) : null}
      {node.kind !== 'series' ? (
        <label className="se-inline">
          ccf
          <input
            type="text"
            inputMode="decimal"
            placeholder="none"
            aria-label={`Common-cause share of ${head}, percent`}
            value={node.options.ccf?.value ?? ''}
            onChange={(e) => set({ ccf: clean(e.target.value) })}
          />
          %
        </label>
      ) : null}
      <button type="button" className="se-button se-add" onClick={() => actions.addMember(path)}>
        {node.kind === 'series' ? 'Add member' : 'Add replica'}
        <span className="visually-hidden"> to {head}</span>
      </button>
    </span>
  );
}
