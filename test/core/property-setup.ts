import fc from 'fast-check';
import { runs } from './property-runs';

// Properties that name no count try fast-check's default 100 cases, scaled as runs() scales a
// named count: a tenth in a mutation run, PROPERTY_SCALE times in a soak (property-runs.ts).
fc.configureGlobal({ numRuns: runs(100) });
