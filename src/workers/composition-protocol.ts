import type { Located } from '@/core/composition/diagnostics';
import type { Evaluation } from '@/core/composition/evaluate';

/** The page asks for one topology text to be checked and evaluated. */
export interface AnalyseRequest {
  readonly runId: number;
  readonly text: string;
}

/**
 * The worker's answer: the text's problems and, when there are none, its evaluation (exact
 * decimals travel as bigints, which structured cloning keeps exactly). The syntax tree stays in
 * the page, which parsed the text itself to decide to ask.
 */
export type AnalyseReply =
  | {
      readonly runId: number;
      readonly ok: true;
      readonly errors: readonly Located[];
      readonly evaluation: Evaluation | null;
    }
  | { readonly runId: number; readonly ok: false; readonly message: string };
