import { ResultCard } from '@/components/declared-result';
import { formatNumber } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { Totals } from './composition-model';
import { exactAvailability } from './composition-format';
import { TOTAL_RESULTS } from './results';

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
  const shown = { totals };
  const spec = (id: string) => findResult(TOTAL_RESULTS, shown, id);
  const exact = t ? exactAvailability(t.evaluation.total) : null;
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
        <ResultCard
          spec={spec('total-availability')}
          model={shown}
          stale={stale}
          detail={exact ?? 'rounded to 60 significant digits'}
        />
        <ResultCard
          spec={spec('total-unavailability')}
          model={shown}
          stale={stale}
          detail="1 − A, a fraction"
        />
        <ResultCard
          spec={spec('total-nines')}
          model={shown}
          stale={stale}
          detail="−log₁₀(1 − A)"
          reason={t && t.nines === null ? `${noDowntime} No finite number of nines.` : undefined}
        />
        <ResultCard
          spec={spec('total-downtime-year')}
          model={shown}
          stale={stale}
          detail={t?.calendar ? `of ${formatNumber(t.calendar.seconds.year / 3600)} h` : undefined}
          reason={calendarError ?? undefined}
        />
        <ResultCard
          spec={spec('total-downtime-month')}
          model={shown}
          stale={stale}
          detail={t?.calendar ? `of ${formatNumber(t.calendar.seconds.month / 3600)} h` : undefined}
          reason={calendarError ?? undefined}
        />
      </div>
    </div>
  );
}
