import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startTheme } from './app/theme';
import { startRouting } from './app/url-sync';
import './styles/app.css';

startTheme();
startRouting();

const root = document.getElementById('root');
if (root) {
  const reactRoot = createRoot(root);
  // A transition: React renders the first page in slices, yielding to the browser between them,
  // rather than in one long task; index.html's shell (build/app-shell.ts) shows meanwhile.
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}
