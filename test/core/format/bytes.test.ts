import { describe } from 'vitest';
import { formatBytes } from '@/core/format/bytes';
import { INF, NAN, table } from './helpers';

describe('bytes', () => {
  table('formatBytes', formatBytes, [
    [0, '0 B'],
    [-0, '0 B'],
    [512, '512 B'],
    [999, '999 B'],
    // Under a kilobyte four digits can round to 1000: the unit is chosen before rounding.
    [999.96, '1000 B'],
    [1000, '1 kB'],
    [1_234_567, '1.235 MB'],
    [86.4e9, '86.4 GB'],
    [1e12, '1 TB'],
    [1e16, '10000 TB'],
    // JavaScript's own form past the largest unit and below a byte.
    [1e-300, '1e-300 B'],
    [1e300, '1e+288 TB'],
    [-1, '—'],
    [NAN, '—'],
    [INF, '—'],
  ]);
});
