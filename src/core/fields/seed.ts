import { numberField, type Field, type Layout } from './field';

/** The largest seed: a seed is a 32-bit unsigned whole number. */
export const MAX_SEED = 4_294_967_295;

interface SeedOptions extends Layout {
  /** What the seed drives, for the docs and `--help`. */
  readonly doc: string;
  readonly hint?: string;
  /** How messages name it: `the seed` unless given. */
  readonly what?: string;
}

/**
 * The `seed` of a seeded simulation, the same parameter wherever a panel draws random numbers:
 * a whole number from 0 to 2³² − 1, `1` by default.
 */
export function seedField({
  doc,
  hint,
  what = 'the seed',
  ...layout
}: SeedOptions): Field<'seed', number> {
  return numberField('seed', '1', {
    label: 'Seed',
    doc,
    ...(hint ? { hint } : {}),
    ...layout,
    what,
    example: '1',
    min: 0,
    max: MAX_SEED,
    integer: true,
  });
}
