import { PERIODS } from '@/core/availability/calendars';
import { toNumber } from '@/core/exact/rational';
import { Result } from '@/components/result';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatNines,
  formatNumber,
  formatProbability,
} from '@/core/format';
import type { NinesModel } from './nines-model';

function context({ result, budget, shownCalendar }: NinesModel): string {
  if (!result) return 'Fix the highlighted field to see the downtime budget.';
  const target = `${formatAvailabilityPercent(result.unavailability)}%`;
  if (!budget) return `Choose a calendar to see the downtime budget at ${target}.`;
  return `Allowed downtime at ${target}, ${shownCalendar.name.toLowerCase()}: ${formatDuration(budget.year)} a year.`;
}

export function NinesResults({ model }: { readonly model: NinesModel }) {
  const { result, budget, shownCalendar } = model;
  return (
    <div className="results">
      {/* The one announced summary: the result cards themselves stay quiet while typing. */}
      <p className="results-context" aria-live="polite">
        {context(model)}
      </p>
      <div className="result-grid">
        {PERIODS.map((period) => (
          <Result
            key={period}
            id={`downtime-${period}`}
            unit="s"
            label={`per ${period}`}
            value={budget ? budget[period] : null}
            detail={`of ${formatNumber(shownCalendar.seconds[period] / 3600)} h`}
          >
            {budget ? formatDuration(budget[period]) : null}
          </Result>
        ))}
      </div>
      <div className="result-grid result-grid-small">
        <Result
          id="nines"
          unit="nines"
          label="Nines"
          value={result?.nines ?? null}
          detail="−log₁₀(1 − A)"
        >
          {result ? formatNines(result.nines) : null}
        </Result>
        <Result
          id="unavailability"
          unit="fraction"
          label="Unavailability"
          value={result ? toNumber(result.unavailability) : null}
          detail="1 − A, a fraction"
        >
          {result ? formatProbability(toNumber(result.unavailability)) : null}
        </Result>
        {model.mode === 'reverse' ? (
          <Result
            id="availability"
            unit="fraction"
            label="Availability"
            value={result?.availability ?? null}
            detail={result ? `${formatNines(result.nines)} nines` : undefined}
          >
            {result ? `${formatAvailabilityPercent(result.unavailability)}%` : null}
          </Result>
        ) : null}
      </div>
    </div>
  );
}
