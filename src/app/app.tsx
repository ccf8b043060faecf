import { lazy, Suspense } from 'react';
import { EmbedShell } from './embed-shell';
import { FullShell } from './full-shell';
import { useRoute } from './use-route';

/**
 * The update notice registers the service worker a few seconds after load and says when a new
 * deployment waits: nothing it does is needed for the first paint, so it loads after the shell.
 */
const UpdateNotice = lazy(() =>
  import('./update-notice').then((m) => ({ default: m.UpdateNotice })),
);

export function App() {
  const state = useRoute();
  return (
    <>
      {state.route.embed ? <EmbedShell {...state} /> : <FullShell {...state} />}
      {state.route.embed ? null : (
        <Suspense fallback={null}>
          <UpdateNotice embed={false} />
        </Suspense>
      )}
    </>
  );
}
