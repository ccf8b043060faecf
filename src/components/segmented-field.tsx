import { useId } from 'react';
import type { Field } from '@/core/fields/field';

interface SegmentedFieldProps {
  /** A choice field; its options are the segments. */
  readonly field: Field<string, unknown>;
  /** The option shown as chosen (a model's reading of the text, e.g. its fallback mode). */
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** A choice drawn as a row of radio segments: the panel's mode switch. */
export function SegmentedField({ field, value, onChange }: SegmentedFieldProps) {
  const legendId = useId();
  return (
    <fieldset className="segmented" aria-labelledby={legendId}>
      <legend id={legendId}>{field.label}</legend>
      {(field.choices ?? []).map((choice) => (
        <label key={choice.value} className="segmented-option">
          <input
            type="radio"
            name={`${legendId}-${field.key}`}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
