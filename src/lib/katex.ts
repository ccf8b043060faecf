/**
 * The only module that imports KaTeX: loaded on first use, so the shell and a panel's numbers
 * never wait for it (docs/architecture.md, "Loading").
 */
import type KatexModule from 'katex';

type Katex = typeof KatexModule;

let loading: Promise<Katex> | null = null;

export function loadKatex(): Promise<Katex> {
  loading ??= Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(
    ([m]) => m.default,
  );
  return loading;
}

/** TeX to HTML (+ MathML for screen readers); a TeX error becomes a readable message. */
export function renderTex(katex: Katex, tex: string, displayMode: boolean): string {
  return katex.renderToString(tex, { displayMode, throwOnError: false, output: 'htmlAndMathml' });
}
