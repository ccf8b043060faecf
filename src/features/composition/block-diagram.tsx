import { Fragment } from 'react';
import { groupHead, isGroup, type BlockNode, type Topology } from '@/core/composition/ast';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { formatAvailability, formatShare } from './composition-format';
import { showAllLabel, useLongList, type LongList } from './use-long-list';

interface BlockDiagramProps {
  readonly topology: Topology;
  readonly evaluation: Evaluation;
  readonly stale: boolean;
}

const keyOf = (path: readonly number[]) => path.join('.');

interface Ctx {
  readonly byPath: ReadonlyMap<string, BlockEval>;
  readonly weakest: ReadonlySet<string>;
}

function Figures({ block }: { readonly block: BlockEval | undefined }) {
  if (!block) return null;
  return (
    <span className="bd-figures">
      <span className="bd-availability">{formatAvailability(block.u)}</span>
      <span className="bd-share" title="Share of the total unavailability">
        {formatShare(block.share)} of downtime
      </span>
      <span className="bd-bar" aria-hidden="true">
        <span style={{ width: `${Math.max(0, Math.min(100, (block.share ?? 0) * 100))}%` }} />
      </span>
    </span>
  );
}

/** A group's members, drawn in a row (series) or a stack (redundant groups). */
interface MembersProps {
  readonly nodes: readonly BlockNode[];
  readonly path: readonly number[];
  readonly ctx: Ctx;
}

/** Blocks a long group draws at first: each is a card, so fewer than the table's rows. */
const DIAGRAM_SHOWN = 8;

/** True when a weakest block lies in members [from, to) of the group at `path`. */
function weakestAmong(ctx: Ctx, path: readonly number[], from: number, to: number): boolean {
  for (const key of ctx.weakest) {
    const index = Number(key.split('.')[path.length]);
    if (key.startsWith(path.length ? `${keyOf(path)}.` : '') && index >= from && index < to) {
      return true;
    }
  }
  return false;
}

/** The block that stands for the members a long group does not draw yet. */
function ShowAllBlock({
  list,
  total,
  path,
  ctx,
}: {
  readonly list: LongList<BlockNode>;
  readonly total: number;
  readonly path: readonly number[];
  readonly ctx: Ctx;
}) {
  const hidesWeakest = weakestAmong(ctx, path, list.shown.length, total);
  return (
    <button type="button" className="bd-more button-quiet" onClick={list.showAll}>
      {showAllLabel(list.hidden, 'blocks', hidesWeakest)}
    </button>
  );
}

function Row({ nodes, path, ctx }: MembersProps) {
  const list = useLongList(nodes, DIAGRAM_SHOWN);
  return (
    <div className="bd-row">
      {list.shown.map((n, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="bd-arrow" aria-hidden="true" /> : null}
          <Block node={n} path={[...path, i]} ctx={ctx} />
        </Fragment>
      ))}
      {list.hidden > 0 ? (
        <>
          <span className="bd-arrow" aria-hidden="true" />
          <ShowAllBlock list={list} total={nodes.length} path={path} ctx={ctx} />
        </>
      ) : null}
    </div>
  );
}

function Stack({ nodes, path, ctx }: MembersProps) {
  const list = useLongList(nodes, DIAGRAM_SHOWN);
  return (
    <div className="bd-stack">
      {list.shown.map((m, i) => (
        <Block key={i} node={m} path={[...path, i]} ctx={ctx} />
      ))}
      {list.hidden > 0 ? (
        <ShowAllBlock list={list} total={nodes.length} path={path} ctx={ctx} />
      ) : null}
    </div>
  );
}

function Block({
  node,
  path,
  ctx,
}: {
  readonly node: BlockNode;
  readonly path: readonly number[];
  readonly ctx: Ctx;
}) {
  const key = keyOf(path);
  const block = ctx.byPath.get(key);
  if (!isGroup(node)) {
    const weakest = ctx.weakest.has(key);
    return (
      <div className={`bd-block${weakest ? ' bd-weakest' : ''}`} data-block={node.name}>
        <span className="bd-name">{node.name}</span>
        <Figures block={block} />
        {weakest ? <span className="bd-tag">weakest link</span> : null}
      </div>
    );
  }
  const head = groupHead(node);
  const notes = [
    node.kind === 'kofn' ? `at least ${node.k} of ${node.members.length} up` : null,
    node.kind === 'parallel' && !node.options.failover ? 'any one up' : null,
    node.options.failover ? `failover ${node.options.failover.value}% (first is primary)` : null,
    node.options.ccf ? `common cause ${node.options.ccf.value}%` : null,
  ].filter(Boolean);
  return (
    <div
      className={`bd-group bd-${node.kind}`}
      role="group"
      aria-label={`${head}${notes.length ? `, ${notes.join(', ')}` : ''}`}
    >
      <div className="bd-group-head">
        <span className="bd-name">{head}</span>
        {notes.length ? <span className="bd-notes">{notes.join(' · ')}</span> : null}
        <Figures block={block} />
      </div>
      {node.kind === 'series' ? (
        <Row nodes={node.members} path={path} ctx={ctx} />
      ) : (
        <Stack nodes={node.members} path={path} ctx={ctx} />
      )}
    </div>
  );
}

/** Series left to right, redundant groups stacked; each block with its availability and share. */
export function BlockDiagram({ topology, evaluation, stale }: BlockDiagramProps) {
  const byPath = new Map(evaluation.blocks.map((b) => [keyOf(b.path), b]));
  const weakest = new Set(evaluation.weakest.map((b) => keyOf(b.path)));
  return (
    <div
      className={`bd-scroll${stale ? ' is-stale' : ''}`}
      tabIndex={0}
      role="region"
      aria-label="Block diagram, scrolls sideways"
    >
      <div className="bd-diagram">
        <span className="bd-end" aria-hidden="true">
          request
        </span>
        <span className="bd-arrow" aria-hidden="true" />
        <Row nodes={topology.blocks} path={[]} ctx={{ byPath, weakest }} />
        <span className="bd-arrow" aria-hidden="true" />
        <span className="bd-end" aria-hidden="true">
          served
        </span>
      </div>
    </div>
  );
}
