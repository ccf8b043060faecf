import type { PanelDefinition } from '@/lib/panel';
import type { Route } from '@/lib/url-state/codec';
import type { Theme } from './theme';

/** What an embed's link asks of its look: which sections, which theme, and what it could not use. */
export interface EmbedView {
  /** The sections to draw, or null for the whole panel. */
  readonly shown: ReadonlySet<string> | null;
  /** The theme the link fixes, or null to follow the host's `prefers-color-scheme`. */
  readonly theme: Theme | null;
  /** What the link asked for that could not be used, in words (shown in the embed). */
  readonly notes: readonly string[];
}

const quoted = (ids: readonly string[]) => ids.map((id) => `“${id}”`).join(', ');

/**
 * Reads `show=` and `theme=` for a panel. Known sections are drawn even when others are unknown;
 * a `show` that names none of the panel's sections draws the whole panel. Every unknown id and
 * an unknown theme is reported, naming what the link could have said.
 */
export function embedView(panel: PanelDefinition, route: Route): EmbedView {
  const notes: string[] = [];
  let shown: ReadonlySet<string> | null = null;
  if (route.show !== null) {
    const valid = panel.sections.map((s) => s.id);
    const asked = [...new Set(route.show)];
    const known = asked.filter((id) => valid.includes(id));
    const unknown = asked.filter((id) => !valid.includes(id));
    if (known.length > 0) shown = new Set(known);
    const valids = `its sections are ${valid.join(', ')}`;
    if (asked.length === 0)
      notes.push(`This embed’s “show” names no section, so the whole panel is shown; ${valids}.`);
    else if (unknown.length > 0) {
      const which = unknown.length === 1 ? 'section' : 'sections';
      const outcome = known.length > 0 ? 'left out' : 'left out, so the whole panel is shown';
      notes.push(
        `“${panel.title}” has no ${which} ${quoted(unknown)} (asked for by “show”), ${outcome}; ${valids}.`,
      );
    }
  }
  let theme: Theme | null = null;
  if (route.theme === 'light' || route.theme === 'dark') theme = route.theme;
  else if (route.theme !== null)
    notes.push(
      `This embed’s theme “${route.theme}” is not one of light, dark; it follows the page’s colour scheme.`,
    );
  return { shown, theme, notes };
}
