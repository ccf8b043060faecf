import type { ReactNode } from 'react';

interface ResultCellProps {
  readonly id: string;
  /** Raw value in code units; null while unknown (shown as —). */
  readonly value: number | null;
  readonly children?: ReactNode;
}

/** A table cell carrying the result contract (design §4): data-result, data-value, formatted text. */
export function ResultCell({ id, value, children }: ResultCellProps) {
  const known = value !== null && Number.isFinite(value);
  return (
    <td data-result={id} data-value={known ? String(value) : ''}>
      {known ? children : '—'}
    </td>
  );
}
