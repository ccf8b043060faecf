import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { Notice } from '@/components/notice';
import type { PanelDefinition } from '@/lib/panel';
import { ShownSections } from '@/lib/sections';
import { ExportBar } from './export-bar';
import { PanelCard, PanelLoading } from './panel-heading';
import { ShareBar } from './share-bar';
import { dismissNotices, startPanelSync } from './url-sync';

interface PanelHostProps {
  readonly panel: PanelDefinition;
  readonly notices: readonly string[];
  readonly embed: boolean;
  /** The sections to draw (an embed's `show=`), or null for all of them. */
  readonly shown?: ReadonlySet<string> | null;
}

/** A panel with its title, sharing tools, notices and an error boundary; loads its code lazily. */
export function PanelHost({ panel, notices, embed, shown = null }: PanelHostProps) {
  const { Component } = panel;
  useEffect(() => (embed ? undefined : startPanelSync(panel)), [panel, embed]);
  return (
    <PanelCard
      panel={panel}
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
          <ShownSections value={shown}>
            <Component />
          </ShownSections>
        </Suspense>
      </ErrorBoundary>
    </PanelCard>
  );
}
