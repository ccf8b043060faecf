import { useMemo, type ReactNode } from 'react';
import { YES_NO, type Choice, type Field } from '@/core/fields/field';
import { messageOf } from '@/core/fields/schema';
import type { Parsed } from '@/core/input/parsed';
import { formatDuration } from '@/core/format';
import { SelectField } from './select-field';
import { TextField } from './text-field';
import { ToggleField } from './toggle-field';

interface SchemaFieldProps {
  readonly field: Field<string, unknown>;
  /** The text in the store. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /**
   * The field as the model read it (with checks that involve other fields); its message is
   * shown. Null when the model does not use the field now.
   */
  readonly parsed: Parsed<unknown> | null;
  /** Replaces the schema's label (a label that depends on another field). */
  readonly label?: string;
  /** Replaces the schema's hint (a hint that depends on the inputs). */
  readonly hint?: ReactNode;
  /** Replaces the schema's options (a choice whose options depend on the inputs). */
  readonly options?: readonly Choice[];
}

/** From this many seconds a seconds field echoes its value as a duration under the input. */
export const ECHO_FROM_SECONDS = 60;

/** "= 52m 33.6s" for a seconds field holding a value of a minute or more; null otherwise. */
export function secondsEcho(field: Field<string, unknown>, text: string): string | null {
  if (field.kind !== 'seconds') return null;
  const own = field.parse(text);
  return own.ok && typeof own.value === 'number' && own.value >= ECHO_FROM_SECONDS
    ? `= ${formatDuration(own.value)}`
    : null;
}

/**
 * One input, drawn from its schema: label, unit suffix, hint, and the message when the text
 * cannot be used. The text stays exactly as typed.
 */
export function SchemaField({
  field,
  value,
  onChange,
  parsed,
  label = field.label,
  hint = field.hint,
  options = field.choices,
}: SchemaFieldProps) {
  const error = messageOf(parsed);
  // Parsed again only when the text changes: the form re-renders on every keystroke anywhere.
  const echo = useMemo(() => secondsEcho(field, value), [field, value]);
  if (field.kind === 'boolean' && options === YES_NO) {
    return (
      <ToggleField label={label} value={value} onChange={onChange} error={error} hint={hint} />
    );
  }
  if ((field.kind === 'choice' || field.kind === 'boolean') && options) {
    return (
      <SelectField
        label={label}
        value={value}
        options={options}
        onChange={onChange}
        error={error}
        hint={hint}
      />
    );
  }
  return (
    <TextField
      label={label}
      suffix={field.unit}
      value={value}
      onChange={onChange}
      error={error}
      inputMode={field.kind === 'text' ? 'text' : 'decimal'}
      hint={
        echo ? (
          <>
            {hint ? <>{hint} </> : null}
            <span className="field-echo">{echo}</span>
          </>
        ) : (
          hint
        )
      }
    />
  );
}
