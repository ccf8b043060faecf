import { GATEWAY_KEY_RETENTION_SECONDS } from '@/core/idempotency/constants';
import { ResultCard } from '@/components/declared-result';
import { fieldFor } from '@/core/fields/schema';
import { IDEMPOTENCY_FIELDS, type DistributionKind } from '@/core/idempotency/fields';
import { SchemaField } from '@/components/schema-field';
import { formatNumber } from '@/core/format';
import { findResult } from '@/lib/results/declare';
import type { IdempotencyModel } from './idempotency-model';
import { IDEMPOTENCY_RESULTS } from './results';
import type { IdempotencyInputs, IdempotencyKey } from './state';

interface Props {
  readonly inputs: IdempotencyInputs;
  readonly model: IdempotencyModel;
  readonly onChange: (key: IdempotencyKey, value: string) => void;
}

const SCALE_LABEL: Readonly<Record<DistributionKind, string | null>> = {
  fixed: null,
  uniform: 'Maximum delay',
  exponential: 'Mean delay',
  lognormal: 'Median delay',
};

const LATE_FORMULA: Readonly<Record<DistributionKind, string>> = {
  fixed: 'share = 1 if delay ≥ TTL, else 0',
  uniform: 'share = max(0, (max − TTL) / max)',
  exponential: 'share = e^(−TTL / mean)',
  lognormal: 'share = 1 − Φ((ln TTL − ln median) / σ)',
};

/** What a retry after the TTL costs in the scenario above: the gateway may still catch it. */
function lateRetryConsequence({ scenario }: IdempotencyModel): string {
  if (scenario && !scenario.key) return 'without a key every retry is new anyway: a second charge';
  if (scenario?.gateway) {
    const hours = GATEWAY_KEY_RETENTION_SECONDS / 3600;
    return `a new key to the store; the gateway (keys kept ${hours} h) still stops a second charge within that time, not a second receipt`;
  }
  return 'each one is a new key: a second charge';
}

/** Storage a TTL costs against the retries it turns into new keys. */
export function TtlCalculator({ inputs, model, onChange }: Props) {
  const { fields, storage, dist } = model;
  const spec = (id: string) => findResult(IDEMPOTENCY_RESULTS, model, id);
  const scaleLabel = dist ? SCALE_LABEL[dist] : 'Delay scale';
  const field = (key: IdempotencyKey, label?: string) => (
    <SchemaField
      field={fieldFor(IDEMPOTENCY_FIELDS, key)}
      label={label}
      value={inputs[key]}
      onChange={(v) => onChange(key, v)}
      parsed={fields[key]}
    />
  );
  return (
    <div className="ttl-calculator">
      <h3>TTL trade-off</h3>
      <p className="muted">
        A longer TTL catches later retries but keeps more records. The TTL is the one above (
        {inputs.ttl} s).
      </p>
      <div className="ttl-grid">
        <div className="inputs">
          <div className="field-row field-row-even">
            {field('rps')}
            {field('size')}
          </div>
          {field('dist')}
          {scaleLabel ? (
            <div className="field-row field-row-even">
              {field('scale', scaleLabel)}
              {dist === 'lognormal' ? field('sigma') : null}
            </div>
          ) : null}
        </div>
        <div className="results">
          <div className="result-grid">
            <ResultCard
              spec={spec('storage-bytes')}
              model={model}
              detail={storage ? `${formatNumber(storage.records, 0)} records live` : undefined}
            />
            <ResultCard
              spec={spec('late-retry-share')}
              model={model}
              detail={lateRetryConsequence(model)}
            />
          </div>
          <p className="formula-text">storage = requests/s × TTL × record size</p>
          {dist ? <p className="formula-text">{LATE_FORMULA[dist]}</p> : null}
        </div>
      </div>
    </div>
  );
}
