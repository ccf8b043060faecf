import { useDeferredValue, useMemo } from 'react';
import { FailoverInputsForm } from './failover-inputs';
import { deriveFailover } from './failover-model';
import { FailoverOutputs } from './failover-outputs';
import { useFailoverStore, type FailoverKey } from './state';
import './failover.css';

export default function FailoverPanel() {
  const inputs = useFailoverStore((s) => s.inputs);
  const set = useFailoverStore((s) => s.set);
  // The fields and their messages follow every keystroke; the results (simulation, chart,
  // tables) follow a deferred copy, rendered in an interruptible pass, so typing never waits
  // for Recharts and no main-thread task grows long.
  const model = useMemo(() => deriveFailover(inputs), [inputs]);
  const deferredModel = useDeferredValue(model);
  const change = (key: FailoverKey, value: string) => set(key, value);
  return (
    <div className="panel-grid failover-panel">
      <section className="card card-inputs" aria-label="Inputs">
        <FailoverInputsForm inputs={inputs} model={model} onChange={change} />
      </section>
      <FailoverOutputs model={deferredModel} />
    </div>
  );
}
