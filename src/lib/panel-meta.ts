/**
 * What the navigation, the page and the CLI say of a panel, in one React-free module per panel
 * (`features/<p>/meta.ts`): the app's registry (`panel.ts`) and `npm run calc` both read it.
 */
export interface PanelMeta {
  /** The route, `#/<id>`, and the CLI's name of the panel. */
  readonly id: string;
  readonly title: string;
  /** One line for the navigation and the page. */
  readonly summary: string;
}
