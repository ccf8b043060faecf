import { COMPOSITION_FIELDS } from '@/core/composition/fields';
import { quorumFacts, quorumText } from '@/core/composition/quorum';
import { fieldFor } from '@/core/fields/schema';
import { ResultCard } from '@/components/declared-result';
import { findResult } from '@/lib/results/declare';
import { SchemaField } from '@/components/schema-field';
import { formatAvailability } from './composition-format';
import type { CompositionFields } from './composition-model';
import { QUORUM_RESULTS, quorumFactsOf } from './results';
import type { CompositionInputs } from './state';
import { ScrollRegion } from '@/components/scroll-region';

interface QuorumHelperProps {
  readonly inputs: CompositionInputs;
  readonly fields: CompositionFields;
  readonly onChange: (key: 'qn' | 'qa', value: string) => void;
  readonly onUse: (text: string) => void;
}

const QN = fieldFor(COMPOSITION_FIELDS, 'qn');
const QA = fieldFor(COMPOSITION_FIELDS, 'qa');
const COMPARE = [1, 2, 3, 4, 5, 6, 7];

/** Majority quorums: size, failures tolerated, and how often a majority is reachable. */
export function QuorumHelper({ inputs, fields, onChange, onUse }: QuorumHelperProps) {
  const { qn: n, qa: u } = fields;
  const availability = inputs.qa;
  const shown = { fields };
  const spec = (id: string) => findResult(QUORUM_RESULTS, shown, id);
  const facts = quorumFactsOf(shown);
  const table = u.ok ? COMPARE.map((size) => quorumFacts(size, u.value)) : null;
  return (
    <div className="quorum">
      <div className="field-row">
        <SchemaField field={QN} value={inputs.qn} onChange={(v) => onChange('qn', v)} parsed={n} />
        <SchemaField field={QA} value={inputs.qa} onChange={(v) => onChange('qa', v)} parsed={u} />
      </div>
      <div className="result-grid">
        <ResultCard
          spec={spec('quorum-majority')}
          model={shown}
          label="Majority"
          detail="⌊N/2⌋ + 1 replicas"
        />
        <ResultCard
          spec={spec('quorum-tolerates')}
          model={shown}
          label="Tolerates"
          detail="replicas down"
        />
        <ResultCard spec={spec('quorum-availability')} model={shown} detail="P(a majority is up)" />
      </div>
      {facts && availability.trim() !== '' ? (
        <button
          type="button"
          className="button-quiet"
          onClick={() =>
            onUse(quorumText(facts.replicas, availability.trim().replace(/\s*%$/, '')))
          }
        >
          Use {facts.majority}of{facts.replicas} as the topology
        </button>
      ) : null}
      {table ? (
        <ScrollRegion label="Quorum sizes table">
          <table className="quorum-table">
            <caption>
              An even N buys nothing over N − 1: four replicas tolerate one failure, like three, and
              have one more replica that can fail.
            </caption>
            <thead>
              <tr>
                <th scope="col">N</th>
                <th scope="col">Majority</th>
                <th scope="col">Tolerates</th>
                <th scope="col">Quorum reachable</th>
              </tr>
            </thead>
            <tbody>
              {table.map((row) => (
                <tr
                  key={row.replicas}
                  className={facts?.replicas === row.replicas ? 'is-current' : undefined}
                >
                  <th scope="row">{row.replicas}</th>
                  <td>{row.majority}</td>
                  <td>{row.tolerates}</td>
                  <td>{formatAvailability(row.unavailability)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </div>
  );
}
