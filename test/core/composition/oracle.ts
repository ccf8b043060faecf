import { isGroup, type BlockNode, type Topology } from '@/core/composition/ast';
import { parseAvailabilityPercent } from '@/core/availability/parse';
import { add, mul, ONE, rational, sub, type Rational } from '@/core/exact/rational';

/**
 * An independent exact oracle for topologies without options: enumerate every up/down state of
 * the components (2^L of them), weigh each by its exact probability, and sum the states in which
 * the structure function says the system is down. No formula of the model is reused.
 */
export function bruteForceU(t: Topology): Rational {
  const leaves: Rational[] = [];
  const collect = (n: BlockNode) => {
    if (isGroup(n)) n.members.forEach(collect);
    else leaves.push(n.value === '100' ? rational(0n) : unwrap(parseAvailabilityPercent(n.value)));
  };
  t.blocks.forEach(collect);
  let total = rational(0n);
  for (let state = 0; state < 1 << leaves.length; state++) {
    let index = 0;
    const up = (n: BlockNode): boolean => {
      if (!isGroup(n)) return ((state >> index++) & 1) === 0;
      const ups = n.members.map(up);
      const count = ups.filter(Boolean).length;
      if (n.kind === 'series') return count === ups.length;
      if (n.kind === 'parallel') return count >= 1;
      return count >= (n.k ?? 1);
    };
    const systemUp = t.blocks.map(up).every(Boolean);
    if (systemUp) continue;
    let p = ONE;
    leaves.forEach((u, i) => {
      p = mul(p, (state >> i) & 1 ? u : sub(ONE, u));
    });
    total = add(total, p);
  }
  return total;
}

/** P(fewer than k of the members up) for independent members of unavailability `us`, summed over all 2^n up/down states. */
export function bruteForceKofN(us: readonly Rational[], k: number): Rational {
  let total = rational(0n);
  for (let mask = 0; mask < 1 << us.length; mask++) {
    let p = ONE;
    let up = 0;
    us.forEach((u, i) => {
      if (mask & (1 << i)) {
        up += 1;
        p = mul(p, sub(ONE, u));
      } else p = mul(p, u);
    });
    if (up < k) total = add(total, p);
  }
  return total;
}

function unwrap<T>(p: { ok: true; value: T } | { ok: false; error: string }): T {
  if (!p.ok) throw new Error(p.error);
  return p.value;
}
