import type { ContentionCell } from '@/core/retries/contention';
import { STUDY } from '@/core/retries/contention';
import { STRATEGY_LABELS, type Strategy } from '@/core/retries/strategies';
import { formatNumber } from '@/core/format';
import { ResultCellOf } from '@/components/declared-result';
import { resultsOf } from '@/lib/results/declare';
import { contentionCell as find, sweepCell, type RetriesResultsModel } from './results';

export function ContentionResults({ results }: { readonly results: RetriesResultsModel }) {
  const { model, observed } = results;
  const cells = observed?.mode === 'contention' ? observed.cells : [];
  const runs = model.job?.mode === 'contention' ? model.job.params.runs : null;
  return (
    <div className="results">
      <ContentionSummary cells={cells} />
      <div className="table-scroll" role="region" aria-label="Contention sweep" tabIndex={0}>
        <table className="retries-sweep">
          <caption>
            Mean calls (writes) and completion time (s) over {runs ?? '—'} runs per cell
          </caption>
          <thead>
            <tr>
              <th scope="col" rowSpan={2}>
                N
              </th>
              {STUDY.strategies.map((s) => (
                <th key={s} scope="colgroup" colSpan={2}>
                  {STRATEGY_LABELS[s]}
                </th>
              ))}
            </tr>
            <tr>
              {STUDY.strategies.map((s) => [
                <th key={`${s}-c`} scope="col">
                  calls
                </th>,
                <th key={`${s}-t`} scope="col">
                  time
                </th>,
              ])}
            </tr>
          </thead>
          <tbody>
            {STUDY.clientCounts.map((n) => (
              <tr key={n}>
                <th scope="row">{n}</th>
                {STUDY.strategies.flatMap((s) =>
                  resultsOf(sweepCell(s, n), results).map((spec) => (
                    <ResultCellOf key={spec.id} spec={spec} model={results} />
                  )),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The study's conclusions, stated at 100 clients (N = 100) and only as far as this run's numbers
 * bear them out; where a conclusion does not hold at every N, the summary says where.
 */
function ContentionSummary({ cells }: { readonly cells: readonly ContentionCell[] }) {
  const at = (s: Strategy) => find(cells, s, 100);
  const none = at('exponential');
  const full = at('full');
  const equal = at('equal');
  const decor = at('decorrelated');
  if (!none || !full || !equal || !decor) {
    return <p className="muted">The study’s conclusions appear here once N = 100 is simulated.</p>;
  }
  const share = (c: ContentionCell) => 1 - c.calls / none.calls;
  const cut = (c: ContentionCell) =>
    `${formatNumber(100 * share(c), 0)}% (${share(c) > 0.5 ? 'more' : 'less'} than half)`;
  const all = STUDY.strategies.map(at).filter((c) => c !== undefined);
  const slowest = all.every((c) => c === none || none.time > c.time);
  const equalSlowest = equal.time > full.time && equal.time > decor.time;
  const fullLeast = all.every((c) => c === full || full.calls < c.calls);
  const sec = (t: number) => `${formatNumber(t, 1)} s`;
  // Where equal jitter made fewer calls than full jitter (the study has full always least).
  const equalFewer = STUDY.clientCounts.filter((n) => {
    const f = find(cells, 'full', n);
    const e = find(cells, 'equal', n);
    return f && e && e.calls < f.calls;
  });
  const list = (ns: readonly number[]) =>
    ns.length === 1 ? `${ns[0]}` : `${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
  return (
    <div className="note retries-note">
      <p>
        At 100 clients, against no-jitter exponential backoff, full jitter cuts the calls by{' '}
        {cut(full)}, equal jitter by {cut(equal)} and decorrelated jitter by {cut(decor)}.{' '}
        {slowest
          ? `At 100 clients no jitter is also by far the slowest: ${sec(none.time)} against ${sec(full.time)} for full jitter.`
          : `At 100 clients no jitter took ${sec(none.time)}, full jitter ${sec(full.time)}.`}{' '}
        {equalSlowest
          ? `Equal jitter is the slowest of the jittered (${sec(equal.time)}).`
          : `Equal jitter took ${sec(equal.time)}.`}{' '}
        {fullLeast
          ? `Full jitter does the least work at 100 clients (${formatNumber(full.calls, 0)} calls).`
          : `Full jitter made ${formatNumber(full.calls, 0)} calls at 100 clients.`}{' '}
        Decorrelated jitter took {sec(decor.time)} for {formatNumber(decor.calls, 0)} calls.
      </p>
      {equalFewer.length > 0 ? (
        <p>
          Not at every N, though: at N = {list(equalFewer)} equal jitter made fewer calls than full
          jitter in this run; the two are close for many clients.
        </p>
      ) : null}
    </div>
  );
}
