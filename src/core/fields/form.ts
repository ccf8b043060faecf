import type { KeyOf, Schema } from './schema';

/** A group of a panel's form: a fieldset with its legend, or fields drawn without one. */
export interface FormGroup<K extends string = string> {
  readonly id: string;
  /**
   * The fieldset's legend, or one per mode when it changes with the mode; none (or none for the
   * mode) draws the group's fields without a fieldset.
   */
  readonly legend?: string | { readonly [mode: string]: string };
  /** The order its fields are drawn in, when not the one they are declared (and documented) in. */
  readonly order?: readonly K[];
}

/**
 * A panel's form, declared with its fields: each field names its group (`group`), the modes that
 * read it (`modes`) and the fields it shares a row with (`row`); the groups are drawn in this
 * order, their fields in the order they are declared unless the group gives its own. A field
 * without a group is not in the form: the panel draws it itself (a mode switch, an export's
 * settings).
 */
export interface Form<S extends Schema = Schema> {
  readonly fields: S;
  /** The field whose value is the mode that `modes` name. */
  readonly mode?: KeyOf<S>;
  readonly groups: readonly FormGroup<KeyOf<S>>[];
}

/**
 * A panel's form: its fields, their groups in drawing order and the field that picks the mode.
 * layout.ts draws it (kept apart, so the first load carries only the declarations); form-check.ts
 * says what is wrong with one, and a test runs it on every panel's form.
 */
export function defineForm<const S extends Schema>(
  fields: S,
  spec: { readonly mode?: KeyOf<S>; readonly groups: readonly FormGroup<KeyOf<S>>[] },
): Form<S> {
  return { fields, ...spec };
}
