import { lazy, memo, useMemo, useState } from 'react';
import { ChartFrame } from '@/components/chart-frame';
import { SelectField } from '@/components/select-field';
import type { ContentionCell } from '@/core/retries/contention';
import type { RecoveryParams, RecoveryStrategyResult } from '@/core/retries/recovery';
import { STRATEGIES, STRATEGY_LABELS, type Strategy } from '@/core/retries/strategies';
import type { WaveStrategyResult } from '@/core/retries/wave';
import { formatDuration, formatNumber } from '@/core/format';
import { ATTEMPT_COLOURS, recoveryBarFactor } from './recovery-bars';
import { contentionSeries, contentionTable } from './contention-data';
import { recoverySeries, recoveryTable } from './recovery-data';
import { waveSeries, waveTable } from './wave-data';
import { useDelayedMount, useStaggered } from '@/lib/use-staggered';

const WaveChart = lazy(() => import('./wave-chart'));
const RecoveryChart = lazy(() => import('./recovery-chart'));
const ContentionChart = lazy(() => import('./contention-chart'));

const JITTERED = new Set<Strategy>(['full', 'equal', 'decorrelated', 'grpc', 'polly']);

/** Memoised: the panel re-renders on every progress message, the charts must not. */
export const WaveCharts = memo(function WaveCharts({
  observed,
  average,
}: {
  readonly observed: readonly WaveStrategyResult[];
  readonly average: number | null;
}) {
  return (
    <div className="retries-multiples">
      {observed.map((s, i) => (
        <WaveFrame key={s.strategy} result={s} average={average} index={i} />
      ))}
    </div>
  );
});

/** One strategy's histogram; its redraw waits its turn (see useStaggered). */
function WaveFrame({
  result,
  average,
  index,
}: {
  readonly result: WaveStrategyResult;
  readonly average: number | null;
  readonly index: number;
}) {
  // Redraws start a little after a run ends, one chart per task.
  const s = useStaggered(result, 120 + index * 60);
  const ready = useDelayedMount(index * 80);
  const jittered = JITTERED.has(s.strategy) && average !== null;
  const series = useMemo(() => waveSeries(s.histogram.counts, s.histogram.bucket), [s]);
  const table = useMemo(() => waveTable(STRATEGY_LABELS[s.strategy], series), [s, series]);
  return (
    <ChartFrame
      title={STRATEGY_LABELS[s.strategy]}
      data={table}
      description={`Arrivals per ${formatDuration(series.width)} bar; busiest ${formatDuration(s.histogram.bucket)} bucket ${formatNumber(s.peak)} at ${formatDuration(s.peakTime)}${
        jittered ? '; dashed: full jitter’s average' : ''
      }.`}
    >
      {ready ? (
        <WaveChart strategy={s.strategy} series={series} average={jittered ? average : null} />
      ) : null}
    </ChartFrame>
  );
}

const OPTIONS = STRATEGIES.map((s) => ({ value: s, label: STRATEGY_LABELS[s] }));

export const RecoveryCharts = memo(function RecoveryCharts({
  observed,
  params,
}: {
  readonly observed: readonly RecoveryStrategyResult[];
  readonly params: RecoveryParams;
}) {
  const [shown, setShown] = useState<readonly [Strategy, Strategy]>(['exponential', 'full']);
  // One bar width and one time axis for every strategy: the longest run sets them.
  const longest = observed.reduce((m, r) => Math.max(m, r.windows), 1);
  const factor = recoveryBarFactor(longest);
  const bars = Math.ceil(longest / factor);
  return (
    <div>
      <AttemptLegend attempts={params.attempts} />
      <div className="retries-pair">
        {shown.map((strategy, i) => (
          <div key={i} className="retries-pair-item">
            <SelectField
              label={i === 0 ? 'Left chart' : 'Right chart'}
              value={strategy}
              options={OPTIONS}
              error={null}
              onChange={(v) =>
                setShown((old) => (i === 0 ? [v as Strategy, old[1]] : [old[0], v as Strategy]))
              }
            />
            <RecoveryFrame
              strategy={strategy}
              result={observed.find((r) => r.strategy === strategy) ?? null}
              params={params}
              factor={factor}
              bars={bars}
              index={i}
            />
          </div>
        ))}
      </div>
    </div>
  );
});

function RecoveryFrame({
  strategy,
  result: latest,
  params: latestParams,
  factor: latestFactor,
  bars: latestBars,
  index,
}: {
  readonly strategy: Strategy;
  readonly result: RecoveryStrategyResult | null;
  readonly params: RecoveryParams;
  readonly factor: number;
  readonly bars: number;
  readonly index: number;
}) {
  const { result, params, factor, bars } = useStaggered(
    useMemo(
      () => ({ result: latest, params: latestParams, factor: latestFactor, bars: latestBars }),
      [latest, latestParams, latestFactor, latestBars],
    ),
    index * 80,
  );
  const width = params.bucket * factor;
  const series = useMemo(
    () => (result ? recoverySeries(result, params.attempts, params.bucket, factor, bars) : null),
    [result, params, factor, bars],
  );
  const table = useMemo(
    () => (series ? recoveryTable(STRATEGY_LABELS[strategy], series) : null),
    [series, strategy],
  );
  return (
    <ChartFrame
      title={STRATEGY_LABELS[strategy]}
      data={table}
      description={
        result
          ? `Requests per second, stacked by attempt. Each bar is ${formatDuration(width)} wide (the same for every strategy) and shows its busiest ${formatDuration(params.bucket)} window as a rate; shaded: the outage; dashed: capacity, ${formatNumber(params.capacity)} requests/s. ${formatNumber(result.gaveUp)} gave up; ${
              result.succeeded === 0
                ? `none succeeded, all gave up by ${formatDuration(result.drainTime)}`
                : `drained after ${formatDuration(result.drainTime)}`
            }.`
          : 'Not simulated yet.'
      }
    >
      {result && series ? (
        <RecoveryChart
          series={series}
          bucket={params.bucket}
          capacity={params.capacity}
          outage={params.outage}
        />
      ) : null}
    </ChartFrame>
  );
}

function AttemptLegend({ attempts }: { readonly attempts: number }) {
  const shown = Math.min(attempts, ATTEMPT_COLOURS);
  return (
    <ul className="retries-legend" aria-label="Attempt colours">
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>
          <span className={`retries-swatch retries-bg-attempt-${i + 1}`} aria-hidden="true" />
          {i + 1 === ATTEMPT_COLOURS && attempts > ATTEMPT_COLOURS
            ? `attempt ${i + 1}+`
            : `attempt ${i + 1}`}
        </li>
      ))}
    </ul>
  );
}

export const ContentionCharts = memo(function ContentionCharts({
  cells,
}: {
  readonly cells: readonly ContentionCell[];
}) {
  // Each chart redraws in its own task, after the table: one long task otherwise.
  const soon = useStaggered(cells, 40);
  const later = useStaggered(cells, 120);
  const calls = useMemo(() => contentionSeries(soon, 'calls'), [soon]);
  const times = useMemo(() => contentionSeries(later, 'time'), [later]);
  const callsTable = useMemo(() => contentionTable(calls, 'calls'), [calls]);
  const timesTable = useMemo(() => contentionTable(times, 'time'), [times]);
  return (
    <div>
      <ul className="retries-legend" aria-label="Strategy colours">
        {(['exponential', 'full', 'equal', 'decorrelated', 'constant'] as const).map((s) => (
          <li key={s}>
            <span className={`retries-swatch retries-bg-${s}`} aria-hidden="true" />
            {STRATEGY_LABELS[s]}
          </li>
        ))}
      </ul>
      <div className="retries-pair">
        <ChartFrame
          title="Work"
          description="Mean write calls against the number of clients N."
          data={callsTable}
        >
          <ContentionChart points={calls} metric="calls" />
        </ChartFrame>
        <ChartFrame
          title="Completion time"
          description="Mean seconds until the last client succeeds, on a log scale (ticks at 0.3, 1, 3, 10, 30 … s) so that no jitter’s ~100 s does not flatten the jittered lines."
          data={timesTable}
        >
          <ContentionChart points={times} metric="time" />
        </ChartFrame>
      </div>
    </div>
  );
});
