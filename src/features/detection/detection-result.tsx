import type { ReactNode } from 'react';
import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import type { DetectionFields } from './detection-fields';
import { FIELD_NAMES, formatMagnitude } from './detection-format';
import type { DetectionKey } from './panel';

interface DetectionResultProps {
  /** The stable result id (design §4). */
  readonly id: string;
  readonly label: ReactNode;
  /** The raw value in code units; null when it cannot be computed or does not fit a double. */
  readonly value: number | null;
  /** The formatted value; null shows "—". */
  readonly shown: ReactNode;
  readonly detail?: ReactNode;
  /** log10 of a value beyond doubles, for scrapers (data-log10). */
  readonly log10?: number;
}

/**
 * The result contract of `components/result` (data-result, data-value in code units), plus a
 * line under the value that also explains a "—" and values a double cannot hold.
 */
export function DetectionResult({ id, label, value, shown, detail, log10 }: DetectionResultProps) {
  const known = value !== null && Number.isFinite(value);
  return (
    <div
      className="result"
      data-result={id}
      data-value={known ? String(value) : ''}
      data-log10={
        !known && log10 !== undefined && Number.isFinite(log10) ? String(log10) : undefined
      }
    >
      <span className="result-label">{label}</span>
      <output className="result-value">{shown ?? '—'}</output>
      {detail ? <span className="result-detail">{detail}</span> : null}
    </div>
  );
}

/** Props for a magnitude result: its value when a double holds it, else its power of ten. */
export function magnitudeProps(m: Magnitude | null, format = formatMagnitude) {
  if (!m) return { value: null, shown: null };
  return { value: fitsDouble(m) ? m.value : null, shown: format(m), log10: m.log10 };
}

/** "Needs a valid p and N." for the fields of `keys` that are invalid; null when all are fine. */
export function needs(fields: DetectionFields, keys: readonly DetectionKey[]): string | null {
  const bad = keys.filter((k) => !fields[k].ok).map((k) => FIELD_NAMES[k]);
  if (bad.length === 0) return null;
  const list = bad.length === 1 ? bad[0] : `${bad.slice(0, -1).join(', ')} and ${bad.at(-1)}`;
  return `Needs a valid ${list}.`;
}
