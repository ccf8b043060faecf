import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** What the region holds, for screen readers ("Tiers table"). */
  readonly label: string;
  readonly children: ReactNode;
}

/**
 * A wide table's own sideways scroll, so a narrow screen scrolls the table, never the page.
 * Labelled and focusable, as the formulas are, so a keyboard can scroll it too.
 */
export function ScrollRegion({ label, children }: ScrollRegionProps) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
