import { ResultCard, ResultCellOf } from '@/components/declared-result';
import { STRATEGIES, STRATEGY_LABELS } from '@/core/retries/strategies';
import { formatDuration, formatNumber } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { WaveFigures } from './retries-model';
import { RETRIES_RESULTS, waveOf, type RetriesResultsModel } from './results';

const seconds = (s: number) => formatDuration(s);
/** First to last arrival in one format: seconds, both to the millisecond (`0.003 – 8.000 s`). */
const spread = (first: number, last: number) => `${first.toFixed(3)} – ${last.toFixed(3)} s`;

export function WaveResults({ results }: { readonly results: RetriesResultsModel }) {
  const spec = (id: string) => findResult(RETRIES_RESULTS, results, id);
  const f = results.model.wave;
  return (
    <div className="results">
      <div className="result-grid">
        <ResultCard spec={spec('window')} model={results} detail="min(c, b·2^k)" />
        <ResultCard spec={spec('buckets')} model={results} />
        <ResultCard
          spec={spec('expected-per-bucket')}
          model={results}
          label="Full jitter, per bucket"
          detail="expected arrivals"
        />
        <ResultCard
          spec={spec('reduction-expected')}
          model={results}
          detail="no jitter ÷ full-jitter average"
        />
      </div>
      <div className="table-scroll" role="region" aria-label="Observed peaks" tabIndex={0}>
        <table>
          <caption>This draw: the busiest bucket per strategy</caption>
          <thead>
            <tr>
              <th scope="col">Strategy</th>
              <th scope="col">Peak bucket</th>
              <th scope="col">at</th>
              <th scope="col">Mean delay</th>
              <th scope="col">Spread</th>
            </tr>
          </thead>
          <tbody>
            {STRATEGIES.map((s) => {
              const r = waveOf(results, s);
              return (
                <tr key={s}>
                  <th scope="row">{STRATEGY_LABELS[s]}</th>
                  <ResultCellOf spec={spec(`peak-${s}`)} model={results} />
                  <td>{r ? seconds(r.peakTime) : '—'}</td>
                  <td>{r ? seconds(r.mean) : '—'}</td>
                  <td>{r ? spread(r.first, r.last) : '—'}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {f ? <WaveExplanation f={f} fullPeak={waveOf(results, 'full')?.peak ?? null} /> : null}
    </div>
  );
}

function WaveExplanation({
  f,
  fullPeak,
}: {
  readonly f: WaveFigures;
  readonly fullPeak: number | null;
}) {
  const n = formatNumber(f.clients);
  const avg = formatNumber(f.expectedPerBucket, 2);
  const equalAvg = formatNumber(Math.min(f.clients, 2 * f.expectedPerBucket), 2);
  return (
    <div className="note retries-note">
      <p>
        Without jitter all {n} clients compute the same delay and arrive in one bucket: the backoff
        only postpones one synchronised spike. Full jitter spreads them over the whole window, {avg}{' '}
        per bucket on average.
      </p>
      <p>
        A random draw is never perfectly flat: the busiest of {formatNumber(f.buckets)} buckets sits
        above the average. For full jitter a typical draw peaks at about{' '}
        {formatNumber(f.fullPeak.mean, 1)} (90% of draws between {f.fullPeak.low} and{' '}
        {f.fullPeak.high})
        {fullPeak !== null ? `; this one peaked at ${formatNumber(fullPeak)}` : ''}.
      </p>
      <p>
        Equal jitter guarantees every client waits at least v/2 = {seconds(f.window / 2)}, but it
        spreads them over only the second half: about {equalAvg} per bucket and a typical peak of{' '}
        {formatNumber(f.equalPeak.mean, 1)}. The floor costs half the spread.
      </p>
    </div>
  );
}
