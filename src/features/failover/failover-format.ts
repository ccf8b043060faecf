import { significant } from '@/lib/format/numbers';

/** A share as a percentage with three significant digits: 0.050736 → "5.07%", 0 → "0%". */
export function formatShare(share: number): string {
  if (!Number.isFinite(share) || share < 0) return '—';
  if (share === 0) return '0%';
  return `${significant(share * 100, 3)}%`;
}
