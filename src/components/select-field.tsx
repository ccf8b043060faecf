import { useId, type ReactNode } from 'react';

interface SelectFieldProps {
  readonly label: string;
  readonly value: string;
  readonly options: ReadonlyArray<{ readonly value: string; readonly label: string }>;
  readonly onChange: (value: string) => void;
  readonly error: string | null;
  readonly hint?: ReactNode;
}

/** A select that can show a value it does not offer (from a bad link) instead of hiding it. */
export function SelectField({ label, value, options, onChange, error, hint }: SelectFieldProps) {
  const id = useId();
  const known = options.some((o) => o.value === value);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      >
        {known ? null : (
          <option value={value} disabled>
            {value === '' ? '(empty)' : value} — not valid
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
