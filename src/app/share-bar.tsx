import { useCopy } from '@/components/use-copy';
import type { PanelDefinition } from '@/lib/panel';
import { panelLink } from './url-sync';

function embedSnippet(panel: PanelDefinition): string {
  return (
    `<iframe src="${panelLink(panel, true)}" title="Reliability Lab: ${panel.title}" ` +
    `width="100%" height="720" style="border:0" loading="lazy"></iframe>`
  );
}

/** Copy link, copy embed snippet, reset: with a fallback text box where copying is refused. */
export function ShareBar({ panel }: { readonly panel: PanelDefinition }) {
  const { status, manual, copy, say } = useCopy();
  return (
    <div className="share-bar">
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
          onClick={() => void copy('embed snippet', embedSnippet(panel))}
        >
          Copy embed snippet
        </button>
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
      <p className="share-status" role="status" aria-live="polite">
        {status}
      </p>
      {manual ? (
        <textarea
          className="share-manual"
          readOnly
          value={manual}
          aria-label="Text to copy"
          onFocus={(e) => e.target.select()}
        />
      ) : null}
    </div>
  );
}
