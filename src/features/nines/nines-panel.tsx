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
import { ninesTable } from './nines-chart-data';
import { useNinesStore } from './state';
import { PanelSection } from '@/components/panel-section';
import { NINES_SECTIONS } from './sections';
import { usePublishedResults } from '@/lib/use-published-results';
import { NINES_META } from './meta';
import { NINES_HEADLINE, NINES_RESULTS } from './results';

const NinesChart = lazy(() => import('./nines-chart'));

export default function NinesPanel() {
  const { inputs, set, model } = usePanel(useNinesStore, deriveNines);
  usePublishedResults(NINES_META.id, NINES_RESULTS, model, NINES_HEADLINE);
  const pickTier = (percent: string) => {
    set('mode', 'forward');
    set('a', percent);
  };
  const { result, budget } = model;
  const calendarName = model.shownCalendar.name.toLowerCase();
  return (
    <div className="panel-grid">
      {model.modeProblem ? <Notice>{model.modeProblem}</Notice> : null}
      <PanelSection section={NINES_SECTIONS.inputs} className="card card-inputs">
        <NinesInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <PanelSection section={NINES_SECTIONS.results} className="card card-results">
        <NinesResults model={model} />
        <NinesFormula model={model} />
      </PanelSection>
      {result && budget ? (
        <PanelSection section={NINES_SECTIONS.budget} className="card">
          <BudgetNote result={result} budget={budget} calendar={model.shownCalendar} />
        </PanelSection>
      ) : null}
      <PanelSection section={NINES_SECTIONS.chart} className="card card-wide">
        <ChartFrame
          title={`Downtime per year against nines (${calendarName})`}
          description={
            result && budget
              ? `Log scale; each nine is a factor of 10. Marked: ${formatNines(result.nines)} nines, ${formatDuration(budget.year)} a year.`
              : 'Log scale; each nine is a factor of 10.'
          }
          data={ninesTable(
            model.shownCalendar.seconds.year,
            result && budget ? result.nines : null,
            model.shownCalendar.name,
          )}
        >
          <NinesChart
            yearSeconds={model.shownCalendar.seconds.year}
            current={result && budget ? { nines: result.nines, downtimeYear: budget.year } : null}
          />
        </ChartFrame>
      </PanelSection>
      <PanelSection section={NINES_SECTIONS.tiers} className="card card-wide">
        <NinesTiers
          calendar={model.shownCalendar}
          current={model.unavailability}
          onPick={pickTier}
        />
      </PanelSection>
      <PanelSection section={NINES_SECTIONS.calendars} className="card card-wide">
        <CalendarCompare
          unavailability={model.unavailability}
          selected={inputs.cal}
          onPick={(id) => set('cal', id)}
        />
      </PanelSection>
    </div>
  );
}
