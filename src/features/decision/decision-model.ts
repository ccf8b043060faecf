import { decide, type Decision, type DecisionFacts } from '@/core/decision/decide';
import { DECISION_FIELDS } from '@/core/decision/fields';
import { parseAll, type ParsedOf } from '@/core/fields/schema';
import { fail, valueOrNull } from '@/core/input/parsed';
import type { DecisionInputs } from './state';

export interface DecisionModel {
  readonly fields: ParsedOf<typeof DECISION_FIELDS>;
  readonly facts: DecisionFacts;
  readonly decision: Decision;
}

const valueOf = valueOrNull;

/** Parses every field on its own, then walks the flowchart with what could be read. */
export function deriveDecision(inputs: DecisionInputs): DecisionModel {
  const parsed = parseAll(DECISION_FIELDS, inputs);
  const { voters } = parsed;
  const up =
    parsed.up.ok && voters.ok && parsed.up.value > voters.value
      ? fail<number>(`Only ${voters.value} voters exist, so at most ${voters.value} can be online.`)
      : parsed.up;
  const fields = { ...parsed, up };
  const facts: DecisionFacts = {
    seen: valueOf(fields.seen),
    threshold: valueOf(fields.n),
    action: valueOf(fields.action),
    lag: valueOf(fields.lag),
    maxLag: valueOf(fields.maxlag),
    up: valueOf(fields.up),
    voters: valueOf(fields.voters),
    partition: valueOf(fields.partition),
    blastUnderstood: valueOf(fields.blast),
  };
  return { fields, facts, decision: decide(facts) };
}
