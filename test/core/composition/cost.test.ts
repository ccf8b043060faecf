import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluationCost } from '@/core/composition/cost';
import { resolveTopology, type Resolved } from '@/core/composition/resolve';
import { printTopology } from '@/core/composition/print';
import { parseOk, treeArb } from './helpers';

const cost = (text: string) => evaluationCost(parseOk(text));

/** The same count from the resolved tree (members and K as the evaluator reads them). */
function fromResolved(node: Resolved, isRoot: boolean): number {
  if (node.kind === 'component') return 1;
  const members = node.members.reduce((s, m) => s + fromResolved(m, false), 0);
  const self = isRoot ? 0 : 1;
  if (node.node?.kind !== 'kofn') return self + members;
  const n = node.members.length;
  return self + members + 4 * n * Math.min(node.k, n - node.k + 1);
}

describe('evaluationCost', () => {
  it('counts blocks, and four runs of n · min(k, n − k + 1) steps per k-of-n group', () => {
    expect(cost('a: 99')).toBe(1);
    expect(cost('a: 99, b: 99.9')).toBe(2);
    // 1 group + 3 members + 4 · 3 · min(2, 2)
    expect(cost('2of3(a: 99, b: 99, c: 99)')).toBe(28);
    // parallel and series groups are linear: 1 + 2 members each
    expect(cost('parallel(a: 99, b: 99), series(c: 99, d: 99)')).toBe(6);
    // 1 + 5 + 4 · 5 · min(1, 5): one member up is enough, one step per member
    expect(cost('1of5(a: 9, b: 9, c: 9, d: 9, e: 9)')).toBe(26);
  });

  it('puts the big-input quorum far above the worker threshold and a 500-block series below it', () => {
    const members = Array.from({ length: 499 }, (_, i) => `m${i}: 99.5`).join(', ');
    // 1 + 499 + 4 · 499 · 250
    expect(cost(`250of499(${members})`)).toBe(499_500);
    const series = Array.from({ length: 500 }, (_, i) => `s${i}: 99.9`).join(', ');
    expect(cost(series)).toBe(500);
  });

  it('agrees with the same count made on the resolved tree, for random topologies', () => {
    fc.assert(
      fc.property(treeArb({ withOptions: false }), (topology) => {
        const text = printTopology(topology);
        const resolved = resolveTopology(parseOk(text), text);
        if (!resolved.ok) return;
        expect(evaluationCost(parseOk(text))).toBe(fromResolved(resolved.root, true));
      }),
    );
  });
});
