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
import { revealingMoves, showAllLabel, useLongList, type LongList } from './use-long-list';

const NAME = /^[A-Za-z0-9._-]+$/;

interface RowProps {
  readonly node: BlockNode;
  readonly path: Path;
  readonly siblings: number;
  readonly actions: RowActions;
}

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

function Common({ node, path, siblings, actions }: RowProps) {
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
  const { node, path, actions } = props;
  if (!isGroup(node)) {
    return (
      <li className="se-row">
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
          <Common {...props} />
        </div>
      </li>
    );
  }
  return <GroupRow {...props} node={node} />;
}

/** A group's line and its members, the first few of a long list until all are asked for. */
function GroupRow(props: RowProps & { readonly node: GroupNode }) {
  const { node, path, actions } = props;
  const members = useLongList(node.members);
  const memberActions = revealingMoves(actions, members, path);
  return (
    <li className="se-row se-group">
      <div className="se-line">
        <GroupFields node={node} path={path} actions={actions} />
        <Common {...props} />
      </div>
      <ul className="se-members">
        {members.shown.map((m, i) => (
          <StructuredRow
            key={`${i}-${isGroup(m) ? 'group' : 'component'}`}
            node={m}
            path={[...path, i]}
            siblings={node.members.length}
            actions={memberActions}
          />
        ))}
        {members.hidden > 0 ? <ShowAllItem list={members} /> : null}
      </ul>
    </li>
  );
}

/** The list item that shows the rest of a long list. */
export function ShowAllItem({ list }: { readonly list: LongList<unknown> }) {
  return (
    <li className="se-more">
      <button type="button" className="button-quiet" onClick={list.showAll}>
        {showAllLabel(list.hidden, 'members', false)}
      </button>
    </li>
  );
}
