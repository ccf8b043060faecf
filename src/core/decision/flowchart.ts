import { formatSeconds as sec } from '../format';
import type { Decision, DecisionFacts, NodeId, Verdict } from './decide';
import { majority } from './quorum';

/** Colours for the highlighted path; the panel picks them to suit the light or dark theme. */
export interface PathPalette {
  /** Stroke of the taken edges and node borders. */
  readonly stroke: string;
  /** Fill of the taken nodes. */
  readonly fill: string;
  /** Text on the taken nodes. */
  readonly text: string;
  /**
   * The verdict node, by verdict: the same tone as the verdict card (a success tone for
   * automate and auto-promote, amber for page-human).
   */
  readonly verdict: Readonly<Record<Verdict, { readonly fill: string; readonly stroke: string }>>;
  /** Border of the node that cannot be decided (an invalid input). */
  readonly blocked: string;
}

type Shape = 'box' | 'diamond' | 'stadium';

interface Edge {
  readonly from: NodeId;
  readonly to: NodeId;
  readonly label?: string;
  readonly dotted?: boolean;
}

/** Every edge, in the order written: Mermaid's `linkStyle` addresses edges by this index. */
export const EDGES: readonly Edge[] = [
  { from: 'check', to: 'failures' },
  { from: 'failures', to: 'keep', label: 'no' },
  { from: 'keep', to: 'check', label: 'next interval', dotted: true },
  { from: 'failures', to: 'kind', label: 'yes' },
  { from: 'kind', to: 'lb', label: 'remove from LB pool' },
  { from: 'kind', to: 'breaker', label: 'open circuit breaker' },
  { from: 'kind', to: 'lag', label: 'promote new primary' },
  { from: 'lb', to: 'automate' },
  { from: 'breaker', to: 'automate' },
  { from: 'lag', to: 'page', label: 'no' },
  { from: 'lag', to: 'quorum', label: 'yes' },
  { from: 'quorum', to: 'page', label: 'no' },
  { from: 'quorum', to: 'partition', label: 'yes' },
  { from: 'partition', to: 'page', label: 'possible partition' },
  { from: 'partition', to: 'blast', label: 'clear failure' },
  { from: 'blast', to: 'page', label: 'no' },
  { from: 'blast', to: 'promote', label: 'yes' },
];

const SHAPES: Readonly<Record<NodeId, Shape>> = {
  check: 'box',
  failures: 'diamond',
  keep: 'stadium',
  kind: 'diamond',
  lb: 'box',
  breaker: 'box',
  automate: 'stadium',
  lag: 'diamond',
  quorum: 'diamond',
  partition: 'diamond',
  blast: 'diamond',
  promote: 'stadium',
  page: 'stadium',
};

/** Node labels, with the live numbers where the node tests one. */
function labels(f: DecisionFacts): Record<NodeId, string> {
  const seen =
    f.seen === null || f.threshold === null ? 'seen ?' : `${f.seen} of N = ${f.threshold}`;
  const lagText =
    f.lag === null || f.maxLag === null
      ? 'lag ?'
      : `lag ${sec(f.lag)} ${f.lag <= f.maxLag ? '≤' : '>'} ${sec(f.maxLag)} allowed`;
  const quorumText =
    f.up === null || f.voters === null
      ? 'voters ?'
      : `${f.up} of ${f.voters} voters up, majority ${majority(f.voters)}`;
  return {
    check: 'Health check runs',
    failures: `N consecutive failures?<br/>${seen}`,
    keep: 'Keep checking',
    kind: 'What kind of action?',
    lb: 'Remove instance from pool<br/>cheap, instantly reversible',
    breaker: 'Open circuit breaker<br/>cheap, instantly reversible',
    automate: 'Automate: no human needed',
    lag: `Replica caught up?<br/>${lagText}`,
    quorum: `Quorum reachable?<br/>${quorumText}`,
    partition: 'Clear failure or<br/>possible partition?',
    blast: 'Blast radius understood?',
    promote: 'Auto-promote,<br/>page for review',
    page: 'Page a human:<br/>do not auto-promote',
  };
}

/** Mermaid treats quotes and `#…;` as markup inside labels; these labels need neither. */
const clean = (text: string) => text.replace(/"/g, '#quot;').replace(/#(?!quot;)/g, 'no. ');

function node(id: NodeId, label: string): string {
  const text = `"${clean(label)}"`;
  switch (SHAPES[id]) {
    case 'diamond':
      return `  ${id}{${text}}`;
    case 'stadium':
      return `  ${id}([${text}])`;
    default:
      return `  ${id}[${text}]`;
  }
}

function edge(e: Edge): string {
  const arrow = e.dotted ? '-.->' : '-->';
  return `  ${e.from} ${arrow}${e.label ? `|"${clean(e.label)}"|` : ''} ${e.to}`;
}

/** Indices into EDGES of the steps the decision took. */
export function takenEdgeIndices(decision: Decision): number[] {
  return decision.steps.map((s) => EDGES.findIndex((e) => e.from === s.from && e.to === s.to));
}

/**
 * The Mermaid flowchart for these inputs, with the path the decision took styled through
 * `classDef`/`class` (nodes) and `linkStyle` (edges): drawn from the same walk as the verdict.
 */
export function flowchartSource(
  facts: DecisionFacts,
  decision: Decision,
  palette: PathPalette,
): string {
  const text = labels(facts);
  const ids = Object.keys(SHAPES) as NodeId[];
  const last = decision.nodes[decision.nodes.length - 1];
  const taken = decision.nodes.filter((n) => n !== last || decision.verdict === null);
  const edges = takenEdgeIndices(decision);
  const summary = decision.verdict
    ? `Path taken: ${decision.nodes.map((n) => text[n].replace(/<br\/>/g, ' ')).join(', then ')}.`
    : `The path stops at “${text[decision.blockedAt ?? 'check'].replace(/<br\/>/g, ' ')}”: an input it needs is invalid.`;
  const lines = [
    'flowchart TD',
    '  accTitle: Failover decision flowchart',
    `  accDescr: ${clean(summary)}`,
    ...ids.map((id) => node(id, text[id])),
    ...EDGES.map(edge),
    `  classDef taken fill:${palette.fill},stroke:${palette.stroke},stroke-width:3px,color:${palette.text}`,
    `  classDef blocked stroke:${palette.blocked},stroke-width:3px,stroke-dasharray:6 4`,
  ];
  if (decision.verdict) {
    const v = palette.verdict[decision.verdict];
    lines.push(
      `  classDef verdict fill:${v.fill},stroke:${v.stroke},stroke-width:4px,color:${palette.text},font-weight:bold`,
    );
  }
  const pathNodes = decision.blockedAt ? taken.filter((n) => n !== decision.blockedAt) : taken;
  if (pathNodes.length > 0) lines.push(`  class ${pathNodes.join(',')} taken`);
  if (decision.verdict && last) lines.push(`  class ${last} verdict`);
  if (decision.blockedAt) lines.push(`  class ${decision.blockedAt} blocked`);
  if (edges.length > 0) {
    lines.push(`  linkStyle ${edges.join(',')} stroke:${palette.stroke},stroke-width:3px`);
  }
  return `${lines.join('\n')}\n`;
}
