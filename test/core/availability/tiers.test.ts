import { describe, expect, it } from 'vitest';
import { CALENDARS } from '@/core/availability/calendars';
import { tierTable } from '@/core/availability/tiers';

describe('tierTable', () => {
  it('runs from 99% to 99.9999%, each step dividing downtime by exactly 10', () => {
    const rows = tierTable(CALENDARS['365d']);
    expect(rows.map((r) => r.percent)).toEqual(['99', '99.9', '99.99', '99.999', '99.9999']);
    expect(rows.map((r) => r.divisorFromPrevious)).toEqual([null, 10, 10, 10, 10]);
    expect(rows.map((r) => r.downtimeYear)).toEqual([315_360, 31_536, 3153.6, 315.36, 31.536]);
    expect(rows.map((r) => r.downtimeMonth)).toEqual([26_280, 2628, 262.8, 26.28, 2.628]);
  });
});
