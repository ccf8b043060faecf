import { useId, type ReactNode } from 'react';

interface ResultProps {
  /** The stable result id (design §4), e.g. `downtime-year`. */
  readonly id: string;
  readonly label: ReactNode;
  /** The raw value in code units; null when it cannot be computed from the current input. */
  readonly value: number | null;
  /** The formatted value; ignored when value is null. */
  readonly children?: ReactNode;
  /** A second, smaller line under the value. */
  readonly detail?: ReactNode;
  /** Why there is no value (shown under the `—` when value is null), e.g. "Needs a valid interval." */
  readonly reason?: ReactNode;
}

/** One computed result, carrying the result contract `data-result` / `data-value`. */
export function Result({ id, label, value, children, detail, reason }: ResultProps) {
  const known = value !== null && Number.isFinite(value);
  const labelId = useId();
  // aria-live off: a panel announces one summary, not every card on every keystroke.
  return (
    <div className="result" data-result={id} data-value={known ? String(value) : ''}>
      <span className="result-label" id={labelId}>
        {label}
      </span>
      <output className="result-value" aria-live="off" aria-labelledby={labelId}>
        {known ? children : '—'}
      </output>
      {known && detail ? <span className="result-detail">{detail}</span> : null}
      {!known && reason ? <span className="result-detail result-reason">{reason}</span> : null}
    </div>
  );
}
