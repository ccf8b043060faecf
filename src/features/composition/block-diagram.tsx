import { Fragment } from 'react';
import { groupHead, isGroup, type BlockNode, type Topology } from '@/core/composition/ast';
import type { BlockEval, Evaluation } from '@/core/composition/evaluate';
import { formatAvailability, formatShare } from './composition-format';

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

function Row({
  nodes,
  path,
  ctx,
}: {
  readonly nodes: readonly BlockNode[];
  readonly path: readonly number[];
  readonly ctx: Ctx;
}) {
  return (
    <div className="bd-row">
      {nodes.map((n, i) => (
        <Fragment key={i}>
          {i > 0 ? <span className="bd-arrow" aria-hidden="true" /> : null}
          <Block node={n} path={[...path, i]} ctx={ctx} />
        </Fragment>
      ))}
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
        <div className="bd-stack">
          {node.members.map((m, i) => (
            <Block key={i} node={m} path={[...path, i]} ctx={ctx} />
          ))}
        </div>
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
