import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Notice } from '@/components/notice';
import { CrossLinkContext, type CrossLinking } from '@/lib/cross-link-context';
import type { PanelDefinition } from '@/lib/panel';
import { HEADLINE_SECTION, ShownSections } from '@/lib/sections';
import type { linksFrom as linksFromType } from './cross-links';
import { ExportBar } from './export-bar';
import { PanelCard, PanelLoading } from './panel-card';
import { ShareBar } from './share-bar';
import { dismissNotices, startPanelSync } from './url-sync';

interface PanelHostProps {
  readonly panel: PanelDefinition;
  readonly notices: readonly string[];
  readonly embed: boolean;
  /** The sections to draw (an embed's `show=`), or null for all of them. */
  readonly shown?: ReadonlySet<string> | null;
}

type LinksFrom = typeof linksFromType;

/** The headline reads what the panel publishes, so it loads beside the panel's own code. */
const PanelHeadline = lazy(() => import('./panel-headline'));

/** `linksFrom` once its module has loaded; null until then (the cards show no links yet). */
function useCrossLinks(): LinksFrom | null {
  const [linksFrom, setLinksFrom] = useState<LinksFrom | null>(null);
  useEffect(() => {
    let live = true;
    void import('./cross-links').then((m) => {
      if (live) setLinksFrom(() => m.linksFrom);
    });
    return () => {
      live = false;
    };
  }, []);
  return linksFrom;
}

/** A panel with its title, sharing tools, notices and an error boundary; loads its code lazily. */
export function PanelHost({ panel, notices, embed, shown = null }: PanelHostProps) {
  const { Component } = panel;
  useEffect(() => (embed ? undefined : startPanelSync(panel)), [panel, embed]);
  // A result's "Open in …" links: in an embed they open the full app in a new tab. The matching
  // loads beside the panel's own code, not with the shell (the first load).
  const linksFrom = useCrossLinks();
  const linking = useMemo<CrossLinking | null>(
    () => linksFrom && { linksFor: (carried) => linksFrom(panel.id, carried), newTab: embed },
    [linksFrom, panel.id, embed],
  );
  const headlineShown = shown === null || shown.has(HEADLINE_SECTION.id);
  return (
    <ShownSections value={shown}>
      <PanelCard
        panel={panel}
        headline={
          headlineShown ? (
            <Suspense fallback={null}>
              <PanelHeadline panelId={panel.id} />
            </Suspense>
          ) : undefined
        }
        tools={
          embed ? null : (
            <div className="panel-tools">
              <ShareBar panel={panel} />
              <ExportBar panel={panel} />
            </div>
          )
        }
      >
        {notices.length > 0 ? (
          <Notice onDismiss={dismissNotices}>
            {notices.map((n) => (
              <p key={n}>{n}</p>
            ))}
          </Notice>
        ) : null}
        <ErrorBoundary resetLabel="Reset this panel" onReset={() => panel.store.getState().reset()}>
          <Suspense fallback={<PanelLoading panel={panel} />}>
            <CrossLinkContext value={linking}>
              <Component />
            </CrossLinkContext>
          </Suspense>
        </ErrorBoundary>
      </PanelCard>
    </ShownSections>
  );
}
