import { useSyncExternalStore } from 'react';
import { pageUnit, rawText } from '@/lib/results/declare';
import { onPublished, publishedHeadline, type PublishedRow } from '@/lib/results/published';
import { HEADLINE_SECTION } from '@/lib/sections';

/** What a headline item shows: the value, or why there is none yet. */
function shown(row: PublishedRow): string {
  if (row.status === 'running') return 'simulating…';
  return row.text;
}

/**
 * The words every label starts with, up to a comma ("Load at the chosen f, " of each policy's
 * load), when there are several: said once above them, so each item names only what differs.
 */
export function sharedLead(labels: readonly string[]): string {
  const first = labels[0];
  if (labels.length < 2 || first === undefined) return '';
  const cut = first.indexOf(', ');
  if (cut < 0) return '';
  const lead = first.slice(0, cut + 2);
  return labels.every((l) => l.startsWith(lead) && l.length > lead.length) ? lead : '';
}

/**
 * The panel's headline: the one to three results that answer its question (its results.ts says
 * which), under its title, live as the inputs change. It shows the rows the panel last published
 * (lib/results/published.ts), so it says what the cards say, with their status; each item is
 * marked `data-headline="<id>"` with the card's `data-value` and `data-unit` (the card keeps the
 * `data-result` id: one element per id). Nothing until the panel has published its results.
 */
export default function PanelHeadline({ panelId }: { readonly panelId: string }) {
  const rows = useSyncExternalStore(onPublished, () => publishedHeadline(panelId));
  if (!rows || rows.length === 0) return null;
  const lead = sharedLead(rows.map((r) => r.label));
  return (
    <section
      className="headline"
      aria-label={HEADLINE_SECTION.title}
      data-section={HEADLINE_SECTION.id}
    >
      {lead ? <div className="headline-lead">{lead.slice(0, -2)}</div> : null}
      <dl>
        {rows.map((row) => (
          <div
            key={row.id}
            className={`headline-item headline-${row.status}`}
            data-headline={row.id}
            data-value={rawText(row.value)}
            data-unit={pageUnit(row.unit)}
            data-state={row.status}
            {...(row.status === 'stale' ? { 'data-stale-value': rawText(row.staleValue) } : {})}
          >
            <dt>{row.label.slice(lead.length)}</dt>
            <dd>
              {shown(row)}
              {row.status === 'stale' ? <span className="headline-note"> (last valid)</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
