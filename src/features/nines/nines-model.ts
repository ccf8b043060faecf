import {
  CALENDARS,
  DEFAULT_CALENDAR,
  type Calendar,
  type Period,
} from '@/core/availability/calendars';
import { availability, downtimeBudget, nines } from '@/core/availability/downtime';
import { NINES_FIELDS, type NinesMode } from '@/core/availability/fields';
import { parseDowntimeSeconds } from '@/core/availability/parse';
import { messageOf, parseAll } from '@/core/fields/schema';
import type { Parsed } from '@/core/input/parsed';
import { toNumber, type Rational } from '@/core/exact/rational';
import type { NinesInputs } from './state';

export type Mode = NinesMode;

/** Everything the panel shows, derived from the inputs alone (never stored). */
export interface NinesModel {
  readonly mode: Mode;
  /** Set when the link's `mode` is not one we know (the panel then works forward). */
  readonly modeProblem: string | null;
  readonly calendar: Parsed<Calendar>;
  /** The calendar to describe and compare with: the chosen one, or the default while it is invalid. */
  readonly shownCalendar: Calendar;
  readonly availabilityField: Parsed<Rational> | null;
  readonly periodField: Parsed<Period> | null;
  readonly downtimeField: Parsed<Rational> | null;
  /** u = 1 − A, when every field it depends on is valid. */
  readonly unavailability: Rational | null;
  /** What follows from u alone: shown even while the calendar is invalid. */
  readonly result: NinesResult | null;
  /** Allowed downtime per period in seconds: needs u and a valid calendar. */
  readonly budget: Readonly<Record<Period, number>> | null;
}

export interface NinesResult {
  readonly unavailability: Rational;
  readonly nines: number;
  /** A as a fraction, the nearest double. */
  readonly availability: number;
}

export function deriveNines(inputs: NinesInputs): NinesModel {
  const fields = parseAll(NINES_FIELDS, inputs);
  // A link's unknown mode is not an error to fix in a field: the panel works forward.
  const mode = fields.mode.ok ? fields.mode.value : 'forward';
  const modeProblem = messageOf(fields.mode);
  const calendar = fields.cal;
  const shownCalendar = calendar.ok ? calendar.value : CALENDARS[DEFAULT_CALENDAR];
  let availabilityField: Parsed<Rational> | null = null;
  let periodField: Parsed<Period> | null = null;
  let downtimeField: Parsed<Rational> | null = null;
  let unavailability: Rational | null = null;

  if (mode === 'forward') {
    availabilityField = fields.a;
    if (availabilityField.ok) unavailability = availabilityField.value;
  } else {
    periodField = fields.per;
    if (periodField.ok) {
      const period = periodField.value;
      downtimeField = parseDowntimeSeconds(inputs.down, shownCalendar.seconds[period], period);
      if (downtimeField.ok) unavailability = downtimeField.value;
    }
  }

  const result = unavailability
    ? {
        unavailability,
        nines: nines(unavailability),
        availability: toNumber(availability(unavailability)),
      }
    : null;
  const budget =
    unavailability && calendar.ok ? downtimeBudget(unavailability, calendar.value) : null;
  return {
    mode,
    modeProblem,
    calendar,
    shownCalendar,
    availabilityField,
    periodField,
    downtimeField,
    unavailability,
    result,
    budget,
  };
}
