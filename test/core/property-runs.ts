/**
 * How many cases a fast-check property tries. In the normal suite, the count the test asks for.
 * In a mutation run (`npm run mutation`, docs/testing.md), a tenth of it, at least 10: each
 * mutant re-runs every test that covers it, in instrumented code that runs tight loops about 30
 * times slower, so a 100-case property over whole topologies costs minutes per mutant. The
 * fixed examples are the same in both runs; property-setup.ts lowers fast-check's default (100)
 * the same way for properties that name no count.
 *
 * PROPERTY_SCALE=k multiplies every count by k (a soak: `npm run test:soak`), to find the rare
 * counterexample that one CI run in a hundred would meet, before CI does. Seeds are random in
 * every run, so each soak explores new cases.
 */
export const MUTATION_RUN = process.env.MUTATION_RUN === '1';

const scale = Number(process.env.PROPERTY_SCALE ?? '1');
export const PROPERTY_SCALE = Number.isFinite(scale) && scale > 0 ? scale : 1;

export const runs = (count: number): number =>
  MUTATION_RUN ? Math.max(10, Math.ceil(count / 10)) : Math.ceil(count * PROPERTY_SCALE);

/** A property's own time limit, scaled with its count in a soak (the suite's limit is lifted). */
export const propertyTimeout = (ms: number): number => ms * PROPERTY_SCALE;
