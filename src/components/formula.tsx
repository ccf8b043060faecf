import { useEffect, useRef, useState } from 'react';
import { loadKatex, renderTex } from '@/lib/katex';
import { useNearViewport } from '@/lib/use-near-viewport';

type Katex = Awaited<ReturnType<typeof loadKatex>>;

interface FormulaProps {
  readonly tex: string;
  /** The same formula in plain text: shown until KaTeX has loaded, and if it never does. */
  readonly text: string;
}

/**
 * A typeset formula. KaTeX (its code, stylesheet and fonts) loads once the formula comes near the
 * viewport, so a first screen without one fetches none of it; the plain-text form stands in
 * meanwhile.
 */
export function Formula({ tex, text }: FormulaProps) {
  const [katex, setKatex] = useState<Katex | null>(null);
  const placeholder = useRef<HTMLParagraphElement>(null);
  const near = useNearViewport(placeholder);
  useEffect(() => {
    if (!near) return;
    let live = true;
    loadKatex()
      .then((k) => {
        if (live) setKatex(k);
      })
      .catch(() => {
        // Stay on the plain-text form: the numbers are the same.
      });
    return () => {
      live = false;
    };
  }, [near]);
  if (!katex) {
    return (
      <p className="formula formula-text" data-formula="text" ref={placeholder}>
        {text}
      </p>
    );
  }
  // Focusable because a long formula scrolls sideways on narrow screens.
  return (
    <div
      className="formula"
      data-formula="tex"
      role="region"
      aria-label="Formula"
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: renderTex(katex, tex, true) }}
    />
  );
}
