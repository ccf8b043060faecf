import { create, type StoreApi, type UseBoundStore } from 'zustand';
import type { Inputs } from './url-state/codec';

/** A panel's store: the inputs as the user typed them, and nothing derived (design §3). */
export interface InputState {
  readonly inputs: Inputs;
  readonly set: (key: string, value: string) => void;
  readonly replace: (inputs: Inputs) => void;
  readonly reset: () => void;
}

export type InputStore = UseBoundStore<StoreApi<InputState>>;

export function createInputStore(defaults: Inputs): InputStore {
  return create<InputState>()((set) => ({
    inputs: defaults,
    set: (key, value) => set((state) => ({ inputs: { ...state.inputs, [key]: value } })),
    replace: (inputs) => set({ inputs: { ...defaults, ...inputs } }),
    reset: () => set({ inputs: defaults }),
  }));
}
