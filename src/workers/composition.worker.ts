// The thin worker entry for Composition: checks and evaluates one topology text, the same
// `analyseTopology` the page runs for small topologies. A newer text cancels by terminating it.
import { analyseTopology } from '@/core/composition/analyse';
import type { AnalyseReply, AnalyseRequest } from './composition-protocol';

/** The part of a dedicated worker's global scope used here (the app compiles against the DOM lib). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<AnalyseRequest>) => void) | null;
  postMessage(message: AnalyseReply): void;
}

const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<AnalyseRequest>) => {
  const { runId, text } = event.data;
  try {
    const { errors, evaluation } = analyseTopology(text);
    scope.postMessage({ runId, ok: true, errors, evaluation });
  } catch (error) {
    scope.postMessage({
      runId,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    });
  }
};
