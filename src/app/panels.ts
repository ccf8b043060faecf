import { ninesPanel } from '@/features/nines/panel';
import type { PanelDefinition } from '@/lib/panel';

/** Every panel, in navigation order. The shells, routing and URL sync all read this list. */
export const PANELS: readonly PanelDefinition[] = [ninesPanel];

export const DEFAULT_PANEL_ID = ninesPanel.id;

export function findPanel(id: string | null): PanelDefinition | undefined {
  return PANELS.find((p) => p.id === id);
}
