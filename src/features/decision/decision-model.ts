import { decide, type ActionKind, type Decision, type DecisionFacts } from '@/core/decision/decide';
import { parseNumberField } from '@/core/input/number';
import { fail, type Parsed } from '@/core/input/parsed';
import { parseChoice, parseFlag } from '@/lib/parse-choice';
import type { DecisionInputs, DecisionKey } from './panel';

export const ACTIONS: readonly ActionKind[] = ['lb', 'breaker', 'promote'];

export interface DecisionModel {
  readonly fields: Readonly<Record<DecisionKey, Parsed<unknown>>>;
  readonly facts: DecisionFacts;
  readonly decision: Decision;
}

const valueOf = <T>(p: Parsed<T>): T | null => (p.ok ? p.value : null);

/** Parses every field on its own, then walks the flowchart with what could be read. */
export function deriveDecision(inputs: DecisionInputs): DecisionModel {
  const seen = parseNumberField(inputs.seen, {
    what: 'the consecutive failures seen',
    example: '2',
    min: 0,
    integer: true,
  });
  const n = parseNumberField(inputs.n, {
    what: 'the threshold N',
    example: '3',
    min: 1,
    integer: true,
  });
  const action = parseChoice(inputs.action, ACTIONS, 'an action kind');
  const lag = parseNumberField(inputs.lag, {
    what: 'the replica lag',
    example: '0.5',
    min: 0,
    unit: 's',
  });
  const maxlag = parseNumberField(inputs.maxlag, {
    what: 'the allowed lag',
    example: '5',
    min: 0,
    unit: 's',
  });
  const voters = parseNumberField(inputs.voters, {
    what: 'the number of voters',
    example: '5',
    min: 1,
    max: 1000,
    integer: true,
  });
  const upRaw = parseNumberField(inputs.up, {
    what: 'the voters online',
    example: '3',
    min: 0,
    integer: true,
  });
  const up =
    upRaw.ok && voters.ok && upRaw.value > voters.value
      ? fail<number>(`Only ${voters.value} voters exist, so at most ${voters.value} can be online.`)
      : upRaw;
  const partition = parseFlag(inputs.partition, 'clear failure or possible partition');
  const blast = parseFlag(inputs.blast, 'blast radius understood');
  const facts: DecisionFacts = {
    seen: valueOf(seen),
    threshold: valueOf(n),
    action: valueOf(action),
    lag: valueOf(lag),
    maxLag: valueOf(maxlag),
    up: valueOf(up),
    voters: valueOf(voters),
    partition: valueOf(partition),
    blastUnderstood: valueOf(blast),
  };
  return {
    fields: { seen, n, action, lag, maxlag, up, voters, partition, blast },
    facts,
    decision: decide(facts),
  };
}

export const errorOf = (field: Parsed<unknown>): string | null => (field.ok ? null : field.error);
