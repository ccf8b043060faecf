import type { ComponentType, LazyExoticComponent } from 'react';
import type { InputStore } from './input-store';
import type { ParamSpec } from './url-state/codec';

/** What the app shell needs to know about a panel; the panel's code itself loads lazily. */
export interface PanelDefinition {
  /** The route, `#/<id>`. */
  readonly id: string;
  readonly title: string;
  /** One line for the navigation and the page. */
  readonly summary: string;
  readonly params: readonly ParamSpec[];
  readonly store: InputStore;
  /** The panel itself, made with React.lazy so its code (and its charts) load on demand. */
  readonly Component: LazyExoticComponent<ComponentType>;
}
