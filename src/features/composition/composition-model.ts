import type { Calendar } from '@/core/availability/calendars';
import { downtimeBudget, nines } from '@/core/availability/downtime';
import { analyseTopology, type Analysis } from '@/core/composition/analyse';
import { toNumber, toRational } from '@/core/composition/decimal';
import type { Evaluation } from '@/core/composition/evaluate';
import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import { parseAll, type ParsedOf } from '@/core/fields/schema';
import type { Parsed } from '@/core/input/parsed';
import type { CompositionInputs } from './state';

export type CompositionFields = ParsedOf<typeof COMPOSITION_FIELDS>;

/** The totals of one valid topology, kept as a snapshot so they can be shown stale later. */
export interface Totals {
  readonly text: string;
  readonly evaluation: Evaluation;
  /** Fractions, nearest doubles. */
  readonly availability: number;
  readonly unavailability: number;
  /** −log10(U); null when U = 0 (every path is 100%). */
  readonly nines: number | null;
  /** Seconds, or null while the calendar is invalid. */
  readonly downtimeYear: number | null;
  readonly downtimeMonth: number | null;
  readonly calendar: Calendar | null;
}

export interface CompositionModel {
  readonly fields: CompositionFields;
  readonly analysis: Analysis;
  readonly calendar: Parsed<Calendar>;
  /** Null when the text has an error. */
  readonly totals: Totals | null;
}

export function totalsOf(text: string, evaluation: Evaluation, calendar: Parsed<Calendar>): Totals {
  const u = toRational(evaluation.total);
  const budget = calendar.ok ? downtimeBudget(u, calendar.value) : null;
  const n = u.num === 0n ? null : nines(u);
  return {
    text,
    evaluation,
    availability: 1 - toNumber(evaluation.total),
    unavailability: toNumber(evaluation.total),
    nines: n,
    downtimeYear: budget?.year ?? null,
    downtimeMonth: budget?.month ?? null,
    calendar: calendar.ok ? calendar.value : null,
  };
}

/** Everything the panel shows, derived from the inputs alone (never stored). */
export function deriveComposition(inputs: CompositionInputs): CompositionModel {
  return deriveCompositionFrom(inputs, analyseTopology(inputs.t));
}

/** The same, from an analysis of `inputs.t` made elsewhere (in a worker, for big topologies). */
export function deriveCompositionFrom(
  inputs: CompositionInputs,
  analysis: Analysis,
): CompositionModel {
  const fields = parseAll(COMPOSITION_FIELDS, inputs);
  const calendar = fields.cal;
  const totals = analysis.evaluation ? totalsOf(inputs.t, analysis.evaluation, calendar) : null;
  return { fields, analysis, calendar, totals };
}
