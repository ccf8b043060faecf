import type { ReactNode } from 'react';
import { PANELS } from './panels';
import { PanelNav } from './panel-nav';

/**
 * The header of the full app: the brand, the panels, then `children` (the theme button). The
 * app's first paint (build/app-shell.ts) draws this same header before any script has run, with
 * an empty slot of the button's size in its place, so the panels' row wraps the same way in both
 * and nothing under it moves when the button arrives.
 */
export function AppHeader({
  currentId,
  children,
}: {
  readonly currentId: string | null;
  readonly children?: ReactNode;
}) {
  return (
    <header className="app-header">
      <h1 className="brand-title">
        <a className="brand" href={`#/${PANELS[0]?.id ?? ''}`}>
          <img src="/favicon.svg" alt="" width="24" height="24" />
          <span className="brand-name">Reliability Lab</span>
        </a>
      </h1>
      <PanelNav currentId={currentId} />
      {children ?? <span className="theme-toggle-slot" aria-hidden="true" />}
    </header>
  );
}
