import { useId, type ReactNode } from 'react';

interface StaleResultProps {
  readonly id: string;
  readonly label: ReactNode;
  readonly value: number | null;
  /**
   * True when the value comes from the last valid topology, not the current text. The result
   * contract then holds data-value="" (nothing is computable from the current input) and the
   * last value moves to data-stale-value, while the text stays on screen, marked.
   */
  readonly stale: boolean;
  readonly children?: ReactNode;
  readonly detail?: ReactNode;
  /** Why there is no value, shown under the dash. */
  readonly reason?: string;
}

/** A result with the design §4 contract that can also show the last valid value, marked stale. */
export function StaleResult({
  id,
  label,
  value,
  stale,
  children,
  detail,
  reason,
}: StaleResultProps) {
  const labelId = useId();
  const known = value !== null && Number.isFinite(value);
  return (
    <div
      className={`result${stale && known ? ' is-stale' : ''}`}
      data-result={id}
      data-value={known && !stale ? String(value) : ''}
      data-stale={stale && known ? 'true' : undefined}
      data-stale-value={stale && known ? String(value) : undefined}
    >
      <span className="result-label" id={labelId}>
        {label}
        {stale && known ? <span className="stale-badge"> (last valid)</span> : null}
      </span>
      <output className="result-value" aria-live="off" aria-labelledby={labelId}>
        {known ? children : '—'}
      </output>
      {known && detail ? <span className="result-detail">{detail}</span> : null}
      {!known && reason ? <span className="result-detail">{reason}</span> : null}
    </div>
  );
}
