import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';

interface TextFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Why the value cannot be used, in words; null when it is fine. */
  readonly error: string | null;
  readonly hint?: ReactNode;
  readonly suffix?: string;
  readonly inputMode?: 'decimal' | 'text';
}

/** A text input that keeps exactly what the user typed and explains what is wrong with it. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  suffix,
  inputMode = 'decimal',
}: TextFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="field">
      <label htmlFor={ids.id}>{label}</label>
      <div className="field-control">
        <input
          id={ids.id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onChange(e.target.value)}
        />
        {suffix ? (
          <span className="field-suffix" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
