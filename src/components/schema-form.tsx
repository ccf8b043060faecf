import { Fragment, type ReactNode } from 'react';
import type { Choice } from '@/core/fields/field';
import type { Form } from '@/core/fields/form';
import { layoutOf } from '@/core/fields/layout';
import type { InputsOf, KeyOf, Schema } from '@/core/fields/schema';
import type { Parsed } from '@/core/input/parsed';
import { SchemaField } from './schema-field';

/** What a panel changes about one field of its form. */
export interface FieldOverride {
  /** Replaces the schema's label (a label that depends on another field). */
  readonly label?: string;
  /** Replaces the schema's hint (a hint that depends on the inputs). */
  readonly hint?: ReactNode;
  /** Replaces the schema's options (a choice whose options depend on the inputs). */
  readonly options?: readonly Choice[];
  /**
   * Draws the field itself: `drawn` is the field as the form would draw it, to put a control
   * beside it, or to replace it.
   */
  readonly render?: (drawn: ReactNode) => ReactNode;
}

/** What a panel adds to one group of its form. */
export interface GroupOverride {
  /** Replaces the form's fieldset class. */
  readonly className?: string;
  /** A note under the legend that describes the whole fieldset; `id` is its element's id. */
  readonly note?: { readonly id: string; readonly text: ReactNode };
}

interface SchemaFormProps<S extends Schema> {
  readonly form: Form<S>;
  /** The text in the store. */
  readonly inputs: InputsOf<S>;
  /** Each field as the model read it, with its message; null or absent when it is not read now. */
  readonly parsed: { readonly [K in KeyOf<S>]?: Parsed<unknown> | null };
  readonly onChange: (key: KeyOf<S>, value: string) => void;
  /** The mode whose fields are drawn: the mode field's text unless given (a model's fallback). */
  readonly mode?: string;
  readonly fields?: { readonly [K in KeyOf<S>]?: FieldOverride };
  readonly groups?: { readonly [id: string]: GroupOverride };
  /** The class of every fieldset. */
  readonly groupClassName?: string;
  /** The class of the element that holds the fields of a row. */
  readonly rowClassName?: string;
}

/**
 * A panel's form, drawn from its declaration: each group of the mode as a fieldset with its
 * legend (or its fields alone when it has none), its fields in order, fields of a row side by side.
 * Draws no element of its own: the panel places it, beside its mode switch or its notes.
 */
export function SchemaForm<S extends Schema>({
  form,
  inputs,
  parsed,
  onChange,
  mode,
  fields: overrides = {},
  groups: groupOverrides = {},
  groupClassName = 'field-group',
  rowClassName = 'field-row field-row-even',
}: SchemaFormProps<S>) {
  const text = inputs as Readonly<Record<string, string>>;
  const shownMode = mode ?? (form.mode === undefined ? undefined : text[form.mode]);
  const drawField = (field: S[number]) => {
    const key: KeyOf<S> = field.key;
    const override: FieldOverride = overrides[key] ?? {};
    const drawn = (
      <SchemaField
        key={key}
        field={field}
        value={text[key] ?? field.default}
        onChange={(value) => onChange(key, value)}
        parsed={parsed[key] ?? null}
        label={override.label}
        hint={override.hint}
        options={override.options}
      />
    );
    return override.render ? <Fragment key={key}>{override.render(drawn)}</Fragment> : drawn;
  };
  return (
    <>
      {layoutOf(form, shownMode).map((group) => {
        const items = group.items.map((item) =>
          item.row ? (
            <div key={item.row} className={rowClassName}>
              {item.fields.map(drawField)}
            </div>
          ) : (
            item.fields.map(drawField)
          ),
        );
        if (group.legend === null) return <Fragment key={group.id}>{items}</Fragment>;
        const { className = groupClassName, note } = groupOverrides[group.id] ?? {};
        return (
          <fieldset
            key={`${group.id}/${group.legend}`}
            className={className}
            aria-describedby={note?.id}
          >
            <legend>{group.legend}</legend>
            {note ? (
              <p id={note.id} className="field-hint">
                {note.text}
              </p>
            ) : null}
            {items}
          </fieldset>
        );
      })}
    </>
  );
}
