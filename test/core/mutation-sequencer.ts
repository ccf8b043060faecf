import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Mutation runs only (vitest.mutation.config.ts): quickest files first. Stryker stops a mutant's
 * run at its first failing test, so a mutant that a quick unit test catches should meet that test
 * before a whole simulation; Vitest's own order is the opposite, longest first, to spread files
 * over workers. Durations come from Vitest's results cache (Stryker's dry run fills it); a file
 * without one goes first.
 */
export default class QuickestFirst extends BaseSequencer {
  override sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const duration = (file: TestSpecification) =>
      cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`)?.duration ??
      -1;
    return Promise.resolve([...files].sort((a, b) => duration(a) - duration(b)));
  }
}
