import type { ComponentType, LazyExoticComponent } from 'react';
import type { Schema } from '@/core/fields/schema';
import {
  HEADLINE_EMBED_HEIGHT,
  HEADLINE_SECTION,
  type SectionSpec,
  type Sections,
} from './sections';
import { createInputStore, type AnyInputs, type InputStore } from './input-store';

/**
 * What the shell needs of a panel's store, whatever its keys: read, replace, reset, watch.
 * Every `InputStore<S>` is one (the shell never sets a single key, so it needs no key type).
 */
export interface PanelStore {
  (): { readonly inputs: AnyInputs };
  <U>(selector: (state: { readonly inputs: AnyInputs }) => U): U;
  getState(): {
    readonly inputs: AnyInputs;
    readonly replace: (inputs: AnyInputs) => void;
    readonly reset: () => void;
  };
  subscribe(listener: () => void): () => void;
}

/** A panel's state: its schema (the one declaration of its inputs) and the store made from it. */
export interface PanelState<S extends Schema> {
  readonly fields: S;
  readonly useStore: InputStore<S>;
}

/** What the app shell needs to know about a panel; the panel's code itself loads lazily. */
export interface PanelDefinition {
  /** The route, `#/<id>`. */
  readonly id: string;
  readonly title: string;
  /** One line for the navigation and the page. */
  readonly summary: string;
  /** The panel's fields: the URL parameters with their defaults, and how to read them. */
  readonly fields: Schema;
  readonly store: PanelStore;
  /** The panel's sections in page order (`show=` in an embed, images, print), the headline first. */
  readonly sections: readonly SectionSpec[];
  /** How tall an embed of it opens before its script sizes it (docs/embedding.md). */
  readonly embedHeight: EmbedHeight<string>;
  /** The panel itself, made with React.lazy so its code (and its charts) load on demand. */
  readonly Component: LazyExoticComponent<ComponentType>;
}

/**
 * The heights, in CSS px, an embed's iframe opens at before its script sizes it to the content:
 * the whole panel's and each section's alone, at the worked example about 800 px wide (measured
 * in Chromium). An embed of some sections opens at the sum of theirs (see `embedFrameHeight`).
 */
export interface EmbedHeight<K extends string> {
  readonly panel: number;
  readonly sections: Readonly<Record<K, number>>;
}

/**
 * The registry entry of a panel, from its state and what the navigation says of it. Its sections
 * are the headline (lib/sections.ts, the same for every panel) and its own.
 */
export function definePanel<S extends Schema, K extends string>(
  state: PanelState<S>,
  sections: Sections<K>,
  entry: Omit<PanelDefinition, 'fields' | 'store' | 'sections' | 'embedHeight'> & {
    readonly embedHeight: EmbedHeight<K>;
  },
): PanelDefinition {
  return {
    ...entry,
    embedHeight: {
      panel: entry.embedHeight.panel,
      sections: { [HEADLINE_SECTION.id]: HEADLINE_EMBED_HEIGHT, ...entry.embedHeight.sections },
    },
    fields: state.fields,
    store: state.useStore,
    sections: [HEADLINE_SECTION, ...Object.values<SectionSpec>(sections)],
  };
}

/** A panel's state: the store its schema describes. */
export function panelState<const S extends Schema>(fields: S): PanelState<S> {
  return { fields, useStore: createInputStore(fields) };
}
