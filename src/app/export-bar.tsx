import { useId, useState, type MouseEvent } from 'react';
import { CopyStatus } from '@/components/copy-status';
import { useCopy } from '@/components/use-copy';
import type { ImageFormat } from '@/lib/export/image';
import type { PanelDefinition } from '@/lib/panel';
import { ToolMenu } from './tool-menu';
import { panelLink } from './url-sync';
import './export-bar.css';

/** The panel's element on the page (the `<article>` around the bar), else the document: where an image's section is. */
function panelRoot(e: MouseEvent<HTMLElement>): ParentNode {
  return e.currentTarget.closest('article') ?? document;
}

/** The export code, loaded on the first press (the first load carries only the buttons). */
const actions = () => import('@/lib/export/actions');

/** What the bar says when the panel has published no results (it is not rendered yet). */
const NOTHING = 'Nothing to export yet: the panel has not shown its results.';

/**
 * Results for docs that take no iframes: the panel's results as Markdown (copied), CSV or JSON,
 * and any section as a PNG or SVG image with the link and the inputs under it. The results are
 * the panel's declared rows as it last published them (lib/results/published.ts), taken when
 * asked for; an image is a picture of the section on the page. The export code loads only then.
 */
export function ExportBar({ panel }: { readonly panel: PanelDefinition }) {
  const { status, manual, copy, say } = useCopy();
  const [section, setSection] = useState(panel.sections[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const selectId = useId();

  const markdown = async () => {
    const { markdownOf } = await actions();
    const md = markdownOf(panel, panelLink(panel));
    if (md === null) say(NOTHING);
    else await copy('Markdown table', md);
  };

  const download = async (ext: 'csv' | 'json') => {
    const { downloadResults } = await actions();
    const n = downloadResults(panel, panelLink(panel), ext);
    say(n === null ? NOTHING : `${ext.toUpperCase()} of ${n} results downloaded.`);
  };

  const image = async (e: MouseEvent<HTMLElement>, format: ImageFormat) => {
    const title = panel.sections.find((s) => s.id === section)?.title ?? section;
    const el = panelRoot(e).querySelector<HTMLElement>(`[data-section="${CSS.escape(section)}"]`);
    if (!el) {
      say(`The section “${title}” is not on the page.`);
      return;
    }
    setBusy(true);
    say(`Making the ${format.toUpperCase()} of “${title}”…`);
    try {
      const { downloadSectionImage } = await actions();
      await downloadSectionImage(panel, el, panelLink(panel), section, format);
      say(`${format.toUpperCase()} of “${title}” downloaded.`);
    } catch (err) {
      say(`The image could not be made: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="export-bar" role="group" aria-label="Export results">
      <ToolMenu label="Export">
        <div className="export-buttons">
          <button type="button" className="button-quiet" onClick={() => void markdown()}>
            Copy as Markdown
          </button>
          <button type="button" className="button-quiet" onClick={() => void download('csv')}>
            Download CSV
          </button>
          <button type="button" className="button-quiet" onClick={() => void download('json')}>
            Download JSON
          </button>
        </div>
        <div className="export-buttons">
          <label htmlFor={selectId} className="export-label">
            Image of
          </label>
          <select
            id={selectId}
            className="export-select"
            value={section}
            onChange={(e) => setSection(e.target.value)}
          >
            {panel.sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="button-quiet"
            disabled={busy}
            onClick={(e) => void image(e, 'png')}
          >
            Download PNG
          </button>
          <button
            type="button"
            className="button-quiet"
            disabled={busy}
            onClick={(e) => void image(e, 'svg')}
          >
            Download SVG
          </button>
        </div>
      </ToolMenu>
      <CopyStatus status={status} manual={manual} />
    </div>
  );
}
