import { useMemo } from 'react';
import type { Calendar } from '@/core/availability/calendars';
import { compare, type Rational } from '@/core/exact/rational';
import { tierTable } from '@/core/availability/tiers';
import { formatDuration, formatNumber } from '@/core/format';
import { TIER_NOTES } from './tier-notes';
import { ScrollRegion } from '@/components/scroll-region';

interface NinesTiersProps {
  readonly calendar: Calendar;
  /** The current unavailability, to mark the matching tier. */
  readonly current: Rational | null;
  readonly onPick: (percent: string) => void;
}

export function NinesTiers({ calendar, current, onPick }: NinesTiersProps) {
  const rows = useMemo(() => tierTable(calendar), [calendar]);
  return (
    <ScrollRegion label="Tiers table">
      <table className="tiers">
        <caption>
          The ladder of nines ({calendar.name.toLowerCase()}): each step divides the downtime by 10,
          and each asks for a different architecture. Choose a target to use it.
        </caption>
        <thead>
          <tr>
            <th scope="col">Target</th>
            <th scope="col">Per year</th>
            <th scope="col">Per month</th>
            <th scope="col">Step</th>
            <th scope="col">What it takes to get here</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const selected = current !== null && compare(current, row.unavailability) === 0;
            return (
              <tr key={row.percent} className={selected ? 'is-current' : undefined}>
                <th scope="row">
                  <button
                    type="button"
                    className="button-tier"
                    aria-current={selected ? 'true' : undefined}
                    onClick={() => onPick(row.percent)}
                  >
                    {row.percent}%
                  </button>
                </th>
                <td>{formatDuration(row.downtimeYear)}</td>
                <td>{formatDuration(row.downtimeMonth)}</td>
                <td>
                  {row.divisorFromPrevious === null
                    ? '—'
                    : `÷ ${formatNumber(row.divisorFromPrevious)}`}
                </td>
                <td className="tier-note">{TIER_NOTES[row.percent]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
