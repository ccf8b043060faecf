import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { defaultsOf, type InputsOf, type KeyOf, type Schema } from '@/core/fields/schema';

/** Inputs as text keyed by URL parameter, whatever the panel: what a link or storage holds. */
export type AnyInputs = Readonly<Record<string, string>>;

/** A panel's store: the inputs as the user typed them, and nothing derived (docs/architecture.md). */
export interface InputState<S extends Schema> {
  readonly inputs: InputsOf<S>;
  readonly set: (key: KeyOf<S>, value: string) => void;
  /** Takes the panel's keys from `inputs` (others are ignored), defaults for the rest. */
  readonly replace: (inputs: AnyInputs) => void;
  readonly reset: () => void;
}

export type InputStore<S extends Schema> = UseBoundStore<StoreApi<InputState<S>>>;

/** A store typed by the panel's schema: `set('a', …)` checks the key, `inputs.a` needs no cast. */
export function createInputStore<S extends Schema>(schema: S): InputStore<S> {
  const defaults = defaultsOf(schema);
  const pick = (inputs: AnyInputs): InputsOf<S> => {
    const out: Record<string, string> = {};
    for (const field of schema) out[field.key] = inputs[field.key] ?? field.default;
    return out as InputsOf<S>;
  };
  return create<InputState<S>>()((set) => ({
    inputs: defaults,
    set: (key, value) => set((state) => ({ inputs: { ...state.inputs, [key]: value } })),
    replace: (inputs) => set({ inputs: pick(inputs) }),
    reset: () => set({ inputs: defaults }),
  }));
}
