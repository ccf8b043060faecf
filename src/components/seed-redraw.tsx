import type { ReactNode } from 'react';
import { MAX_SEED } from '@/core/fields/seed';
import type { Parsed } from '@/core/input/parsed';

/** The seed after this one (2³² − 1 wraps to 0), or `fallback` while the field is invalid. */
export const nextSeed = (seed: Parsed<number>, fallback = 1): number =>
  seed.ok ? (seed.value + 1) % (MAX_SEED + 1) : fallback;

/**
 * A seed field's control followed by a button that types the next seed: another sample of the same
 * model ("Draw other clients"). For SchemaForm's `fields.seed.render`.
 */
export function seedRedraw(label: string, next: number, onNext: (seed: string) => void) {
  return function SeedWithRedraw(seed: ReactNode) {
    return (
      <>
        {seed}
        <button type="button" className="button-quiet" onClick={() => onNext(String(next))}>
          {label}
        </button>
      </>
    );
  };
}
