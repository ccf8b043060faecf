import { startTransition, useEffect, useMemo, useState } from 'react';
import { analyseTopology, type Analysis } from '@/core/composition/analyse';
import type { Topology } from '@/core/composition/ast';
import { evaluationCost } from '@/core/composition/cost';
import { parseSyntax } from '@/core/composition/parse';
import { hasWorkers } from '@/workers/bridge';
import {
  AnalysisCancelledError,
  compositionClient,
  type Analysed,
} from '@/workers/composition-client';

/**
 * Above this `evaluationCost` a topology is evaluated in the worker. Below it (every example,
 * a 15-of-30 quorum, a 500-block series) evaluating takes a few milliseconds and is done at once;
 * a 250-of-499 quorum (about 500,000) took 60–650 ms of main thread.
 */
export const WORKER_ABOVE = 2_000;

/** How long after the panel opens its worker is started, ms (after the first drawing). */
const WARM_AFTER_MS = 1_000;

type Plan =
  | { readonly kind: 'now'; readonly analysis: Analysis }
  | { readonly kind: 'worker'; readonly topology: Topology };

function planFor(text: string): Plan {
  if (!hasWorkers()) return { kind: 'now', analysis: analyseTopology(text) };
  const syntax = parseSyntax(text);
  if (!syntax.ok || evaluationCost(syntax.topology) <= WORKER_ABOVE) {
    return { kind: 'now', analysis: analyseTopology(text) };
  }
  return { kind: 'worker', topology: syntax.topology };
}

export interface CompositionAnalysis {
  /** The text's analysis; while `pending`, its syntax tree alone (no errors, no evaluation yet). */
  readonly analysis: Analysis;
  /** True while a big topology is being evaluated in the worker. */
  readonly pending: boolean;
}

/**
 * Parses and evaluates the topology text: at once when it is small, in the Composition worker
 * when it is big, so the page stays responsive while a 500-block quorum is evaluated. The
 * numbers are the same either way (the same `analyseTopology`).
 */
export function useCompositionAnalysis(text: string): CompositionAnalysis {
  const plan = useMemo(() => planFor(text), [text]);
  const [done, setDone] = useState<{ readonly text: string; readonly result: Analysed } | null>(
    null,
  );
  useEffect(() => {
    if (plan.kind !== 'worker') return;
    const client = compositionClient();
    let live = true;
    client.analyse(text).then(
      (result) => {
        // A transition: React draws the 500 rows' worth of new numbers in slices.
        if (live) startTransition(() => setDone({ text, result }));
      },
      (error: unknown) => {
        if (!(error instanceof AnalysisCancelledError)) throw error;
      },
    );
    return () => {
      live = false;
      client.cancel();
    };
  }, [plan, text]);
  useEffect(() => {
    // The worker's code loads while the page is idle, before a big topology needs it.
    if (!hasWorkers()) return;
    const id = setTimeout(() => compositionClient().warm(), WARM_AFTER_MS);
    return () => clearTimeout(id);
  }, []);
  const result = done?.text === text ? done.result : null;
  return useMemo(() => {
    if (plan.kind === 'now') return { analysis: plan.analysis, pending: false };
    if (result) return { analysis: { topology: plan.topology, ...result }, pending: false };
    return { analysis: { topology: plan.topology, errors: [], evaluation: null }, pending: true };
  }, [plan, result]);
}
