import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import { formatDuration, formatPercent } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import { formatDurationMagnitude, formatMagnitude, PERCENT } from './detection-format';
import type { DetectionModel } from './detection-model';

/**
 * A magnitude as DetectionResult shows it: the nearest double when one holds it (0 below the
 * range), else no value and `—` (the page gives the power of ten as the reason).
 */
function magnitudeRow(
  id: string,
  label: string,
  unit: string,
  m: Magnitude | null,
  format: (m: Magnitude) => string = formatMagnitude,
): ResultRow {
  if (!m) return resultRow(id, label, unit, null, null);
  const value = fitsDouble(m) ? m.value : m.value === 0 ? 0 : Infinity;
  return resultRow(id, label, unit, value, format(m));
}

/**
 * The panel's results as rows, as detection-results.tsx, recommendation.tsx and shared-trap.tsx
 * render them (no React).
 */
export function detectionResultRows(model: DetectionModel): ResultRow[] {
  const d = model.detection;
  const r = model.recommendation;
  const n = r && r.kind !== 'none' ? r.at.n : null;
  return [
    magnitudeRow(
      'false-trigger-probability',
      'False trigger per window, p^N',
      'fraction',
      model.pN,
    ),
    model.reduction?.log10 === Infinity
      ? resultRow('reduction-factor', 'Fewer false triggers than N = 1', 'count', null, null)
      : magnitudeRow(
          'reduction-factor',
          'Fewer false triggers than N = 1',
          'count',
          model.reduction,
          (m) => `${formatMagnitude(m)}×`,
        ),
    resultRow(
      'detection-worst',
      'Detection, worst case N·i',
      's',
      d?.worst,
      d ? formatDuration(d.worst) : null,
    ),
    resultRow(
      'detection-mean',
      'Detection, mean (N − ½)·i',
      's',
      d?.mean,
      d ? formatDuration(d.mean) : null,
    ),
    resultRow(
      'detection-hang-worst',
      'Hanging check, worst',
      's',
      d?.hangWorst,
      d?.hangWorst != null ? formatDuration(d.hangWorst) : null,
    ),
    resultRow(
      'detection-extra',
      'What N costs',
      's',
      d?.extra,
      d ? `+${formatDuration(d.extra)}` : null,
    ),
    magnitudeRow(
      'checks-between-false-triggers',
      'Checks between false triggers',
      'checks',
      model.checksBetween,
    ),
    magnitudeRow(
      'mtbft',
      'Mean time between false triggers',
      's',
      model.mtbft,
      formatDurationMagnitude,
    ),
    magnitudeRow(
      'false-triggers-node-day',
      'False triggers per node per day',
      'per day',
      model.perNodeDay,
    ),
    magnitudeRow(
      'false-triggers-fleet-day',
      'False triggers per fleet per day',
      'per day',
      model.fleetDay,
    ),
    resultRow(
      'capacity-lost',
      'Capacity lost',
      'fraction',
      model.capacity,
      model.capacity !== null ? formatPercent(model.capacity, PERCENT) : null,
    ),
    resultRow(
      'recommended-n',
      'Smallest N within budget',
      'count',
      n,
      n !== null ? `N = ${n}` : null,
    ),
    magnitudeRow(
      'fleet-ejections-month',
      'Whole-fleet ejections per 30 days',
      'per 30 days',
      model.shared?.perMonth ?? null,
    ),
  ];
}
