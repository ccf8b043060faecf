import { PANELS, findPanel } from './panels';
import { PanelHost } from './panel-host';
import { ThemeToggle } from './theme-toggle';
import type { RouteState } from './url-sync';

/** The whole app: header with navigation and theme, then the routed panel. */
export function FullShell({ route, notices }: RouteState) {
  const panel = findPanel(route.panelId);
  return (
    <>
      <a
        className="skip-link"
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to the panel
      </a>
      <header className="app-header">
        <h1 className="brand-title">
          <a className="brand" href={`#/${PANELS[0]?.id ?? ''}`}>
            <img src="/favicon.svg" alt="" width="24" height="24" />
            <span>Reliability Lab</span>
          </a>
        </h1>
        <nav aria-label="Panels">
          <ul>
            {PANELS.map((p) => (
              <li key={p.id}>
                <a href={`#/${p.id}`} aria-current={p.id === route.panelId ? 'page' : undefined}>
                  {p.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <ThemeToggle />
      </header>
      <main id="main" tabIndex={-1}>
        {panel ? (
          <PanelHost key={panel.id} panel={panel} notices={notices} embed={false} />
        ) : (
          <div className="panel">
            <h2>No panel called “{route.panelId}”</h2>
            <p>Choose one of these:</p>
            <ul>
              {PANELS.map((p) => (
                <li key={p.id}>
                  <a href={`#/${p.id}`}>{p.title}</a>: {p.summary}
                </li>
              ))}
            </ul>
          </div>
        )}
      </main>
      <footer className="app-footer muted">
        Every number is computed in your browser from the inputs above; links carry the inputs,
        never results.
      </footer>
    </>
  );
}
