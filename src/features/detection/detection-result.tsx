import type { ReactNode } from 'react';
import { Result } from '@/components/result';
import { fitsDouble, type Magnitude } from '@/core/detection/runs';
import { FIELD_NAMES, formatMagnitude } from './detection-format';
import type { DetectionFields, DetectionKey } from './state';

interface DetectionResultProps {
  /** The stable result id (docs/url-parameters.md). */
  readonly id: string;
  readonly label: ReactNode;
  /** The raw value's unit (`data-unit`), as on `Result`. */
  readonly unit?: string;
  /**
   * The raw value in code units: the nearest double (0 for a magnitude below the double range);
   * null when it cannot be computed.
   */
  readonly value: number | null;
  /** The formatted value. */
  readonly shown: ReactNode;
  /** The line under the value; when there is no value, it says why (the reason under "—"). */
  readonly detail?: ReactNode;
  /** log10 of the exact value, for values beyond doubles (data-log10, for scrapers). */
  readonly log10?: number;
}

/**
 * The shared `Result` (data-result, data-value, aria-live off, aria-labelledby), with a reason
 * under "—" and, for magnitudes beyond doubles, their power of ten: shown in place when the
 * nearest double is 0, else as the reason; data-log10 on a `display: contents` wrapper.
 */
export function DetectionResult({
  id,
  label,
  unit,
  value,
  shown,
  detail,
  log10,
}: DetectionResultProps) {
  const known = value !== null && Number.isFinite(value);
  const reason =
    !known && value !== null && shown ? (
      <>
        {shown} · {detail}
      </>
    ) : (
      detail
    );
  const result = (
    <Result
      id={id}
      label={label}
      unit={unit}
      value={known ? value : null}
      detail={detail}
      reason={reason}
    >
      {shown}
    </Result>
  );
  if (log10 === undefined || !Number.isFinite(log10) || (known && value !== 0)) return result;
  return (
    <div className="detection-result-log10" data-log10={String(log10)}>
      {result}
    </div>
  );
}

/**
 * Props for a magnitude result: its value when a double holds it; below the double range 0 (the
 * nearest double) with its power of ten shown; above it, or "never", no value.
 */
export function magnitudeProps(m: Magnitude | null, format = formatMagnitude) {
  if (!m) return { value: null, shown: null };
  const value = fitsDouble(m) ? m.value : m.value === 0 ? 0 : Infinity;
  return { value, shown: format(m), log10: m.log10 };
}

/** "Needs a valid p and N." for the fields of `keys` that are invalid; null when all are fine. */
export function needs(fields: DetectionFields, keys: readonly DetectionKey[]): string | null {
  const bad = keys.filter((k) => !fields[k].ok).map((k) => FIELD_NAMES[k]);
  if (bad.length === 0) return null;
  const list = bad.length === 1 ? bad[0] : `${bad.slice(0, -1).join(', ')} and ${bad.at(-1)}`;
  return `Needs a valid ${list}.`;
}
