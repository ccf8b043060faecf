import { Formula } from '@/components/formula';
import type { DetectionModel } from './detection-model';
import { detectionFormula } from './detection-formula-text';

/** The formulas with the user's own numbers, or nothing while no line can be computed. */
export function DetectionFormula({ model }: { readonly model: DetectionModel }) {
  const lines = detectionFormula(model);
  return lines ? <Formula tex={lines.tex} text={lines.text} /> : null;
}
