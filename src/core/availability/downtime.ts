import { ONE, log10, mul, sub, toNumber, type Rational } from '../exact/rational';
import { PERIODS, type Calendar, type Period } from './calendars';

/** Allowed downtime in seconds per period: u × period length, exactly then rounded once. */
export function downtimeSeconds(unavailability: Rational, periodSeconds: number): number {
  return toNumber(mul(unavailability, BigInt(periodSeconds)));
}

export function downtimeBudget(
  unavailability: Rational,
  calendar: Calendar,
): Record<Period, number> {
  const entries = PERIODS.map((p) => [p, downtimeSeconds(unavailability, calendar.seconds[p])]);
  return Object.fromEntries(entries) as Record<Period, number>;
}

/** The number of nines, −log10(u); exact for powers of ten. Infinity only for u = 0. */
export function nines(unavailability: Rational): number {
  return unavailability.num === 0n ? Number.POSITIVE_INFINITY : -log10(unavailability);
}

export function availability(unavailability: Rational): Rational {
  return sub(ONE, unavailability);
}

export interface DowntimePoint {
  readonly nines: number;
  /** Downtime per period in seconds at this many nines. */
  readonly seconds: number;
}

/** Downtime per period against nines, 10^−n × period, sampled every `step` nines from `from` to `to`. */
export function downtimeCurve(
  periodSeconds: number,
  from: number,
  to: number,
  step: number,
): DowntimePoint[] {
  const count = Math.round((to - from) / step);
  return Array.from({ length: count + 1 }, (_, i) => {
    const n = from + i * step;
    return { nines: Number(n.toFixed(6)), seconds: periodSeconds * 10 ** -n };
  });
}
