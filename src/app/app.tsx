import { EmbedShell } from './embed-shell';
import { FullShell } from './full-shell';
import { UpdateNotice } from './update-notice';
import { useRoute } from './use-route';

export function App() {
  const state = useRoute();
  return (
    <>
      {state.route.embed ? <EmbedShell {...state} /> : <FullShell {...state} />}
      <UpdateNotice embed={state.route.embed} />
    </>
  );
}
