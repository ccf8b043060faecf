import type { Calendar, Period } from '@/core/availability/calendars';
import { formatAvailabilityPercent, formatDuration, formatNumber } from '@/core/format';
import type { NinesResult } from './nines-model';

interface BudgetNoteProps {
  readonly result: NinesResult;
  readonly budget: Readonly<Record<Period, number>>;
  readonly calendar: Calendar;
}

/** Availability is a time-integrated average: what that allows, and what it hides. */
export function BudgetNote({ result, budget, calendar }: BudgetNoteProps) {
  const a = formatAvailabilityPercent(result.unavailability);
  const { year, month, week } = budget;
  return (
    <div className="note">
      <h3>One outage or many: it is an average</h3>
      <p>
        {a}% over a year ({calendar.name.toLowerCase()}) is met by a single outage of up to{' '}
        <strong>{formatDuration(year)}</strong>, or by any number of shorter ones adding up to the
        same. Planned downtime (maintenance windows, migrations) spends the same budget unless your
        SLO explicitly excludes it.
      </p>
      <p>
        The window matters: that whole yearly budget spent in one month is{' '}
        <strong>{formatNumber(year / month, 2)}×</strong> what a monthly {a}% target allows (
        {formatDuration(month)} per{' '}
        {calendar.id === '30d' || calendar.id === '28d' ? 'window' : 'month'}
        ), and a weekly target allows only {formatDuration(week)} in any one week.
      </p>
    </div>
  );
}
