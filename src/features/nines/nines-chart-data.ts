import { downtimeCurve, type DowntimePoint } from '@/core/availability/downtime';
import { cell, type ChartTable } from '@/components/chart-data';
import { formatDuration, formatNines, formatNinesPercent } from '@/core/format';

/** Nines between two points of the curve. */
export const NINES_STEP = 0.25;

export interface NinesSeries {
  /** The nines axis: whole nines around the current target, at least 1 to 7. */
  readonly from: number;
  readonly to: number;
  /** Downtime per year every quarter nine from `from` to `to`: the line's points. */
  readonly points: readonly DowntimePoint[];
}

/**
 * The downtime curve the nines chart draws: 10^−n × year for n from the whole nines below the
 * target (at most 1) to those above it (at least 7, at most 24). `nines` is null while the
 * target is invalid.
 */
export function ninesSeries(yearSeconds: number, nines: number | null): NinesSeries {
  const from = Math.max(0, Math.min(1, Math.floor(nines ?? 1)));
  const to = Math.min(24, Math.max(7, Math.ceil(nines ?? 7)));
  return { from, to, points: downtimeCurve(yearSeconds, from, to, NINES_STEP) };
}

/** The same curve as a table, one row per point of the line. */
export function ninesTable(
  yearSeconds: number,
  nines: number | null,
  calendarName: string,
): ChartTable {
  return {
    caption: `Downtime per year against nines (${calendarName.toLowerCase()})`,
    columns: ['Nines', 'Availability (%)', `Downtime per year (${calendarName.toLowerCase()})`],
    rows: ninesSeries(yearSeconds, nines).points.map((p) => [
      cell(p.nines, formatNines(p.nines)),
      // Text only: 1 − 10⁻²⁴ is 1 as a double, the text keeps its nines.
      { text: `${formatNinesPercent(p.nines)}%` },
      cell(p.seconds, formatDuration(p.seconds)),
    ]),
  };
}
