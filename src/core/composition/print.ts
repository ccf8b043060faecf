import { groupHead, isGroup, type BlockNode, type GroupNode, type Topology } from './ast';

/** Lines longer than this are broken, one member per line. */
const WIDTH = 80;
const INDENT = '  ';

/**
 * The canonical text of a topology: one top-level block per line; a group on one line when all
 * its members are components and it fits in 80 columns, otherwise one member per line, indented
 * by two spaces. `parseSyntax(printTopology(t))` gives back `t` (values exactly as written).
 */
export function printTopology(topology: Topology): string {
  return topology.blocks.map((b) => printBlock(b, '')).join('\n');
}

function printOptions(node: GroupNode): string {
  const parts: string[] = [];
  if (node.options.failover) parts.push(`failover=${node.options.failover.value}%`);
  if (node.options.ccf) parts.push(`ccf=${node.options.ccf.value}%`);
  return parts.length ? `[${parts.join(', ')}]` : '';
}

function printBlock(node: BlockNode, indent: string): string {
  if (!isGroup(node)) return `${indent}${node.name}: ${node.value}`;
  const head = `${indent}${groupHead(node)}${printOptions(node)}(`;
  const flat = node.members.every((m) => !isGroup(m));
  if (flat) {
    const line = `${head}${node.members.map((m) => printBlock(m, '')).join(', ')})`;
    if (line.length <= WIDTH || node.members.length <= 1) return line;
  }
  const inner = node.members.map((m) => printBlock(m, indent + INDENT)).join(',\n');
  return `${head}\n${inner}\n${indent})`;
}
