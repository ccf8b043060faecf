import type { SequencePalette } from '@/core/idempotency/sequence';
import type { DiagramTheme } from '@/lib/mermaid';

/** A band the colour of the app's error tone, faint enough to keep the text readable. */
export const SEQUENCE_PALETTES: Readonly<Record<DiagramTheme, SequencePalette>> = {
  light: { bad: 'rgba(180, 35, 24, 0.14)' },
  dark: { bad: 'rgba(255, 138, 128, 0.2)' },
};
