import { useId, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';
import { downloadBlob, exportableSvg, svgToPng } from '@/lib/svg-export';

interface DiagramToolsProps {
  readonly source: string;
  /**
   * The SVG drawn from `source` (this source, this theme), or null while it is drawn or when it
   * could not be: the downloads are then disabled rather than offer a previous drawing.
   */
  readonly svg: string | null;
  readonly fileName: string;
}

type Background = 'transparent' | 'themed';

/** Copy the Mermaid source; download SVG or PNG (2×) on a transparent or themed background. */
export function DiagramTools({ source, svg, fileName }: DiagramToolsProps) {
  const [background, setBackground] = useState<Background>('transparent');
  const [status, setStatus] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const selectId = useId();
  const fill = () => {
    if (background === 'transparent' || !root.current) return null;
    const value = getComputedStyle(root.current).getPropertyValue('--surface').trim();
    return value || '#ffffff';
  };
  const copy = async () => {
    setStatus(
      (await copyText(source))
        ? 'Mermaid source copied.'
        : 'Copying is not allowed here: open “Mermaid source” below and copy it from there.',
    );
  };
  const saveSvg = () => {
    if (!svg) return;
    const file = exportableSvg(svg, fill());
    downloadBlob(new Blob([file.text], { type: 'image/svg+xml' }), `${fileName}.svg`);
    setStatus(`Saved ${fileName}.svg (${file.width} × ${file.height}).`);
  };
  const savePng = async () => {
    if (!svg) return;
    const file = exportableSvg(svg, fill());
    try {
      downloadBlob(await svgToPng(file, 2), `${fileName}.png`);
      setStatus(`Saved ${fileName}.png (${file.width * 2} × ${file.height * 2}, 2×).`);
    } catch (error) {
      setStatus(
        `The PNG could not be made: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };
  return (
    <div className="diagram-tools" ref={root}>
      <div className="diagram-buttons">
        <button type="button" className="button-quiet" onClick={() => void copy()}>
          Copy Mermaid source
        </button>
        <button type="button" className="button-quiet" onClick={saveSvg} disabled={!svg}>
          Download SVG
        </button>
        <button
          type="button"
          className="button-quiet"
          onClick={() => void savePng()}
          disabled={!svg}
        >
          Download PNG (2×)
        </button>
        <label className="diagram-background" htmlFor={selectId}>
          Background
          <select
            id={selectId}
            value={background}
            onChange={(e) => setBackground(e.target.value as Background)}
          >
            <option value="transparent">transparent</option>
            <option value="themed">as on screen</option>
          </select>
        </label>
      </div>
      <p className="diagram-status" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
