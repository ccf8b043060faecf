import type { Field } from '@/core/fields/field';
import type { Schema } from '@/core/fields/schema';

/** Longer free text (a topology, a tier list) is cut here: the printed diagram shows the rest. */
export const MAX_TEXT = 80;

/** A unit written straight after the number (`99.9%`, `40/s`) rather than after a space. */
const TIGHT_UNIT = /^[%/]/;

/** One field's current value as a reader would say it: the choice's label, or text and unit. */
export function valueText(field: Field<string, unknown>, text: string): string {
  const choice = field.choices?.find((c) => c.value === text);
  if (choice) return choice.label;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat === '') return '(empty)';
  if (field.kind === 'text' || field.kind === 'choice' || field.kind === 'boolean') {
    return flat.length > MAX_TEXT ? `${flat.slice(0, MAX_TEXT - 1)}…` : flat;
  }
  if (!field.unit) return flat;
  return TIGHT_UNIT.test(field.unit) ? `${flat}${field.unit}` : `${flat} ${field.unit}`;
}

/**
 * A panel's inputs on one line, in its schema's order, e.g.
 * `Availability 99.95% · Calendar 365 days`: what a printed page shows instead of the form.
 * A key the inputs lack is shown at its default, as the panel itself reads it.
 */
export function inputsLine(schema: Schema, inputs: Readonly<Record<string, string>>): string {
  return schema
    .map((field) => `${field.label} ${valueText(field, inputs[field.key] ?? field.default)}`)
    .join(' · ');
}
