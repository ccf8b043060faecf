import { hedgingSnippets } from '@/core/tail/config/all';
import { HEDGE_TITLES, type HedgeSnippet } from '@/core/tail/config/types';
import { madeExport, missingExport, type PanelExport } from '@/lib/results/exports';
import type { TailModel } from './tail-model';

/** Why there are no hedging configs, in the page's words; null when there are. */
export function hedgingMissing(model: TailModel): string | null {
  if (!model.inputs) return 'The settings appear once every field is valid.';
  if (model.delay === null || model.delay === 0)
    return 'Hedging is off (a delay of 0): there is nothing to configure.';
  return null;
}

/** The hedge as gRPC, Envoy, Polly and Finagle configuration; none while hedging is off. */
export function tailSnippets(model: TailModel): readonly HedgeSnippet[] {
  const x = model.inputs;
  if (!x || hedgingMissing(model) !== null || model.delay === null) return [];
  return hedgingSnippets({
    delay: model.delay,
    percentile: model.hedgeAt?.kind === 'percentile' ? model.hedgeAt.p : null,
    copies: x.hedge.copies,
    cap: x.hedge.cap,
    cancel: model.cancel,
    timeout: null,
  });
}

/** The page's and `calc --export`'s texts: one per platform, or why there are none. */
export function tailExports(model: TailModel): readonly PanelExport[] {
  const missing = hedgingMissing(model);
  if (missing !== null)
    return Object.entries(HEDGE_TITLES).map(([id, title]) => missingExport(id, title, missing));
  return tailSnippets(model).map((s) => madeExport(s.id, s.title, s.text));
}
