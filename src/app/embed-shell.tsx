import type { PanelDefinition } from '@/lib/panel';
import { buildHash } from '@/lib/url-state/codec';
import { findPanel } from './panels';
import { PanelHost } from './panel-host';
import type { RouteState } from './url-sync';

/** One panel without chrome, for an iframe (`?embed`), with a way back to the full app. */
export function EmbedShell({ route, notices }: RouteState) {
  const panel = findPanel(route.panelId);
  if (!panel)
    return <p className="embed-missing">Reliability Lab has no panel called “{route.panelId}”.</p>;
  return (
    <main className="embed">
      <h1 className="visually-hidden">Reliability Lab</h1>
      <PanelHost panel={panel} notices={notices} embed />
      <p className="embed-footer">
        <OpenInAppLink panel={panel} />
      </p>
    </main>
  );
}

function OpenInAppLink({ panel }: { readonly panel: PanelDefinition }) {
  const inputs = panel.store((s) => s.inputs);
  return (
    <a href={buildHash(panel.id, panel.params, inputs)} target="_blank" rel="noopener">
      Open in Reliability Lab
    </a>
  );
}
