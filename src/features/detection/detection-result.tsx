import type { ReactNode } from 'react';
import { ResultCard } from '@/components/declared-result';
import type { ResultSpec } from '@/lib/results/declare';
import { FIELD_NAMES } from './detection-format';
import type { DetectionModel } from './detection-model';
import { isMagnitudeResult } from './results';
import type { DetectionFields, DetectionKey } from './state';

interface DetectionResultProps {
  /** The result's declaration (results.ts). */
  readonly spec: ResultSpec<DetectionModel>;
  readonly model: DetectionModel;
  /** The card's label where shorter than the declared one (the heading above says the rest). */
  readonly label?: ReactNode;
  /** The line under the value; when there is no value, it says why (the reason under "—"). */
  readonly detail?: ReactNode;
}

/**
 * A declared result as a card, with a reason under "—" and, for magnitudes beyond doubles, their
 * power of ten: shown in place when the nearest double is 0, else as the reason; their log10 as
 * data-log10 on a `display: contents` wrapper.
 */
export function DetectionResult({ spec, model, label, detail }: DetectionResultProps) {
  const value = spec.value(model);
  const known = typeof value === 'number' && Number.isFinite(value);
  // A value beyond doubles (or "never") has no data-value: its own text goes in the reason.
  const beyond = typeof value === 'number' && !known ? spec.format(value as never, model) : null;
  const reason = beyond ? (
    <>
      {beyond} · {detail}
    </>
  ) : (
    detail
  );
  const card = (
    <ResultCard spec={spec} model={model} label={label} detail={detail} reason={reason} />
  );
  const log10 = isMagnitudeResult(spec) ? spec.magnitude(model)?.log10 : undefined;
  if (log10 === undefined || !Number.isFinite(log10) || (known && value !== 0)) return card;
  return (
    <div className="detection-result-log10" data-log10={String(log10)}>
      {card}
    </div>
  );
}

/** "Needs a valid p and N." for the fields of `keys` that are invalid; null when all are fine. */
export function needs(fields: DetectionFields, keys: readonly DetectionKey[]): string | null {
  const bad = keys.filter((k) => !fields[k].ok).map((k) => FIELD_NAMES[k]);
  if (bad.length === 0) return null;
  const list = bad.length === 1 ? bad[0] : `${bad.slice(0, -1).join(', ')} and ${bad.at(-1)}`;
  return `Needs a valid ${list}.`;
}
