import { useState } from 'react';
import { copyText } from '@/lib/clipboard';
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
  const [status, setStatus] = useState('');
  const [manual, setManual] = useState<string | null>(null);
  const copy = async (what: string, text: string) => {
    if (await copyText(text)) {
      setManual(null);
      setStatus(`${what} copied.`);
    } else {
      setManual(text);
      setStatus(`Copying is not allowed here: select the ${what.toLowerCase()} below and copy it.`);
    }
  };
  return (
    <div className="share-bar">
      <div className="share-buttons">
        <button
          type="button"
          className="button"
          onClick={() => void copy('Link', panelLink(panel))}
        >
          Copy link
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void copy('Embed snippet', embedSnippet(panel))}
        >
          Copy embed snippet
        </button>
        <button
          type="button"
          className="button-quiet"
          onClick={() => {
            panel.store.getState().reset();
            setStatus('Back to the worked example.');
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
