import { EmbedShell } from './embed-shell';
import { FullShell } from './full-shell';
import { useRoute } from './use-route';

export function App() {
  const state = useRoute();
  return state.route.embed ? <EmbedShell {...state} /> : <FullShell {...state} />;
}
