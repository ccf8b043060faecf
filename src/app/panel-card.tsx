import type { ReactNode } from 'react';
import type { PanelDefinition } from '@/lib/panel';

/**
 * A panel's card: its heading (title and summary, then `tools`) and its body. The app's panels
 * and index.html's first paint (static-shell.tsx) both draw it, so the title stays in place when
 * React takes over.
 */
export function PanelCard({
  panel,
  tools,
  children,
}: {
  readonly panel: PanelDefinition;
  readonly tools?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <article className="panel" aria-labelledby={`panel-title-${panel.id}`}>
      <header className="panel-header">
        <PanelHeading panel={panel} />
        {tools}
      </header>
      {children}
    </article>
  );
}

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
