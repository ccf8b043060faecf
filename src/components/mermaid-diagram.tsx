import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderMermaid, type DiagramTheme } from '@/lib/mermaid';
import { useDocumentTheme } from '@/lib/use-document-theme';
import { DiagramTools } from './diagram-tools';
import './mermaid-diagram.css';

interface MermaidDiagramProps {
  /** Mermaid source, generated from a model: the diagram always says what the model does. */
  readonly source: string;
  readonly title: string;
  /** What the diagram shows, in words (its text alternative is also inside the SVG). */
  readonly description?: ReactNode;
  /** Base name for downloads, e.g. `failover-decision`. */
  readonly fileName: string;
}

/** The last SVG Mermaid drew, with the source and theme it was drawn from. */
interface Drawing {
  readonly svg: string;
  readonly source: string;
  readonly theme: DiagramTheme;
}

interface State {
  readonly drawing: Drawing | null;
  /** The latest render's error, with the source and theme it was for. */
  readonly error: {
    readonly text: string;
    readonly source: string;
    readonly theme: DiagramTheme;
  } | null;
}

/**
 * A diagram drawn by Mermaid (loaded lazily) in the app's theme, redrawn when the source or the
 * theme changes, with tools to copy the source and download SVG or PNG. While a new drawing is
 * made (or when it failed) the previous one stays, so the page does not jump, but it is dimmed,
 * marked out of date, and never offered for download: downloads are always of the current source.
 */
export function MermaidDiagram({ source, title, description, fileName }: MermaidDiagramProps) {
  const theme = useDocumentTheme();
  const [state, setState] = useState<State>({ drawing: null, error: null });
  const latest = useRef(0);
  useEffect(() => {
    const run = (latest.current += 1);
    // Typing makes a new source per key: a render not yet started when the next key arrives is
    // skipped rather than drawn and thrown away.
    const wanted = new AbortController();
    void renderMermaid(source, theme, wanted.signal).then((result) => {
      if (run !== latest.current) return; // a newer source or theme is on its way
      setState((prev) =>
        result.ok
          ? { drawing: { svg: result.svg, source, theme }, error: null }
          : { drawing: prev.drawing, error: { text: result.error, source, theme } },
      );
    });
    return () => wanted.abort();
  }, [source, theme]);
  const { drawing } = state;
  const current = drawing !== null && drawing.source === source && drawing.theme === theme;
  const error =
    state.error && state.error.source === source && state.error.theme === theme
      ? state.error.text
      : null;
  const stale = drawing !== null && !current;
  const kind = current ? 'ready' : error ? 'error' : 'loading';
  return (
    <figure className="diagram" data-diagram-state={kind}>
      <figcaption>
        <strong>{title}</strong>
        {description ? <span className="muted"> {description}</span> : null}
      </figcaption>
      <DiagramTools source={source} svg={current ? drawing.svg : null} fileName={fileName} />
      <div
        className="diagram-scroll"
        role="region"
        aria-label={`${title}, drawn (scroll sideways if it is wider than the screen)`}
        aria-busy={kind === 'loading'}
        tabIndex={0}
      >
        {stale ? (
          <p className="diagram-stale-note">
            {error
              ? 'Out of date: this is the previous drawing; the current one could not be drawn.'
              : 'Out of date: redrawing for the current inputs…'}
          </p>
        ) : null}
        {drawing ? (
          <div
            className="diagram-svg"
            data-stale={stale ? 'true' : undefined}
            dangerouslySetInnerHTML={{ __html: drawing.svg }}
          />
        ) : kind === 'loading' ? (
          <p className="muted diagram-loading">Drawing the diagram…</p>
        ) : null}
      </div>
      {error ? (
        <p className="diagram-error" role="alert">
          {error}
        </p>
      ) : null}
      <details className="diagram-source">
        <summary>Mermaid source</summary>
        <pre>
          <code>{source}</code>
        </pre>
      </details>
    </figure>
  );
}
