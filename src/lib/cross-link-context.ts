import { createContext } from 'react';
import type { Carried, CrossLink } from './results/links';

/**
 * Where a declared result's carried value can be opened (lib/results/links.ts). The app provides
 * it for the panel it shows (app/panel-host.tsx), since only the app knows every panel; the
 * result cards read it (components/declared-result.tsx). Without it (a panel rendered alone) no
 * card has links. Its own small module, like `ShownSections`: the shell's first load takes it
 * without the result components.
 */
export interface CrossLinking {
  /** The links that open `carried` in the other panels whose fields accept it. */
  readonly linksFor: (carried: Carried) => readonly CrossLink[];
  /** Open them in a new tab: an embed opens the full app, as its "Open in Reliability Lab" does. */
  readonly newTab: boolean;
}

export const CrossLinkContext = createContext<CrossLinking | null>(null);
