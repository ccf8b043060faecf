// The thin worker entry for Composition: checks and evaluates one topology text, the same
// `analyseTopology` the page runs for small topologies.
import { analyseTopology } from '@/core/composition/analyse';
import type { AnalyseReply, AnalyseRequest } from './composition-protocol';
import { errorMessage, workerScope } from './worker-scope';

const scope = workerScope<AnalyseRequest, AnalyseReply>();

scope.onmessage = (event) => {
  const { runId, text } = event.data;
  try {
    const { errors, evaluation } = analyseTopology(text);
    scope.postMessage({ runId, ok: true, errors, evaluation });
  } catch (error) {
    scope.postMessage({ runId, ok: false, message: errorMessage(error) });
  }
};
