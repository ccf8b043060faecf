/** A parsed input, or the reason in words why it cannot be used. */
export type Parsed<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export function ok<T>(value: T): Parsed<T> {
  return { ok: true, value };
}

export function fail<T = never>(error: string): Parsed<T> {
  return { ok: false, error };
}

/** The value of a parsed input, or null when it did not parse (what depends on it waits). */
export function valueOrNull<T>(parsed: Parsed<T>): T | null {
  return parsed.ok ? parsed.value : null;
}
