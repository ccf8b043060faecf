import { DETECTION_FIELDS } from '@/core/detection/fields';
import { calcPanel } from '@/lib/results/calc';
import { deriveDetection } from './detection-model';
import { DETECTION_META } from './meta';
import { DETECTION_RESULTS } from './results';
import { detectionExports } from './exports';

/** The panel for `npm run calc`: every problem is a field's own. */
export const detectionCalc = calcPanel({
  meta: DETECTION_META,
  fields: DETECTION_FIELDS,
  derive: deriveDetection,
  results: DETECTION_RESULTS,
  exports: detectionExports,
});
