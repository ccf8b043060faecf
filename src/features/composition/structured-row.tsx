import { useState } from 'react';
import {
  groupHead,
  isGroup,
  type BlockNode,
  type GroupNode,
  type GroupKind,
} from '@/core/composition/ast';
import type { Path } from '@/core/composition/edit';
import { clean, type RowActions } from './structured-actions';
import { GroupFields } from './structured-group-fields';
import { useVirtualRows, type RowProps as VirtualRowProps } from '@/lib/use-virtual-rows';

const NAME = /^[A-Za-z0-9._-]+$/;

interface RowProps {
  readonly node: BlockNode;
  readonly path: Path;
  readonly siblings: number;
  readonly actions: RowActions;
  /** In a virtualised list: measurement, focus and the row's place among all rows. */
  readonly virtual?: VirtualRow;
}

type VirtualRow = VirtualRowProps & {
  readonly 'aria-posinset': number;
  readonly 'aria-setsize': number;
};

function NameField({
  name,
  path,
  actions,
}: {
  readonly name: string;
  readonly path: Path;
  readonly actions: RowActions;
}) {
  const [draft, setDraft] = useState(name);
  // A rename from elsewhere (the text editor) replaces the draft; a bad draft stays only here.
  const [seen, setSeen] = useState(name);
  if (seen !== name) {
    setSeen(name);
    setDraft(name);
  }
  const problem = NAME.test(draft)
    ? null
    : draft === ''
      ? 'A name is required.'
      : 'Letters, digits, -, _ and . only.';
  return (
    <span className="se-name">
      <input
        type="text"
        aria-label={`Name of ${name}`}
        value={draft}
        spellCheck={false}
        aria-invalid={problem ? true : undefined}
        title={problem ?? undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          if (NAME.test(e.target.value)) actions.rename(path, e.target.value);
        }}
      />
      {problem ? (
        <span className="se-problem" role="alert">
          {problem}
        </span>
      ) : null}
    </span>
  );
}

function Common({ node, path, siblings, actions }: Omit<RowProps, 'virtual'>) {
  const index = path[path.length - 1] ?? 0;
  const what = isGroup(node) ? groupHead(node) : node.name;
  return (
    <span className="se-actions">
      <button
        type="button"
        className="se-button"
        aria-label={`Move ${what} up`}
        disabled={index === 0}
        onClick={() => actions.move(path, -1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="se-button"
        aria-label={`Move ${what} down`}
        disabled={index >= siblings - 1}
        onClick={() => actions.move(path, 1)}
      >
        ↓
      </button>
      <select
        className="se-select"
        aria-label={`Wrap ${what} in a group`}
        value=""
        onChange={(e) => actions.wrap(path, e.target.value as GroupKind)}
      >
        <option value="">Wrap in…</option>
        <option value="series">series</option>
        <option value="parallel">parallel</option>
        <option value="kofn">K of N</option>
      </select>
      {isGroup(node) ? (
        <button
          type="button"
          className="se-button"
          onClick={() => actions.unwrap(path)}
          aria-label={`Unwrap ${what}`}
        >
          Unwrap
        </button>
      ) : null}
      <button
        type="button"
        className="se-button se-remove"
        aria-label={`Remove ${what}`}
        onClick={() => actions.remove(path)}
      >
        ✕
      </button>
    </span>
  );
}

/** One block of the structured editor and, for a group, its members below it. */
export function StructuredRow(props: RowProps) {
  const { node, path, actions, virtual } = props;
  if (!isGroup(node)) {
    return (
      <li className="se-row" {...virtual}>
        <div className="se-line">
          <NameField name={node.name} path={path} actions={actions} />
          <span className="se-value">
            <input
              type="text"
              inputMode="decimal"
              aria-label={`Availability of ${node.name}, percent`}
              value={node.value}
              onChange={(e) => actions.setValue(path, clean(e.target.value))}
            />
            %
          </span>
          <Common node={node} path={path} siblings={props.siblings} actions={actions} />
        </div>
      </li>
    );
  }
  return <GroupRow {...props} node={node} />;
}

/** A group's line and its members below it. */
function GroupRow(props: RowProps & { readonly node: GroupNode }) {
  const { node, path, actions, siblings, virtual } = props;
  return (
    <li className="se-row se-group" {...virtual}>
      <div className="se-line">
        <GroupFields node={node} path={path} actions={actions} />
        <Common node={node} path={path} siblings={siblings} actions={actions} />
      </div>
      <MemberList
        nodes={node.members}
        path={path}
        actions={actions}
        className="se-members"
        region={`Members of ${groupHead(node)}`}
      />
    </li>
  );
}

/** A component's row, px, before it is measured: one line of 2.25 rem controls and its padding. */
export const EDITOR_ROW_ESTIMATE = 46;

/**
 * The rows of a list of blocks (the top level, or a group's members). A long list scrolls in its
 * own region and draws only the rows in and near view; a short one is drawn whole, in the page.
 */
export function MemberList({
  nodes,
  path,
  actions,
  className,
  label,
  region,
}: {
  readonly nodes: readonly BlockNode[];
  readonly path: Path;
  readonly actions: RowActions;
  readonly className: string;
  /** The list's own name, if it has one. */
  readonly label?: string;
  /** What the scroll region of a long list is called. */
  readonly region: string;
}) {
  const { on, indexes, before, after, setScroller, rowProps } = useVirtualRows(
    nodes.length,
    EDITOR_ROW_ESTIMATE,
  );
  const list = (
    <ul
      className={className}
      aria-label={label}
      style={on ? { paddingTop: before, paddingBottom: after } : undefined}
    >
      {indexes.map((i) => {
        const m = nodes[i];
        if (!m) return null;
        return (
          <StructuredRow
            key={`${i}-${isGroup(m) ? 'group' : 'component'}`}
            node={m}
            path={[...path, i]}
            siblings={nodes.length}
            actions={actions}
            virtual={
              on
                ? { ...rowProps(i), 'aria-posinset': i + 1, 'aria-setsize': nodes.length }
                : undefined
            }
          />
        );
      })}
    </ul>
  );
  if (!on) return list;
  return (
    <div
      ref={setScroller}
      className="se-scroll"
      role="region"
      aria-label={`${region}, ${nodes.length.toLocaleString('en-US')} blocks, scrolls`}
      tabIndex={0}
    >
      {list}
    </div>
  );
}
