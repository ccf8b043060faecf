import { alertsPanel } from '@/features/alerts/panel';
import { backtestPanel } from '@/features/backtest/panel';
import { capacityPanel } from '@/features/capacity/panel';
import { compositionPanel } from '@/features/composition/panel';
import { decisionPanel } from '@/features/decision/panel';
import { detectionPanel } from '@/features/detection/panel';
import { failoverPanel } from '@/features/failover/panel';
import { idempotencyPanel } from '@/features/idempotency/panel';
import { overloadPanel } from '@/features/overload/panel';
import { ninesPanel } from '@/features/nines/panel';
import { retriesPanel } from '@/features/retries/panel';
import { tailPanel } from '@/features/tail/panel';
import type { PanelDefinition } from '@/lib/panel';

/** Every panel, in navigation order. The shells, routing and URL sync all read this list. */
export const PANELS: readonly PanelDefinition[] = [
  ninesPanel,
  compositionPanel,
  detectionPanel,
  failoverPanel,
  decisionPanel,
  idempotencyPanel,
  retriesPanel,
  alertsPanel,
  backtestPanel,
  overloadPanel,
  tailPanel,
  capacityPanel,
];

export const DEFAULT_PANEL_ID = ninesPanel.id;

export function findPanel(id: string | null): PanelDefinition | undefined {
  return PANELS.find((p) => p.id === id);
}
