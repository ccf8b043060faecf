import type { ReactNode } from 'react';
import type { PanelDefinition } from '@/lib/panel';

/**
 * A panel's card: its heading (title and summary, then `tools`) and its body. The app's panels
 * and index.html's first paint (static-shell.tsx) both draw it, so the title stays in place when
 * React takes over.
 */
export function PanelCard({
  panel,
  headline,
  tools,
  children,
}: {
  readonly panel: PanelDefinition;
  /**
   * The panel's headline results, under its title (app/panel-headline.tsx), in a slot that keeps
   * their height from the first paint; null keeps the slot empty (index.html's first paint),
   * undefined leaves it out (an embed that does not show the headline).
   */
  readonly headline?: ReactNode;
  readonly tools?: ReactNode;
  readonly children: ReactNode;
}) {
  return (
    <article className="panel" aria-labelledby={`panel-title-${panel.id}`}>
      <header className="panel-header">
        <PanelHeading panel={panel} />
        {headline === undefined ? null : <div className="headline-slot">{headline}</div>}
        {tools}
      </header>
      {children}
    </article>
  );
}

/** A panel's title and summary, at the top of its card (and of the app's first paint). */
export function PanelHeading({ panel }: { readonly panel: PanelDefinition }) {
  return (
    <div className="panel-heading">
      <h2 id={`panel-title-${panel.id}`}>{panel.title}</h2>
      <p className="muted">{panel.summary}</p>
    </div>
  );
}

/** What a panel's card shows while its code loads. */
export function PanelLoading({ panel }: { readonly panel: PanelDefinition }) {
  return <p className="panel-loading">Loading {panel.title}…</p>;
}
