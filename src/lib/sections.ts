import { createContext, useContext } from 'react';

/**
 * A part of a panel that can be shown on its own: in an embed (`&show=<id>`), as an image, in
 * print. Its id is a public contract like a URL parameter: links carry it, so never rename one.
 */
export interface SectionSpec {
  /** The name in `show=`, and the element's `data-section`. */
  readonly id: string;
  /** What the section is called: its accessible name and what the share bar offers. */
  readonly title: string;
}

/**
 * Every panel's first section: the one to three results that answer its question, under its title
 * (app/panel-headline.tsx; each panel's results.ts says which).
 */
export const HEADLINE_SECTION: SectionSpec = { id: 'headline', title: 'Headline' };

/** How tall an embed of the headline alone opens before its script sizes it, CSS px. */
export const HEADLINE_EMBED_HEIGHT = 120;

/** A panel's sections, in page order, each declared once as `id: title`. */
export type Sections<K extends string> = { readonly [P in K]: SectionSpec };

export function defineSections<const K extends string>(
  titles: Readonly<Record<K, string>>,
): Sections<K> {
  const entries = Object.entries<string>(titles).map(([id, title]) => [id, { id, title }]);
  return Object.fromEntries(entries) as Sections<K>;
}

/** The sections a host asked for (`show=`), or null for the whole panel. */
export const ShownSections = createContext<ReadonlySet<string> | null>(null);

/** True when this section is to be drawn under the current `show=` choice. */
export function useSectionShown(id: string): boolean {
  const shown = useContext(ShownSections);
  return shown === null || shown.has(id);
}
