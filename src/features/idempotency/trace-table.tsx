import { formatSeconds } from '@/core/format';
import { ACTOR_NAMES, type TraceLine } from '@/core/idempotency/describe';

/** The run as a table, from the same lines as the diagram: readable without the picture. */
export function TraceTable({ lines }: { readonly lines: readonly TraceLine[] }) {
  return (
    <div className="table-scroll" role="region" aria-label="Event trace table" tabIndex={0}>
      <table className="trace-table">
        <caption>
          Every message of the run in order; numbers match the diagram. Rows marked ✗ are where a
          guarantee breaks.
        </caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">t</th>
            <th scope="col">From → to</th>
            <th scope="col">Message</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr
              key={i}
              className={l.bad ? 'trace-bad' : l.arrow === 'note' ? 'trace-note' : undefined}
            >
              <td>{l.step ?? ''}</td>
              <td>{formatSeconds(l.t)}</td>
              <td>
                {l.arrow === 'note'
                  ? `note at ${ACTOR_NAMES[l.from]}`
                  : `${ACTOR_NAMES[l.from]} → ${ACTOR_NAMES[l.to]}`}
              </td>
              <td>
                {l.bad ? <span aria-label="guarantee broken">✗ </span> : null}
                {l.text}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
