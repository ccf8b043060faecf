import type { Parsed } from '../input/parsed';
import type { Field } from './field';

/** A panel's inputs, in the order its form and docs list them. */
export type Schema = readonly Field<string, unknown>[];

export type KeyOf<S extends Schema> = S[number]['key'];

/** The inputs as text, exactly as typed or as the link had them: what the store holds. */
export type InputsOf<S extends Schema> = { readonly [K in KeyOf<S>]: string };

export type ValueOf<S extends Schema, K extends KeyOf<S>> =
  Extract<S[number], { readonly key: K }> extends Field<K, infer T> ? T : never;

/** Each field's value, or the reason in words why it cannot be used. */
export type ParsedOf<S extends Schema> = { readonly [K in KeyOf<S>]: Parsed<ValueOf<S, K>> };

/** The worked example, as text. */
export function defaultsOf<S extends Schema>(schema: S): InputsOf<S> {
  return Object.fromEntries(schema.map((f) => [f.key, f.default])) as InputsOf<S>;
}

/** Reads every field on its own: a bad field never stops the others. */
export function parseAll<S extends Schema>(schema: S, inputs: InputsOf<S>): ParsedOf<S> {
  const text = inputs as Readonly<Record<string, string>>;
  return Object.fromEntries(
    schema.map((f) => [f.key, f.parse(text[f.key] ?? f.default)]),
  ) as ParsedOf<S>;
}

/** The message of a field that cannot be used, or null: what the form shows under it. */
export function messageOf(field: Parsed<unknown> | null | undefined): string | null {
  return field && !field.ok ? field.error : null;
}

/** The value a parsed field holds when it is valid. */
export type ValidOf<P> =
  Extract<P, { readonly ok: true }> extends { readonly value: infer T } ? T : never;

/** The values of the named fields, or null while any of them is invalid. */
export function valuesOf<
  P extends { readonly [key: string]: Parsed<unknown> },
  K extends keyof P & string,
>(parsed: P, keys: readonly K[]): { readonly [Q in K]: ValidOf<P[Q]> } | null {
  const out: Partial<Record<K, unknown>> = {};
  for (const key of keys) {
    const field = parsed[key];
    if (!field?.ok) return null;
    out[key] = field.value;
  }
  return out as { readonly [Q in K]: ValidOf<P[Q]> };
}

/** The field of a key the type system knows is in the schema. */
export function fieldFor<S extends Schema, K extends KeyOf<S>>(
  schema: S,
  key: K,
): Extract<S[number], { readonly key: K }> {
  const found = fieldOf(schema, key);
  if (!found) throw new Error(`No field “${key}” in this schema.`);
  return found as Extract<S[number], { readonly key: K }>;
}

/** Finds a field by key, for code that holds a key as a plain string (the CLI, the docs). */
export function fieldOf<S extends Schema>(schema: S, key: string): S[number] | undefined {
  return schema.find((f) => f.key === key);
}

/** Values as URL text, the inverse of the simple kinds' parsers: a preset as a link holds it. */
function textsOf<T extends { readonly [K in keyof T]: string | number | boolean }>(
  values: T,
): Readonly<Record<string, string>> {
  const text = (v: string | number | boolean) =>
    typeof v === 'boolean' ? (v ? '1' : '0') : String(v);
  return Object.fromEntries(
    Object.entries<string | number | boolean>(values).map(([k, v]) => [k, text(v)]),
  );
}

/** A preset list's values as URL text by preset id, for the preset bar; null for an unknown id. */
export function presetTexts<
  P extends { readonly id: string },
  V extends { readonly [K in keyof V]: string | number | boolean },
>(
  presets: readonly P[],
  valuesOfPreset: (preset: P) => V,
): (id: string) => Readonly<Record<string, string>> | null {
  return (id) => {
    const preset = presets.find((p) => p.id === id);
    return preset ? textsOf(valuesOfPreset(preset)) : null;
  };
}
