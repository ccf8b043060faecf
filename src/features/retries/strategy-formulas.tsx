import { memo } from 'react';
import { Formula } from '@/components/formula';
import { STRATEGY_LABELS, type Strategy } from '@/core/retries/strategies';

interface Entry {
  readonly tex: string;
  readonly text: string;
  readonly note: string;
}

/** Each strategy's delay before retry k ≥ 1, with base b and cap c (U = uniform draw). */
const STRATEGY_FORMULAS: Readonly<Record<Strategy, Entry>> = {
  exponential: {
    tex: 'd_k = v_k = \\min(c,\\; b\\cdot 2^{k})',
    text: 'd_k = v_k = min(c, b·2^k)',
    note: 'Every client computes the same delay: the retries stay synchronised.',
  },
  full: {
    tex: 'd_k = U(0,\\; v_k)',
    text: 'd_k = U(0, v_k)',
    note: 'AWS “Full Jitter”: spread over the whole window.',
  },
  equal: {
    tex: 'd_k = \\tfrac{v_k}{2} + U\\!\\left(0,\\; \\tfrac{v_k}{2}\\right)',
    text: 'd_k = v_k/2 + U(0, v_k/2)',
    note: 'AWS “Equal Jitter”: a guaranteed floor of v/2, half the spread.',
  },
  decorrelated: {
    tex: 's_0 = b,\\quad d_k = s_k = \\min\\bigl(c,\\; U(b,\\; 3\\,s_{k-1})\\bigr)',
    text: 's_0 = b, d_k = s_k = min(c, U(b, 3·s_(k−1)))',
    note: 'AWS “Decorrelated Jitter”: each client’s delay grows from its own previous one.',
  },
  grpc: {
    tex: 'd_1 = 1\\,\\text{s},\\quad d_k = \\min\\bigl(c,\\; \\min(120,\\, 1.6^{k-1})\\cdot U(0.8,\\, 1.2)\\bigr)',
    text: 'd_1 = 1 s, d_k = min(c, min(120, 1.6^(k−1))·U(0.8, 1.2))',
    note: 'gRPC connection backoff defaults: 1 s initial, ×1.6, ±20 %, 120 s maximum; b is not used.',
  },
  polly: {
    tex: '\\begin{gathered}f(t) = 2^{t}\\tanh\\sqrt{4t},\\quad f(t_0) = 0\\\\ t_k = k-1+U(0,1)\\\\ d_k = \\min\\!\\left(c,\\; \\tfrac{b}{1.4}\\bigl(f(t_k) - f(t_{k-1})\\bigr)\\right)\\end{gathered}',
    text: 'f(t) = 2^t·tanh(√(4t)), t_k = k−1+U(0,1), d_k = min(c, b/1.4·(f(t_k) − f(t_(k−1)))), f(t_0) = 0',
    note: 'Polly DecorrelatedJitterBackoffV2 with median first delay b and MaxDelay c.',
  },
  constant: {
    tex: 'd_k = 0',
    text: 'd_k = 0',
    note: 'No backoff at all: retry at once (the study’s “no backoff”).',
  },
};

/** Every strategy's formula, typeset, with where it comes from. */
export const StrategyFormulas = memo(function StrategyFormulas({
  strategies,
}: {
  readonly strategies: readonly Strategy[];
}) {
  return (
    <div className="retries-formulas">
      <h3>The strategies</h3>
      <p className="muted">
        Retry k ≥ 1, base b, cap c, U(x, y) a uniform draw. Sources: Marc Brooker, “Exponential
        Backoff And Jitter”, AWS Architecture Blog, 2015; gRPC’s connection-backoff spec; Polly’s
        DecorrelatedJitterBackoffV2.
      </p>
      <dl>
        {strategies.map((s) => (
          <div key={s} className="retries-formula">
            <dt>{STRATEGY_LABELS[s]}</dt>
            <dd>
              <Formula tex={STRATEGY_FORMULAS[s].tex} text={STRATEGY_FORMULAS[s].text} />
              <p className="field-hint">{STRATEGY_FORMULAS[s].note}</p>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
});
