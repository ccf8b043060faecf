import { isGroup, type BlockNode, type Topology } from './ast';

/**
 * A rough count of the work evaluating a topology takes, read from its syntax tree before any
 * number is: one unit per block, plus, for each k-of-n group, the n · min(k, n − k + 1) steps
 * of its failure-count programme (run once for the total and three times for the members'
 * shares and what-ifs). Series and parallel groups are linear in their members. The panel uses
 * it to choose between evaluating at once and evaluating in a worker; it never changes a number.
 */
export function evaluationCost(topology: Topology): number {
  const cost = (node: BlockNode): number => {
    if (!isGroup(node)) return 1;
    const members = node.members.reduce((sum, m) => sum + cost(m), 1);
    if (node.kind !== 'kofn') return members;
    const n = node.members.length;
    const k = Math.min(Math.max(node.k ?? 1, 0), n);
    const steps = n * Math.min(k, n - k + 1);
    return members + 4 * Math.max(0, steps);
  };
  return topology.blocks.reduce((sum, b) => sum + cost(b), 0);
}
