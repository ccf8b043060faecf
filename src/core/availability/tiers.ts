import { div, toNumber, type Rational } from '../exact/rational';
import type { Calendar } from './calendars';
import { downtimeSeconds } from './downtime';
import { parseAvailabilityPercent } from './parse';

/** The classic ladder of targets, one nine apart. */
const TIER_PERCENTS = ['99', '99.9', '99.99', '99.999', '99.9999'] as const;
export type TierPercent = (typeof TIER_PERCENTS)[number];

export interface TierRow {
  readonly percent: TierPercent;
  readonly unavailability: Rational;
  readonly downtimeYear: number;
  readonly downtimeMonth: number;
  /** Downtime of the tier before divided by this tier's, exactly (null for the first tier). */
  readonly divisorFromPrevious: number | null;
}

function unavailabilityOf(percent: string): Rational {
  const parsed = parseAvailabilityPercent(percent);
  if (!parsed.ok) throw new Error(`tier ${percent}: ${parsed.error}`);
  return parsed.value;
}

export function tierTable(calendar: Calendar): TierRow[] {
  let previous: Rational | null = null;
  return TIER_PERCENTS.map((percent) => {
    const u = unavailabilityOf(percent);
    const row: TierRow = {
      percent,
      unavailability: u,
      downtimeYear: downtimeSeconds(u, calendar.seconds.year),
      downtimeMonth: downtimeSeconds(u, calendar.seconds.month),
      divisorFromPrevious: previous ? toNumber(div(previous, u)) : null,
    };
    previous = u;
    return row;
  });
}
