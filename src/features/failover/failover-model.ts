import type { Calendar } from '@/core/availability/calendars';
import { downtimeBudget } from '@/core/availability/downtime';
import type { Rational } from '@/core/exact/rational';
import { FAILOVER_FIELDS } from '@/core/failover/fields';
import { parseAll, type ParsedOf } from '@/core/fields/schema';
import {
  azFailoverOnPaper,
  regionFailoverOnPaper,
  rpoWrites,
  type AzConfig,
} from '@/core/failover/on-paper';
import type { RegionSimConfig } from '@/core/failover/simulate';
import { valueOrNull, type Parsed } from '@/core/input/parsed';
import type { FailoverInputs, FailoverKey } from './state';

/** The fields that hold a plain number. */
type NumberKey = Exclude<FailoverKey, 'a' | 'cal'>;

/** Everything the panel computes without simulating, from the inputs alone (never stored). */
export interface FailoverModel {
  readonly fields: ParsedOf<typeof FAILOVER_FIELDS>;
  readonly availability: Parsed<Rational>;
  readonly calendar: Parsed<Calendar>;
  /** Each path's settings, or null while one of its fields is invalid. */
  readonly az: AzConfig | null;
  readonly region: RegionSimConfig | null;
  readonly seed: number | null;
  readonly azOnPaper: number | null;
  readonly regionOnPaper: number | null;
  readonly rpoWrites: number | null;
  readonly lag: number | null;
  readonly failoversPerYear: number | null;
  /** The yearly downtime budget at `a` under `cal`, seconds. */
  readonly budgetYear: number | null;
}

/** The value of a field when it parsed, else null. */
export const valueOf: (field: Parsed<number>) => number | null = valueOrNull;

/** Builds an object only when every value is known: a bad field blocks what depends on it. */
function allKnown<T extends Record<string, number | null>>(
  values: T,
): { [K in keyof T]: number } | null {
  return Object.values(values).every((v) => v !== null)
    ? (values as { [K in keyof T]: number })
    : null;
}

export function deriveFailover(inputs: FailoverInputs): FailoverModel {
  const fields = parseAll(FAILOVER_FIELDS, inputs);
  const { a: availability, cal: calendar } = fields;
  const v = (key: NumberKey) => valueOf(fields[key]);

  const az = allKnown({ interval: v('az_i'), threshold: v('az_n'), drain: v('drain') });
  const dns = allKnown({ interval: v('dns_i'), threshold: v('dns_n'), ttl: v('ttl') });
  const stale = allKnown({ staleShare: v('stale'), staleMax: v('stale_max') });
  const region = dns && stale ? { ...dns, ...stale } : null;
  const rpo = allKnown({ lag: v('lag'), writes: v('writes') });
  const budgetYear =
    availability.ok && calendar.ok ? downtimeBudget(availability.value, calendar.value).year : null;

  return {
    fields,
    availability,
    calendar,
    az,
    region,
    seed: v('seed'),
    azOnPaper: az ? azFailoverOnPaper(az) : null,
    regionOnPaper: dns ? regionFailoverOnPaper(dns) : null,
    rpoWrites: rpo ? rpoWrites(rpo.lag, rpo.writes) : null,
    lag: v('lag'),
    failoversPerYear: v('failovers'),
    budgetYear,
  };
}
