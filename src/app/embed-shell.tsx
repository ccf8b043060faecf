import { useEffect, useLayoutEffect } from 'react';
import type { PanelDefinition } from '@/lib/panel';
import { buildHash } from '@/lib/url-state/codec';
import { startResizeReporter } from './embed-resize';
import { embedView } from './embed-view';
import { findPanel } from './panels';
import { PanelHost } from './panel-host';
import { useThemeStore, type Theme } from './theme';
import type { RouteState } from './url-sync';

/**
 * One panel without chrome, for an iframe (`?embed`), with a way back to the full app: only the
 * sections its `show=` names, in its `theme=` or the host's colour scheme, telling the host page
 * its height (docs/embedding.md).
 */
export function EmbedShell({ route, notices }: RouteState) {
  const panel = findPanel(route.panelId);
  useEffect(() => startResizeReporter(), []);
  if (!panel)
    return (
      <main className="embed">
        <p className="embed-missing">Reliability Lab has no panel called “{route.panelId}”.</p>
      </main>
    );
  const view = embedView(panel, route);
  return (
    <main className={view.shown ? 'embed embed-sections' : 'embed'}>
      <PinTheme theme={view.theme} />
      <h1 className="visually-hidden">Reliability Lab</h1>
      {view.notes.length > 0 ? (
        <div className="embed-note" role="note">
          {view.notes.map((n) => (
            <p key={n}>{n}</p>
          ))}
        </div>
      ) : null}
      <PanelHost panel={panel} notices={notices} embed shown={view.shown} />
      <p className="embed-footer">
        <OpenInAppLink panel={panel} />
      </p>
    </main>
  );
}

/** Fixes the theme while the embed shows (before paint, so it never flashes); never stored. */
function PinTheme({ theme }: { readonly theme: Theme | null }) {
  useLayoutEffect(() => {
    useThemeStore.setState({ pinned: theme });
    return () => useThemeStore.setState({ pinned: null });
  }, [theme]);
  return null;
}

/** The full app at the embed's inputs (not its `show` or `theme`), in a new tab. */
function OpenInAppLink({ panel }: { readonly panel: PanelDefinition }) {
  const inputs = panel.store((s) => s.inputs);
  return (
    <a href={buildHash(panel.id, panel.fields, inputs)} target="_blank" rel="noopener">
      Open in Reliability Lab
    </a>
  );
}
