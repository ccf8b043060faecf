import { PERIODS } from '@/core/availability/calendars';
import { toNumber } from '@/core/exact/rational';
import {
  formatAvailabilityPercent,
  formatDuration,
  formatNines,
  formatProbability,
} from '@/core/format';
import {
  family,
  result,
  shownIn,
  type ResultDecl,
  type Headline,
  headlineOf,
} from '@/lib/results/declare';
import { carryAvailability } from '@/lib/results/links';
import type { NinesModel } from './nines-model';

/** The availability the panel is about (the target, or what the downtime allows), exactly. */
const carryTarget = (m: NinesModel) =>
  m.result ? carryAvailability(m.result.unavailability) : null;

/** The panel's results, in page order: cards, CLI rows, exports and docs all come from here. */
export const NINES_RESULTS: readonly ResultDecl<NinesModel>[] = [
  family<NinesModel, (typeof PERIODS)[number]>(
    {
      template: 'downtime-<period>',
      unit: 's',
      section: 'results',
      hint: 'Allowed downtime per period (`day`, `week`, `month`, `quarter`, `year`), seconds',
    },
    () => PERIODS,
    (period) => ({
      id: `downtime-${period}`,
      label: `Downtime per ${period}`,
      value: (m) => m.budget?.[period],
      format: formatDuration,
    }),
  ),
  result<NinesModel>({
    id: 'nines',
    label: 'Nines',
    unit: 'nines',
    section: 'results',
    hint: '−log10(1 − A)',
    value: (m) => m.result?.nines,
    format: formatNines,
    // Forward, the target's own card; reverse, the availability card carries it.
    carries: (m) => (m.mode === 'forward' ? carryTarget(m) : null),
  }),
  result<NinesModel>({
    id: 'unavailability',
    label: 'Unavailability',
    unit: 'fraction',
    section: 'results',
    hint: '1 − A, a fraction',
    value: (m) => (m.result ? toNumber(m.result.unavailability) : null),
    format: (u) => formatProbability(u),
  }),
  result<NinesModel>({
    id: 'availability',
    label: 'Availability',
    unit: 'fraction',
    section: 'results',
    hint: 'A, a fraction',
    when: shownIn('reverse mode', (m) => m.mode === 'reverse'),
    value: (m) => m.result?.availability,
    format: (_a, m) => (m.result ? `${formatAvailabilityPercent(m.result.unavailability)}%` : ''),
    carries: carryTarget,
  }),
];

/** What the panel answers: the downtime a target allows, or the availability a downtime leaves. */
export const NINES_HEADLINE: Headline<NinesModel> = (m, rows) =>
  rows.some((r) => r.id === 'availability')
    ? ['availability', 'nines']
    : headlineOf('downtime-year', 'downtime-month')(m, rows);
