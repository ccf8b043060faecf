import { PERIODS } from '@/core/availability/calendars';
import { ResultCard } from '@/components/declared-result';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatNines,
  formatNumber,
} from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { NinesModel } from './nines-model';
import { NINES_RESULTS } from './results';

function context({ result, budget, shownCalendar }: NinesModel): string {
  if (!result) return 'Fix the highlighted field to see the downtime budget.';
  const target = `${formatAvailabilityPercent(result.unavailability)}%`;
  if (!budget) return `Choose a calendar to see the downtime budget at ${target}.`;
  return `Allowed downtime at ${target}, ${shownCalendar.name.toLowerCase()}: ${formatDuration(budget.year)} a year.`;
}

export function NinesResults({ model }: { readonly model: NinesModel }) {
  const { result, shownCalendar } = model;
  const spec = (id: string) => findResult(NINES_RESULTS, model, id);
  return (
    <div className="results">
      {/* The one announced summary: the result cards themselves stay quiet while typing. */}
      <p className="results-context" aria-live="polite">
        {context(model)}
      </p>
      <div className="result-grid">
        {PERIODS.map((period) => (
          <ResultCard
            key={period}
            spec={spec(`downtime-${period}`)}
            model={model}
            label={`per ${period}`}
            detail={`of ${formatNumber(shownCalendar.seconds[period] / 3600)} h`}
          />
        ))}
      </div>
      <div className="result-grid result-grid-small">
        <ResultCard spec={spec('nines')} model={model} detail="−log₁₀(1 − A)" />
        <ResultCard spec={spec('unavailability')} model={model} detail="1 − A, a fraction" />
        {model.mode === 'reverse' ? (
          <ResultCard
            spec={spec('availability')}
            model={model}
            detail={result ? `${formatNines(result.nines)} nines` : undefined}
          />
        ) : null}
      </div>
    </div>
  );
}
