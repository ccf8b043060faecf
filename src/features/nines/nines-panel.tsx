import { lazy } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { Notice } from '@/components/notice';
import { formatDuration, formatNines } from '@/core/format';
import { usePanel } from '@/lib/use-panel';
import { BudgetNote } from './budget-note';
import { CalendarCompare } from './calendar-compare';
import { deriveNines } from './nines-model';
import { NinesFormula } from './nines-formula';
import { NinesInputsForm } from './nines-inputs';
import { NinesResults } from './nines-results';
import { NinesTiers } from './nines-tiers';
import { useNinesStore } from './state';

const NinesChart = lazy(() => import('./nines-chart'));

export default function NinesPanel() {
  const { inputs, set, model } = usePanel(useNinesStore, deriveNines);
  const pickTier = (percent: string) => {
    set('mode', 'forward');
    set('a', percent);
  };
  const { result, budget } = model;
  const calendarName = model.shownCalendar.name.toLowerCase();
  return (
    <div className="panel-grid">
      {model.modeProblem ? <Notice>{model.modeProblem}</Notice> : null}
      <section className="card card-inputs" aria-label="Inputs">
        <NinesInputsForm inputs={inputs} model={model} onChange={set} />
      </section>
      <section className="card card-results" aria-label="Results">
        <NinesResults model={model} />
        <NinesFormula model={model} />
      </section>
      {result && budget ? (
        <section className="card" aria-label="Budget as outages">
          <BudgetNote result={result} budget={budget} calendar={model.shownCalendar} />
        </section>
      ) : null}
      <section className="card card-wide" aria-label="Chart">
        <ChartFrame
          title={`Downtime per year against nines (${calendarName})`}
          description={
            result && budget
              ? `Log scale; each nine is a factor of 10. Marked: ${formatNines(result.nines)} nines, ${formatDuration(budget.year)} a year.`
              : 'Log scale; each nine is a factor of 10.'
          }
        >
          <NinesChart
            yearSeconds={model.shownCalendar.seconds.year}
            current={result && budget ? { nines: result.nines, downtimeYear: budget.year } : null}
          />
        </ChartFrame>
      </section>
      <section className="card card-wide" aria-label="Tiers">
        <NinesTiers
          calendar={model.shownCalendar}
          current={model.unavailability}
          onPick={pickTier}
        />
      </section>
      <section className="card card-wide" aria-label="Calendars">
        <CalendarCompare
          unavailability={model.unavailability}
          selected={inputs.cal}
          onPick={(id) => set('cal', id)}
        />
      </section>
    </div>
  );
}
