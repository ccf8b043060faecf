import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';

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
  const ids = useFieldIds(error, hint);
  const known = options.some((o) => o.value === value);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <select
        id={ids.id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
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
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
