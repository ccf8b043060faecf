import type { PanelDefinition } from '@/lib/panel';

/** A panel's title and summary, at the top of its card (and of the app's first paint). */
export function PanelHeading({ panel }: { readonly panel: PanelDefinition }) {
  return (
    <div>
      <h2 id={`panel-title-${panel.id}`}>{panel.title}</h2>
      <p className="muted">{panel.summary}</p>
    </div>
  );
}

/** What a panel's card shows while its code loads. */
export function PanelLoading({ panel }: { readonly panel: PanelDefinition }) {
  return <p className="panel-loading">Loading {panel.title}…</p>;
}
