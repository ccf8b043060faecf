import { CALENDAR_NOTES } from '@/core/availability/calendar-notes';
import { CALENDAR_IDS, CALENDARS } from '@/core/availability/calendars';
import { downtimeSeconds } from '@/core/availability/downtime';
import type { Rational } from '@/core/exact/rational';
import { formatDuration } from '@/core/format';
import { ScrollRegion } from '@/components/scroll-region';

interface CalendarCompareProps {
  readonly unavailability: Rational | null;
  readonly selected: string;
  readonly onPick: (calendarId: string) => void;
}

/** The same target under every convention, and which well-known tables use each. */
export function CalendarCompare({ unavailability, selected, onPick }: CalendarCompareProps) {
  return (
    <ScrollRegion label="Calendars table">
      <table className="calendars">
        <caption>
          “Per month” depends on what a month is. Published tables differ by choice, not by error:
          here is your target under each convention.
        </caption>
        <thead>
          <tr>
            <th scope="col">Calendar</th>
            <th scope="col">Per month</th>
            <th scope="col">Per year</th>
            <th scope="col">Used by</th>
          </tr>
        </thead>
        <tbody>
          {CALENDAR_IDS.map((id) => {
            const cal = CALENDARS[id];
            const show = (seconds: number) =>
              unavailability ? formatDuration(downtimeSeconds(unavailability, seconds)) : '—';
            return (
              <tr key={id} className={id === selected ? 'is-current' : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="button-tier"
                    aria-current={id === selected ? 'true' : undefined}
                    onClick={() => onPick(id)}
                  >
                    {cal.name}
                  </button>
                  <span className="cell-detail">{CALENDAR_NOTES[id].definition}</span>
                </th>
                <td>{show(cal.seconds.month)}</td>
                <td>{show(cal.seconds.year)}</td>
                <td className="tier-note">{CALENDAR_NOTES[id].usedBy}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
