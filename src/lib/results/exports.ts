/**
 * A panel's texts to copy (rules files, configs, scripts), declared once: the page's copy buttons
 * and `npm run calc -- <panel> --export <id>` both read them, so the CLI prints exactly what the
 * button copies.
 */
export interface PanelExport {
  /** The id `--export` takes: `prometheus`, `haproxy`, `k6`. */
  readonly id: string;
  /** What it is, as the page titles it: "Prometheus rules", "HAProxy backend". */
  readonly title: string;
  /** The text, exactly as the copy button copies it; null when the inputs cannot make it. */
  readonly text: string | null;
  /** Why there is no text, in the page's words; null when there is one. */
  readonly why: string | null;
}

/** An export with its text. */
export const madeExport = (id: string, title: string, text: string): PanelExport => ({
  id,
  title,
  text,
  why: null,
});

/** An export the inputs cannot make, and why. */
export const missingExport = (id: string, title: string, why: string): PanelExport => ({
  id,
  title,
  text: null,
  why,
});
