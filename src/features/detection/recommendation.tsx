import type { Recommendation } from '@/core/detection/recommend';
import { formatDuration, formatProbability } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { DetectionModel } from './detection-model';
import { formatMagnitude } from './detection-format';
import { DetectionResult, needs } from './detection-result';
import { DETECTION_RESULTS, recommendedN } from './results';

interface RecommendationProps {
  readonly model: DetectionModel;
  /** Sets N to the recommended value. */
  readonly onUse: (n: number) => void;
}

const perMonth = (m: { value: number; log10: number }) => `${formatMagnitude(m)} per 30 days`;

function Advice({ r, model }: { readonly r: Recommendation; readonly model: DetectionModel }) {
  const f = model.fields;
  const budget = f.budget.ok ? f.budget.value : 0;
  const maxdetect = f.maxdetect.ok ? f.maxdetect.value : 0;
  const i = f.i.ok ? f.i.value : 0;
  const p = f.p.ok ? f.p.value : 0;
  if (r.kind === 'ok') {
    const timeout = f.timeout.ok ? f.timeout.value : null;
    return (
      <p>
        <strong>Use N = {r.at.n}.</strong> The fleet then falsely triggers about{' '}
        {perMonth(r.at.total)} (budget {budget}), and a real failure is ejected within{' '}
        {formatDuration(r.at.worst)} at worst (target {formatDuration(maxdetect)})
        {timeout !== null && r.at.worst + timeout > maxdetect
          ? `; a hanging check adds the ${formatDuration(timeout)} timeout, which goes past the target`
          : ''}
        .
      </p>
    );
  }
  if (r.kind === 'too-slow') {
    return (
      <>
        <p>
          <strong>No N meets both targets.</strong> The budget needs N ≥ {r.at.n} (worst case{' '}
          {formatDuration(r.at.worst)}), but {formatDuration(maxdetect)}{' '}
          {r.nMax >= 1
            ? `allows at most N = ${r.nMax} at a ${formatDuration(i)} interval.`
            : `is shorter than one ${formatDuration(i)} interval.`}
        </p>
        <ul>
          {r.nMax < 1 ? <li>Shorten the interval below {formatDuration(maxdetect)}.</li> : null}
          {r.pNeeded !== null && r.nMax >= 1 ? (
            <li>
              A less flaky check: p ≤ {formatProbability(r.pNeeded)} (now {formatProbability(p)})
              meets the budget at N = {r.nMax}.
            </li>
          ) : null}
          <li>
            A human in the loop: alert automatically at N = {Math.max(1, r.nMax)} and let a person
            eject, or accept {formatDuration(r.at.worst)} of worst-case detection.
          </li>
        </ul>
      </>
    );
  }
  if (r.cause === 'zero-budget') {
    return (
      <p>
        <strong>No N can promise zero false triggers</strong> while a check can fail on its own:
        every N leaves some chance. Allow a small budget, or keep a human in the loop.
      </p>
    );
  }
  if (r.cause === 'shared') {
    return (
      <p>
        <strong>No N helps:</strong> the shared dependency alone ejects the whole fleet{' '}
        {perMonth(r.atMaxN.shared)} even at N = 100. Take it out of the check path (check what the
        node itself controls), or make it redundant.
      </p>
    );
  }
  return (
    <>
      <p>
        <strong>Even N = 100 is over budget:</strong> {perMonth(r.atMaxN.total)}. Turn a knob:
      </p>
      <ul>
        {r.pNeeded !== null ? (
          <li>
            A less flaky check: p ≤ {formatProbability(r.pNeeded)} (now {formatProbability(p)})
            meets the budget at N = {r.nTarget}, worst case {formatDuration(r.nTarget * i)}.
          </li>
        ) : null}
        {r.iNeeded !== null ? (
          <li>
            A longer interval: at N = {r.nTarget}, checking every {formatDuration(r.iNeeded)} meets
            the budget, but detection then takes up to {formatDuration(r.nTarget * r.iNeeded)}.
          </li>
        ) : null}
        <li>A human in the loop: alert automatically, eject by hand.</li>
      </ul>
    </>
  );
}

/** The smallest N within budget, checked against the detection target. */
export function RecommendationCard({ model, onUse }: RecommendationProps) {
  const r = model.recommendation;
  const current = model.fields.n.ok ? model.fields.n.value : null;
  const n = recommendedN(model);
  return (
    <div className="note">
      <h3>Recommendation</h3>
      <div className="result-grid result-grid-small">
        <DetectionResult
          spec={findResult(DETECTION_RESULTS, model, 'recommended-n')}
          model={model}
          detail={
            r
              ? n === null
                ? 'No N up to 100 meets the budget: see below.'
                : undefined
              : needs(model.fields, ['p', 'i', 'fleet', 'q', 'budget', 'maxdetect'])
          }
        />
      </div>
      {r ? <Advice r={r} model={model} /> : null}
      {n !== null && current !== n ? (
        <button type="button" className="button-quiet" onClick={() => onUse(n)}>
          Use N = {n}
        </button>
      ) : null}
    </div>
  );
}
