import { useState } from 'react';
import { PlatformChoice } from '@/components/config-issues';
import { CopyBlock } from '@/components/copy-block';
import { SchemaField } from '@/components/schema-field';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { BACKTEST_FIELDS } from '@/core/backtest/fields';
import { EXPORTS, type ExportId } from '@/core/alerts/export';
import { fieldFor } from '@/core/fields/schema';
import { downloadBlob } from '@/lib/svg-export';
import { buildHash } from '@/lib/url-state/codec';
import type { AlertsModel } from './alerts-model';
import { alertsExport, exportSpec, RULES_NEED } from './exports';
import type { AlertsInputs, AlertsKey } from './state';

const RULE_KEYS = ['service', 'errors', 'total'] as const satisfies readonly AlertsKey[];

/**
 * The same SLO, period, policy, tiers and selectors in the Alert backtest, to replay these rules
 * on recorded metrics; an evaluation interval goes along when one is set (the backtest's own
 * default is Prometheus' 60 s).
 */
export function backtestLink(inputs: AlertsInputs): string {
  const { slo, period, policy, tiers, errors, total } = inputs;
  const carried: Record<string, string> = { slo, period, policy, tiers, errors, total };
  if (Number(inputs.eval) > 0) carried.eval = inputs.eval;
  return buildHash('backtest', BACKTEST_FIELDS, carried);
}

interface RulesExportProps {
  readonly model: AlertsModel;
  readonly inputs: AlertsInputs;
  readonly onChange: (key: AlertsKey, value: string) => void;
}

/** Rules to copy: Prometheus, sloth, pyrra and OpenSLO for the chosen tiers, copied or downloaded. */
export function RulesExport({ model, inputs, onChange }: RulesExportProps) {
  const [chosen, setChosen] = useState<ExportId>('prometheus');
  const spec = exportSpec(model);
  const current = EXPORTS.find((e) => e.id === chosen) ?? EXPORTS[0]!;
  // Only the chosen file is written: each of the four is a YAML document of every tier.
  const text = alertsExport(current, spec).text;
  return (
    <div className="alerts-export">
      <h3>Rules to copy</h3>
      <div className="alerts-export-fields">
        {RULE_KEYS.map((key) => (
          <SchemaField
            key={key}
            field={fieldFor(ALERTS_FIELDS, key)}
            value={inputs[key]}
            onChange={(v) => onChange(key, v)}
            parsed={model.fields[key]}
          />
        ))}
      </div>
      <PlatformChoice
        name="alerts-export"
        legend="Format"
        value={current.id}
        options={EXPORTS.map((e) => ({ value: e.id, label: e.label, problems: 0 }))}
        onChange={setChosen}
      />
      {spec && text !== null ? (
        <>
          <div className="alerts-export-actions">
            <button
              type="button"
              className="button-quiet"
              onClick={() =>
                downloadBlob(new Blob([text], { type: 'application/yaml' }), current.filename(spec))
              }
            >
              Download {current.filename(spec)}
            </button>
          </div>
          <CopyBlock text={text} what={`${current.label} YAML`} />
          <p>
            <a href={backtestLink(inputs)}>Backtest these rules on your own metrics</a>: replay a
            week of your counters (CSV or a Prometheus API answer) with Prometheus’ own rate() and
            see when each tier would have fired.
          </p>
        </>
      ) : (
        <p className="muted">{RULES_NEED}</p>
      )}
    </div>
  );
}
