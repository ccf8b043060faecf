import { PERIODS } from '@/core/availability/calendars';
import { toNumber } from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatNines,
  formatProbability,
} from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { NinesModel } from './nines-model';

/** The panel's results as rows, as nines-results.tsx renders them (no React). */
export function ninesResultRows(model: NinesModel): ResultRow[] {
  const { result, budget } = model;
  const u = result ? toNumber(result.unavailability) : null;
  return [
    ...PERIODS.map((period) =>
      resultRow(
        `downtime-${period}`,
        `Downtime per ${period}`,
        's',
        budget ? budget[period] : null,
        budget ? formatDuration(budget[period]) : null,
      ),
    ),
    resultRow('nines', 'Nines', 'nines', result?.nines, result ? formatNines(result.nines) : null),
    resultRow(
      'unavailability',
      'Unavailability',
      'fraction',
      u,
      u === null ? null : formatProbability(u),
    ),
    ...(model.mode === 'reverse'
      ? [
          resultRow(
            'availability',
            'Availability',
            'fraction',
            result?.availability,
            result ? `${formatAvailabilityPercent(result.unavailability)}%` : null,
          ),
        ]
      : []),
  ];
}
