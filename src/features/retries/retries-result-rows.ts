import { STUDY } from '@/core/retries/contention';
import type { RetriesOutcome } from '@/core/retries/jobs';
import { STRATEGIES, STRATEGY_LABELS } from '@/core/retries/strategies';
import { formatDuration, formatNumber } from '@/core/format';
import { resultRow, type ResultRow } from '@/lib/result-rows';
import type { RetriesModel } from './retries-model';

/**
 * The panel's results as rows, as wave-results.tsx, recovery-results.tsx and
 * contention-results.tsx render them (no React); `outcome` is the finished run of `model.job`.
 */
export function retriesResultRows(
  model: RetriesModel,
  outcome: RetriesOutcome | null,
): ResultRow[] {
  const job = model.job;
  switch (model.mode) {
    case 'wave': {
      const f = model.wave;
      const observed = outcome?.mode === 'wave' ? outcome.result.strategies : [];
      return [
        resultRow('window', 'Window v', 's', f?.window, f ? formatDuration(f.window) : null),
        resultRow(
          'buckets',
          'Buckets it spans',
          'count',
          f?.buckets,
          f ? formatNumber(f.buckets) : null,
        ),
        resultRow(
          'expected-per-bucket',
          'Full jitter, expected per bucket',
          'count',
          f?.expectedPerBucket,
          f ? formatNumber(f.expectedPerBucket, 3) : null,
        ),
        resultRow(
          'reduction-expected',
          'Peak reduction',
          '×',
          f?.reductionExpected,
          f ? `${formatNumber(f.reductionExpected, 2)}×` : null,
        ),
        ...STRATEGIES.map((s) => {
          const r = observed.find((x) => x.strategy === s);
          return resultRow(
            `peak-${s}`,
            `Peak bucket, ${STRATEGY_LABELS[s]}`,
            'count',
            r?.peak,
            r ? formatNumber(r.peak) : null,
          );
        }),
      ];
    }
    case 'recovery': {
      const params = job?.mode === 'recovery' ? job.params : null;
      const observed = outcome?.mode === 'recovery' ? outcome.result.strategies : [];
      return STRATEGIES.flatMap((s) => {
        const r = observed.find((x) => x.strategy === s);
        const name = STRATEGY_LABELS[s];
        const perClient = r && params ? r.calls / params.clients : null;
        return [
          resultRow(
            `drain-time-${s}`,
            `Drained after, ${name}`,
            's',
            r?.drainTime,
            r
              ? r.succeeded === 0
                ? `none succeeded: all gave up by ${formatDuration(r.drainTime)}`
                : formatDuration(r.drainTime)
              : null,
          ),
          resultRow(
            `calls-${s}`,
            `Calls, ${name}`,
            'count',
            r?.calls,
            r ? formatNumber(r.calls) : null,
          ),
          resultRow(
            `amplification-${s}`,
            `Calls per client, ${name}`,
            '×',
            perClient,
            perClient !== null ? `${formatNumber(perClient, 2)}×` : null,
          ),
          resultRow(
            `gaveup-${s}`,
            `Gave up, ${name}`,
            'count',
            r?.gaveUp,
            r ? formatNumber(r.gaveUp) : null,
          ),
          resultRow(
            `peak-load-${s}`,
            `Peak load after the outage, ${name}`,
            '×',
            r?.peakLoad,
            r
              ? r.peakArrivals === 0
                ? 'no requests after the outage'
                : `${formatNumber(r.peakLoad, 2)}× capacity`
              : null,
          ),
        ];
      });
    }
    case 'contention': {
      const cells = outcome?.mode === 'contention' ? outcome.result.cells : [];
      return STUDY.clientCounts.flatMap((n) =>
        STUDY.strategies.flatMap((s) => {
          const c = cells.find((x) => x.strategy === s && x.clients === n);
          const name = `${STRATEGY_LABELS[s]}, N = ${n}`;
          return [
            resultRow(
              `calls:${s}:${n}`,
              `Mean calls, ${name}`,
              'count',
              c?.calls,
              c ? formatNumber(c.calls, 0) : null,
            ),
            resultRow(
              `time:${s}:${n}`,
              `Mean completion time, ${name}`,
              's',
              c?.time,
              c ? formatNumber(c.time, 2) : null,
            ),
          ];
        }),
      );
    }
  }
}
