import { describe, expect, it } from 'vitest';
import { calendarHint } from '@/core/availability/calendar-notes';
import { parseCalendar } from '@/core/availability/parse';

describe('calendarHint', () => {
  it('is the chosen calendar’s definition, and nothing for a bad calendar', () => {
    expect(calendarHint(parseCalendar('30d'))).toBe(
      'month = 30 d rolling window; quarter = 90 d; year = 365 d',
    );
    expect(calendarHint(parseCalendar('nope'))).toBeUndefined();
  });
});
