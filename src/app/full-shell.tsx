import '@/styles/print.css';
import { AppHeader } from './app-header';
import { PANELS, findPanel } from './panels';
import { PanelHost } from './panel-host';
import { PrintInputs, PrintLink } from './print-summary';
import { ThemeToggle } from './theme-toggle';
import type { RouteState } from './url-sync';

/**
 * The whole app: header with navigation and theme, then the routed panel, with the lines only a
 * printed page shows (its inputs, its link; src/styles/print.css).
 */
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
      <AppHeader currentId={route.panelId}>
        <ThemeToggle />
      </AppHeader>
      <main id="main" tabIndex={-1}>
        {panel ? (
          <>
            <PrintInputs key={`inputs-${panel.id}`} panel={panel} />
            <PanelHost key={panel.id} panel={panel} notices={notices} embed={false} />
            <PrintLink key={`link-${panel.id}`} panel={panel} />
          </>
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
