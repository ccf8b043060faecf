import { useContext, type ReactNode } from 'react';
import { CrossLinkContext } from '@/lib/cross-link-context';
import {
  pageUnit,
  resultsOf,
  rowOf,
  type ResultDecl,
  type ResultSpec,
} from '@/lib/results/declare';
import type { CrossLink } from '@/lib/results/links';
import { Result, ResultCell, StaleResult } from './result';

/** A card's "Open in …" links: small, under the value, outside its `output`. */
function CrossLinks({
  links,
  newTab,
}: {
  readonly links: readonly CrossLink[];
  readonly newTab: boolean;
}) {
  if (links.length === 0) return null;
  return (
    <ul className="result-links">
      {links.map((link) => (
        <li key={link.href}>
          <a
            className="result-link"
            href={link.href}
            aria-label={link.name}
            {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {link.text}
          </a>
        </li>
      ))}
    </ul>
  );
}

interface DeclaredProps<M> {
  /** The result's declaration (features/<p>/results.ts). */
  readonly spec: ResultSpec<M>;
  readonly model: M;
  /** The card's label when shorter than the declared one ("per year" under "Downtime"). */
  readonly label?: ReactNode;
  /** A second, smaller line under a known value. */
  readonly detail?: ReactNode;
  /** Why there is no value, under the fallback. */
  readonly reason?: ReactNode;
  /** The value is the last valid input's, marked stale (see `StaleResult`). */
  readonly stale?: boolean;
}

/**
 * One declared result as a card: its id, unit, value and text all from the declaration; where it
 * carries a value other panels take (`carries`), their "Open in …" links under it, outside the
 * `output`, while the value is current.
 */
export function ResultCard<M>({ spec, model, label, detail, reason, stale }: DeclaredProps<M>) {
  const row = rowOf(spec, model);
  const linking = useContext(CrossLinkContext);
  // Only a current value travels: not a stale one, nor one this model cannot say exactly.
  const carried = linking && row.value !== null && !stale ? spec.carries?.(model) : null;
  const props = {
    id: row.id,
    unit: pageUnit(row.unit),
    label: label ?? spec.label,
    value: row.value,
    detail,
    reason,
    fallback: row.text,
    children: row.text,
    links:
      linking && carried ? (
        <CrossLinks links={linking.linksFor(carried)} newTab={linking.newTab} />
      ) : null,
  };
  return stale === undefined ? <Result {...props} /> : <StaleResult {...props} stale={stale} />;
}

/** One declared result as a table cell (`<td>`). */
export function ResultCellOf<M>({
  spec,
  model,
  stale,
  children,
}: Pick<DeclaredProps<M>, 'spec' | 'model' | 'stale'> & { readonly children?: ReactNode }) {
  const row = rowOf(spec, model);
  return (
    <ResultCell
      id={row.id}
      unit={pageUnit(row.unit)}
      value={row.value}
      stale={stale}
      fallback={row.text}
    >
      {row.text}
      {children}
    </ResultCell>
  );
}

/** The cards of these declarations (their families expanded), in order, for this model. */
export function ResultCards<M>({
  results,
  model,
  labels,
  details,
}: {
  readonly results: readonly ResultDecl<M>[];
  readonly model: M;
  /** A card's label by id, where it is shorter than the declared one. */
  readonly labels?: Readonly<Record<string, ReactNode>>;
  /** A card's detail line by id. */
  readonly details?: Readonly<Record<string, ReactNode>>;
}) {
  return (
    <>
      {resultsOf(results, model).map((spec) => (
        <ResultCard
          key={spec.id}
          spec={spec}
          model={model}
          label={labels?.[spec.id]}
          detail={details?.[spec.id]}
        />
      ))}
    </>
  );
}
