import { madeExport, type PanelExport } from '@/lib/results/exports';
import type { DetectionModel } from './detection-model';

/** The page's and `calc --export`'s texts: one check config per platform, as the panel shows them. */
export function detectionExports(model: DetectionModel): readonly PanelExport[] {
  return (model.configs ?? []).map((s) => madeExport(s.platform, s.title, s.text));
}
