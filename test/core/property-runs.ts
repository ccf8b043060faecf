/**
 * How many cases a fast-check property tries. In the normal suite, the count the test asks for.
 * In a mutation run (`npm run mutation`, docs/testing.md), a tenth of it, at least 10: each
 * mutant re-runs every test that covers it, in instrumented code that runs tight loops about 30
 * times slower, so a 100-case property over whole topologies costs minutes per mutant. The
 * fixed examples are the same in both runs; vitest.mutation.config.ts sets MUTATION_RUN and
 * lowers fast-check's default (100) the same way for properties that name no count.
 */
export const MUTATION_RUN = process.env.MUTATION_RUN === '1';

export const runs = (count: number): number =>
  MUTATION_RUN ? Math.max(10, Math.ceil(count / 10)) : count;
