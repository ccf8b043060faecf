import type { ReactNode } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

/** Where the share and export actions fold into two menus: phones (the CSS's 40rem). */
export const PHONE = '(max-width: 40rem)';

/**
 * A group of actions, folded on phones into a disclosure menu ("Share ▾", "Export ▾") so that
 * both take one row above the panel; drawn as it is where there is room. A `<details>`: the
 * browser makes it keyboard and screen-reader accessible (a button that says it is expanded).
 */
export function ToolMenu({
  label,
  children,
}: {
  readonly label: string;
  readonly children: ReactNode;
}) {
  const phone = useMediaQuery(PHONE);
  if (!phone) return <>{children}</>;
  return (
    <details className="tool-menu">
      <summary className="button">{label}</summary>
      <div className="tool-menu-body">{children}</div>
    </details>
  );
}
