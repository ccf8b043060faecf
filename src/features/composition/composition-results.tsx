import { StaleResult } from '@/components/result';
import { formatDuration, formatNines, formatNumber } from '@/core/format';
import type { Totals } from './composition-model';
import { exactAvailability, formatAvailability, formatUnavailability } from './composition-format';

interface CompositionResultsProps {
  /** The current totals, or the last valid ones while the text has an error. */
  readonly totals: Totals | null;
  readonly stale: boolean;
  /** True while a big topology is evaluated in the worker (the totals shown are the previous ones). */
  readonly pending?: boolean;
  readonly calendarError: string | null;
}

export function CompositionResults({
  totals,
  stale,
  pending = false,
  calendarError,
}: CompositionResultsProps) {
  const t = totals;
  const ev = t?.evaluation;
  const exact = ev ? exactAvailability(ev.total) : null;
  const calendarName = t?.calendar?.name.toLowerCase() ?? 'calendar';
  const noDowntime = 'Every path is 100% available.';
  return (
    <div className="results">
      <p className="results-context">
        {!t
          ? pending
            ? 'Evaluating the topology…'
            : 'Fix the topology to see its totals.'
          : pending
            ? 'Evaluating the new topology: these are the totals of the previous one.'
            : stale
              ? 'The text has an error: these are the totals of the last valid topology.'
              : `The whole topology, evaluated exactly in unavailability space; downtime per ${calendarName}.`}
      </p>
      <div className="result-grid">
        <StaleResult
          id="total-availability"
          unit="fraction"
          label="Availability"
          value={t?.availability ?? null}
          stale={stale}
          detail={exact ?? 'rounded to 60 significant digits'}
        >
          {ev ? formatAvailability(ev.total) : null}
        </StaleResult>
        <StaleResult
          id="total-unavailability"
          unit="fraction"
          label="Unavailability"
          value={t?.unavailability ?? null}
          stale={stale}
          detail="1 − A, a fraction"
        >
          {ev ? formatUnavailability(ev.total) : null}
        </StaleResult>
        <StaleResult
          id="total-nines"
          unit="nines"
          label="Nines"
          value={t?.nines ?? null}
          stale={stale}
          detail="−log₁₀(1 − A)"
          reason={t && t.nines === null ? `${noDowntime} No finite number of nines.` : undefined}
        >
          {t?.nines != null ? formatNines(t.nines) : null}
        </StaleResult>
        <StaleResult
          id="total-downtime-year"
          unit="s"
          label="Downtime per year"
          value={t?.downtimeYear ?? null}
          stale={stale}
          detail={t?.calendar ? `of ${formatNumber(t.calendar.seconds.year / 3600)} h` : undefined}
          reason={calendarError ?? undefined}
        >
          {t?.downtimeYear != null ? formatDuration(t.downtimeYear) : null}
        </StaleResult>
        <StaleResult
          id="total-downtime-month"
          unit="s"
          label="Downtime per month"
          value={t?.downtimeMonth ?? null}
          stale={stale}
          detail={t?.calendar ? `of ${formatNumber(t.calendar.seconds.month / 3600)} h` : undefined}
          reason={calendarError ?? undefined}
        >
          {t?.downtimeMonth != null ? formatDuration(t.downtimeMonth) : null}
        </StaleResult>
      </div>
    </div>
  );
}
