import { useEffect, useRef, useState, type ReactNode } from 'react';
import { renderMermaid } from '@/lib/mermaid';
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

type State =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly svg: string; readonly source: string }
  | { readonly kind: 'error'; readonly error: string; readonly svg: string | null };

/**
 * A diagram drawn by Mermaid (loaded lazily) in the app's theme, redrawn when the source or the
 * theme changes, with tools to copy the source and download SVG or PNG. While a new drawing is
 * made the previous one stays, so the page does not jump.
 */
export function MermaidDiagram({ source, title, description, fileName }: MermaidDiagramProps) {
  const theme = useDocumentTheme();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const latest = useRef(0);
  useEffect(() => {
    const run = (latest.current += 1);
    void renderMermaid(source, theme).then((result) => {
      if (run !== latest.current) return; // a newer source or theme is on its way
      setState((prev) =>
        result.ok
          ? { kind: 'ready', svg: result.svg, source }
          : { kind: 'error', error: result.error, svg: prev.kind === 'ready' ? prev.svg : null },
      );
    });
  }, [source, theme]);
  const svg = state.kind === 'loading' ? null : state.svg;
  const current = state.kind === 'ready' && state.source === source;
  return (
    <figure
      className="diagram"
      data-diagram-state={current ? 'ready' : state.kind === 'error' ? 'error' : 'loading'}
    >
      <figcaption>
        <strong>{title}</strong>
        {description ? <span className="muted"> {description}</span> : null}
      </figcaption>
      <DiagramTools
        source={source}
        svg={state.kind === 'ready' ? state.svg : null}
        fileName={fileName}
      />
      <div
        className="diagram-scroll"
        role="region"
        aria-label={`${title}, drawn (scroll sideways if it is wider than the screen)`}
        aria-busy={!current && state.kind !== 'error'}
        tabIndex={0}
      >
        {svg ? (
          <div className="diagram-svg" dangerouslySetInnerHTML={{ __html: svg }} />
        ) : state.kind === 'loading' ? (
          <p className="muted diagram-loading">Drawing the diagram…</p>
        ) : null}
      </div>
      {state.kind === 'error' ? (
        <p className="diagram-error" role="alert">
          {state.error}
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
