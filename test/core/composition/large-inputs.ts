import { analyseTopology } from '@/core/composition/analyse';
import type { Dec } from '@/core/composition/decimal';
import type { Evaluation } from '@/core/composition/evaluate';
import { resolveTopology, type ResolvedGroup } from '@/core/composition/resolve';
import { parseOk } from './helpers';

/** Availabilities 99.00000 … 99.99999 with five decimals, all different. */
export const percent = (i: number) => (99 + ((i * 7919) % 99_991) / 100_000).toFixed(5);
export const members = (n: number, prefix = 'm') =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}: ${percent(i)}`).join(', ');
/** The unavailability of `percent(i)` as a double. */
export const unavailability = (i: number) => Number((1 - Number(percent(i)) / 100).toPrecision(15));

/** The evaluation of a valid topology text. */
export function evaluationOf(text: string): Evaluation {
  const a = analyseTopology(text);
  if (!a.evaluation) throw new Error(a.errors.map((e) => e.message).join('; '));
  return a.evaluation;
}

/** ln of a decimal, for values far below a double's range. */
export function logOf(d: Dec): number {
  const s = d.m.toString();
  return Math.log(Number(`${s[0]}.${s.slice(1, 17) || '0'}`)) + (s.length - 1 + d.e) * Math.LN10;
}

/** The one group of a topology text, resolved, with its members' unavailabilities. */
export function groupOf(text: string): { group: ResolvedGroup; us: Dec[] } {
  const resolved = resolveTopology(parseOk(text), text);
  if (!resolved.ok) throw new Error(resolved.errors.map((e) => e.message).join('; '));
  const group = resolved.root.members[0] as ResolvedGroup;
  const us = group.members.map((m) => {
    if (m.kind !== 'component') throw new Error('members must be components');
    return m.u;
  });
  return { group, us };
}
