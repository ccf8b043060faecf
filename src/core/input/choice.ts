import { fail, ok, type Parsed } from './parsed';

/** A URL boolean (docs/url-parameters.md): `1` or `0`, anything else explained in words. */
export function parseFlag(text: string, what: string): Parsed<boolean> {
  const t = text.trim();
  if (t === '1') return ok(true);
  if (t === '0') return ok(false);
  return fail(`“${text}” is not a valid setting for ${what}: use 1 (yes) or 0 (no).`);
}

/** One of a fixed list of lowercase words, anything else explained in words. */
export function parseChoice<T extends string>(
  text: string,
  choices: readonly T[],
  what: string,
): Parsed<T> {
  const t = text.trim();
  const found = choices.find((c) => c === t);
  if (found !== undefined) return ok(found);
  const list = choices.map((c) => `“${c}”`).join(', ');
  return fail(`“${text}” is not ${what}: use one of ${list}.`);
}
