import { significant } from './number';

const UNITS: ReadonlyArray<readonly [string, number]> = [
  ['TB', 1e12],
  ['GB', 1e9],
  ['MB', 1e6],
  ['kB', 1e3],
];

/** Bytes in decimal (SI) units with four significant digits: 86.4 GB, 512 B. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—';
  for (const [unit, size] of UNITS) {
    if (bytes >= size) return `${significant(bytes / size, 4)} ${unit}`;
  }
  return `${significant(bytes, 4)} B`;
}
