import type { Form, FormGroup } from './form';
import type { KeyOf, Schema } from './schema';

/** Fields drawn one after another, side by side when they share a row. */
export interface FormItem<F> {
  readonly row?: string;
  readonly fields: readonly F[];
}

/** A group as the form draws it in one mode. */
export interface GroupLayout<F> {
  readonly id: string;
  /** Its legend in that mode; null draws its fields without a fieldset. */
  readonly legend: string | null;
  readonly items: readonly FormItem<F>[];
}

/** Whether a field is read in the mode (every field is when no mode is given). */
export function inMode(field: { readonly modes?: readonly string[] }, mode?: string): boolean {
  return mode === undefined || !field.modes || field.modes.includes(mode);
}

/** A group's fields in drawing order, every mode included. */
export function fieldsOfGroup<S extends Schema>(form: Form<S>, group: FormGroup<KeyOf<S>>) {
  const own = form.fields.filter((f) => f.group === group.id);
  if (!group.order) return own;
  return group.order.map((key) => own.find((f) => f.key === key)).filter((f) => f !== undefined);
}

/** Consecutive fields with the same row, as one item; every other field alone. */
export function itemsOf<F extends { readonly row?: string }>(fields: readonly F[]): FormItem<F>[] {
  const items: FormItem<F>[] = [];
  for (const field of fields) {
    const last = items.at(-1);
    if (field.row && last?.row === field.row)
      items[items.length - 1] = { ...last, fields: [...last.fields, field] };
    else items.push(field.row ? { row: field.row, fields: [field] } : { fields: [field] });
  }
  return items;
}

/** The groups the form draws in the mode, with their legends and fields; empty groups left out. */
export function layoutOf<S extends Schema>(
  form: Form<S>,
  mode?: string,
): readonly GroupLayout<S[number]>[] {
  return form.groups.flatMap((group) => {
    const fields = fieldsOfGroup(form, group).filter((f) => inMode(f, mode));
    if (fields.length === 0) return [];
    const legend =
      typeof group.legend === 'string'
        ? group.legend
        : ((mode === undefined ? undefined : group.legend?.[mode]) ?? null);
    return [{ id: group.id, legend, items: itemsOf(fields) }];
  });
}

/** The keys a mode reads, in the order its form draws them. */
export function modeKeys<S extends Schema>(form: Form<S>, mode: string): KeyOf<S>[] {
  return layoutOf(form, mode).flatMap((g) => g.items.flatMap((i) => i.fields.map((f) => f.key)));
}
