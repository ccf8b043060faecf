import { useState } from 'react';
import { CopyStatus } from '@/components/copy-status';
import { useCopy } from '@/components/use-copy';
import type { PanelDefinition } from '@/lib/panel';
import { EmbedChoice } from './embed-choice';
import { ToolMenu } from './tool-menu';
import { panelLink } from './url-sync';

/** The snippet's writer (the host page's script and its sizes), loaded on the first press. */
const snippetOf = async (panel: PanelDefinition, show: readonly string[]) =>
  (await import('./embed-snippet')).embedSnippet(panel, show);

/**
 * Copy link, copy embed snippet (of the whole panel or the sections chosen), reset: with a
 * fallback text box where copying is refused.
 */
export function ShareBar({ panel }: { readonly panel: PanelDefinition }) {
  const { status, manual, copy, say } = useCopy();
  // The choice belongs to the panel it was made on; another panel starts from the whole.
  const [choice, setChoice] = useState<{ panelId: string; ids: string[] }>({
    panelId: panel.id,
    ids: [],
  });
  const show = choice.panelId === panel.id ? choice.ids : [];
  return (
    <div className="share-bar">
      <ToolMenu label="Share">
        <div className="share-buttons">
          <button
            type="button"
            className="button"
            onClick={() => void copy('link', panelLink(panel))}
          >
            Copy link
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void snippetOf(panel, show).then((text) => copy('embed snippet', text))}
          >
            Copy embed snippet
          </button>
          <EmbedChoice
            sections={panel.sections}
            chosen={show}
            onChange={(ids) => setChoice({ panelId: panel.id, ids })}
          />
          <button
            type="button"
            className="button-quiet"
            onClick={() => {
              panel.store.getState().reset();
              say('Back to the worked example.');
            }}
          >
            Reset to example
          </button>
        </div>
      </ToolMenu>
      <CopyStatus status={status} manual={manual} />
    </div>
  );
}
