import { useDeferredValue } from 'react';
import { usePanel } from '@/lib/use-panel';
import { FailoverInputsForm } from './failover-inputs';
import { deriveFailover } from './failover-model';
import { FailoverOutputs } from './failover-outputs';
import { useFailoverStore } from './state';
import './failover.css';
import { PanelSection } from '@/components/panel-section';
import { FAILOVER_SECTIONS } from './sections';

export default function FailoverPanel() {
  const { inputs, set, model } = usePanel(useFailoverStore, deriveFailover);
  // The fields and their messages follow every keystroke; the results (simulation, chart,
  // tables) follow a deferred copy, rendered in an interruptible pass, so typing never waits
  // for Recharts and no main-thread task grows long.
  const deferredModel = useDeferredValue(model);
  return (
    <div className="panel-grid failover-panel">
      <PanelSection section={FAILOVER_SECTIONS.inputs} className="card card-inputs">
        <FailoverInputsForm inputs={inputs} model={model} onChange={set} />
      </PanelSection>
      <FailoverOutputs model={deferredModel} />
    </div>
  );
}
