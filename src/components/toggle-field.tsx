import type { ReactNode } from 'react';
import { FieldMessages, useFieldIds } from './field-messages';
import './toggle-field.css';

interface ToggleFieldProps {
  readonly label: string;
  /** The stored text: `1` is on, `0` is off (docs/url-parameters.md); anything else is shown as an error. */
  readonly value: string;
  readonly onChange: (value: '1' | '0') => void;
  readonly error: string | null;
  readonly hint?: ReactNode;
}

/** A yes/no setting stored as `1`/`0` text, explaining a link's unreadable value in words. */
export function ToggleField({ label, value, onChange, error, hint }: ToggleFieldProps) {
  const ids = useFieldIds(error, hint);
  return (
    <div className="field field-toggle">
      <div className="toggle-row">
        <input
          id={ids.id}
          type="checkbox"
          checked={value === '1'}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          onChange={(e) => onChange(e.target.checked ? '1' : '0')}
        />
        <label htmlFor={ids.id}>{label}</label>
      </div>
      <FieldMessages error={error} hint={hint} errorId={ids.errorId} hintId={ids.hintId} />
    </div>
  );
}
