import { useLayoutEffect, useRef } from 'react';
import { centreCurrentLink } from './first-paint/centre-link';
import { PANELS } from './panels';

/**
 * The panels as a row of links. On a phone (≤ 640 px, src/styles/app.css) the row does not wrap:
 * it scrolls sideways on its own, so the header stays one line, and the current panel's link is
 * brought into view whenever the route changes. Keyboard focus scrolls the row as usual.
 */
export function PanelNav({ currentId }: { readonly currentId: string | null }) {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (list.current) centreCurrentLink(list.current);
  }, [currentId]);
  return (
    <nav aria-label="Panels" className="panel-nav">
      <ul ref={list}>
        {PANELS.map((p) => (
          <li key={p.id}>
            <a href={`#/${p.id}`} aria-current={p.id === currentId ? 'page' : undefined}>
              {p.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
