import type { ReactNode } from 'react';
import { useSectionShown, type SectionSpec } from '@/lib/sections';

interface PanelSectionProps {
  /** The declared section (the panel's `sections.ts`): its id and accessible name. */
  readonly section: SectionSpec;
  readonly className?: string;
  /** True while the section's numbers are being computed (a simulation running). */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/**
 * One of a panel's declared sections: a `<section>` named by its title and marked
 * `data-section="<id>"`, so an embed can show it alone and an export can find it. Drawn only
 * when the host's `show=` includes it (always, outside an embed).
 */
export function PanelSection({ section, className, busy, children }: PanelSectionProps) {
  if (!useSectionShown(section.id)) return null;
  return (
    <section
      className={className}
      aria-label={section.title}
      aria-busy={busy}
      data-section={section.id}
    >
      {children}
    </section>
  );
}
