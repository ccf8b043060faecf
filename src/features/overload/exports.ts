import { overloadConfigs } from '@/core/overload/config/all';
import { madeExport, type PanelExport } from '@/lib/results/exports';
import type { OverloadModel } from './overload-model';

/** Why there are no configs, in the page's words. */
export const CONFIGS_NEED = 'Fix the retry and budget fields to write the configs.';

/** The page's and `calc --export`'s texts: one per platform, none while a setting is invalid. */
export function overloadExports(model: OverloadModel): readonly PanelExport[] {
  if (!model.settings) return [];
  return overloadConfigs(model.settings).map((s) => madeExport(s.platform, s.title, s.text));
}
