import fc from 'fast-check';
import { runs } from './property-runs';

// Mutation runs only (vitest.mutation.config.ts): properties that name no count try a tenth of
// fast-check's default 100 cases; see property-runs.ts for why.
fc.configureGlobal({ numRuns: runs(100) });
