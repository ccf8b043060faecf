import type { Inputs, ParamSpec } from './url-state/codec';

/** Bump when the stored shape changes; older keys are then simply not read. */
const STORAGE_VERSION = 1;

export function storageKey(name: string): string {
  return `reliability-lab/v${STORAGE_VERSION}/${name}`;
}

/** localStorage, or null where it is missing or refuses access (private modes, sandboxed iframes). */
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export type Loaded =
  | { readonly kind: 'none' }
  | { readonly kind: 'ok'; readonly inputs: Inputs }
  | { readonly kind: 'corrupt' };

/** The inputs saved for a panel; anything unreadable is 'corrupt', never an exception. */
export function loadInputs(panelId: string, specs: readonly ParamSpec[]): Loaded {
  let raw: string | null;
  try {
    raw = storage()?.getItem(storageKey(panelId)) ?? null;
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { kind: 'corrupt' };
    const record = parsed as Record<string, unknown>;
    const inputs: Record<string, string> = {};
    for (const spec of specs) {
      const value = record[spec.key];
      if (value === undefined) inputs[spec.key] = spec.default;
      else if (typeof value === 'string') inputs[spec.key] = value;
      else return { kind: 'corrupt' };
    }
    return { kind: 'ok', inputs };
  } catch {
    return { kind: 'corrupt' };
  }
}

export function saveInputs(panelId: string, inputs: Inputs): void {
  saveText(storageKey(panelId), JSON.stringify(inputs));
}

export function loadText(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function saveText(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or forbidden storage only costs persistence across reloads; the URL still holds the state.
  }
}
