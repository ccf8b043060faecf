import { useMemo } from 'react';
import type { InputsOf, Schema } from '@/core/fields/schema';
import type { InputStore } from './input-store';

/**
 * A panel's inputs, its setters, and its model derived from the inputs (never stored): what
 * every panel component starts with. `derive` must be a module-level function.
 */
export function usePanel<S extends Schema, M>(
  store: InputStore<S>,
  derive: (inputs: InputsOf<S>) => M,
) {
  const inputs = store((s) => s.inputs);
  const set = store((s) => s.set);
  const replace = store((s) => s.replace);
  const model = useMemo(() => derive(inputs), [derive, inputs]);
  return { inputs, set, replace, model };
}
