import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Result, ResultCell, StaleResult, TextResult, Verdict } from '@/components/result';

/** The one element carrying `data-result="<id>"`. */
function result(container: HTMLElement, id: string): HTMLElement {
  const found = container.querySelectorAll<HTMLElement>(`[data-result="${id}"]`);
  expect(found).toHaveLength(1);
  return found[0] as HTMLElement;
}

/** The markup, with React's generated label id replaced by ID (it differs from run to run). */
function markup(element: HTMLElement): string {
  const labelId = element.querySelector('.result-label')?.id;
  return labelId ? element.outerHTML.split(labelId).join('ID') : element.outerHTML;
}

/** A cell needs its table around it. */
const inRow = (cell: ReactNode) => (
  <table>
    <tbody>
      <tr>{cell}</tr>
    </tbody>
  </table>
);

describe('Result (card)', () => {
  it('carries the raw value and shows the formatted one, labelled, with its detail', () => {
    const { container } = render(
      <Result id="downtime-year" label="Per year" value={31_536} detail="of 8,760 h" reason="Why">
        8h 45m 36s
      </Result>,
    );
    expect(markup(result(container, 'downtime-year'))).toBe(
      '<div class="result" data-result="downtime-year" data-value="31536">' +
        '<span class="result-label" id="ID">Per year</span>' +
        '<output class="result-value" aria-live="off" aria-labelledby="ID">8h 45m 36s</output>' +
        '<span class="result-detail">of 8,760 h</span></div>',
    );
  });

  it('shows — with data-value="" and the reason when the value is null', () => {
    const { container } = render(
      <Result id="mtbft" label="MTBF" value={null} detail="per node" reason="Needs a valid p.">
        never shown
      </Result>,
    );
    expect(markup(result(container, 'mtbft'))).toBe(
      '<div class="result" data-result="mtbft" data-value="">' +
        '<span class="result-label" id="ID">MTBF</span>' +
        '<output class="result-value" aria-live="off" aria-labelledby="ID">—</output>' +
        '<span class="result-detail result-reason">Needs a valid p.</span></div>',
    );
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'treats %s as unknown: — and data-value=""',
    (value) => {
      const { container } = render(
        <Result id="x" label="X" value={value}>
          {String(value)}
        </Result>,
      );
      const element = result(container, 'x');
      expect(element).toHaveAttribute('data-value', '');
      expect(element.querySelector('output')).toHaveTextContent(/^—$/);
    },
  );

  it('knows 0 (and −0 as "0"), and shows neither reason nor detail when there is none', () => {
    const { container } = render(
      <>
        <Result id="zero" label="Zero" value={0}>
          0
        </Result>
        <Result id="minus-zero" label="Minus zero" value={-0}>
          0
        </Result>
      </>,
    );
    expect(result(container, 'zero')).toHaveAttribute('data-value', '0');
    expect(result(container, 'minus-zero')).toHaveAttribute('data-value', '0');
    expect(container.querySelectorAll('.result-detail')).toHaveLength(0);
  });
});

describe('StaleResult', () => {
  it('keeps showing the last valid value, marked, while data-value is ""', () => {
    const { container } = render(
      <StaleResult id="total-nines" label="Nines" value={4.5} stale detail="−log₁₀(1 − A)">
        4.5
      </StaleResult>,
    );
    expect(markup(result(container, 'total-nines'))).toBe(
      '<div class="result is-stale" data-result="total-nines" data-value="" data-stale="true" data-stale-value="4.5">' +
        '<span class="result-label" id="ID">Nines<span class="stale-badge"> (last valid)</span></span>' +
        '<output class="result-value" aria-live="off" aria-labelledby="ID">4.5</output>' +
        '<span class="result-detail">−log₁₀(1 − A)</span></div>',
    );
  });

  it('is a plain card when not stale; its reason has no result-reason class', () => {
    const { container } = render(
      <>
        <StaleResult id="fresh" label="Fresh" value={0.25} stale={false}>
          25%
        </StaleResult>
        <StaleResult id="none" label="None" value={null} stale reason="No finite number of nines.">
          never shown
        </StaleResult>
      </>,
    );
    expect(markup(result(container, 'fresh'))).toBe(
      '<div class="result" data-result="fresh" data-value="0.25">' +
        '<span class="result-label" id="ID">Fresh</span>' +
        '<output class="result-value" aria-live="off" aria-labelledby="ID">25%</output></div>',
    );
    // Stale with nothing to show: no stale marks, only — and the reason.
    expect(markup(result(container, 'none'))).toBe(
      '<div class="result" data-result="none" data-value="">' +
        '<span class="result-label" id="ID">None</span>' +
        '<output class="result-value" aria-live="off" aria-labelledby="ID">—</output>' +
        '<span class="result-detail">No finite number of nines.</span></div>',
    );
  });
});

describe('ResultCell', () => {
  it('is a <td> with the contract, the formatted value, or — when unknown', () => {
    const { container } = render(
      inRow(
        <>
          <ResultCell id="peak-full" value={1000}>
            1,000
          </ResultCell>
          <ResultCell id="peak-none" value={null}>
            never shown
          </ResultCell>
          <ResultCell id="peak-nan" value={Number.NaN}>
            NaN
          </ResultCell>
        </>,
      ),
    );
    expect(result(container, 'peak-full').outerHTML).toBe(
      '<td data-result="peak-full" data-value="1000">1,000</td>',
    );
    expect(result(container, 'peak-none').outerHTML).toBe(
      '<td data-result="peak-none" data-value="">—</td>',
    );
    expect(result(container, 'peak-nan').outerHTML).toBe(
      '<td data-result="peak-nan" data-value="">—</td>',
    );
  });

  it('shows its fallback when unknown, carries data-value without an id, and marks stale values', () => {
    const { container } = render(
      inRow(
        <>
          <ResultCell id="what-if-db" value={null} fallback="— (skipped)">
            never shown
          </ResultCell>
          <ResultCell id={undefined} value={0.5}>
            50%
          </ResultCell>
          <ResultCell id="share-db" value={0.714} stale>
            71.4%
          </ResultCell>
          <ResultCell id="share-lb" value={null} stale>
            never shown
          </ResultCell>
        </>,
      ),
    );
    const cells = [...container.querySelectorAll('td')].map((td) => td.outerHTML);
    expect(cells).toEqual([
      '<td data-result="what-if-db" data-value="">— (skipped)</td>',
      '<td data-value="0.5">50%</td>',
      '<td data-result="share-db" data-value="" data-stale="true" data-stale-value="0.714">71.4%</td>',
      '<td data-result="share-lb" data-value="">—</td>',
    ]);
  });
});

describe('TextResult and Verdict (categorical results)', () => {
  it('a text result carries its code in data-value and shows it in words', () => {
    const { container } = render(
      <TextResult
        id="client-outcome"
        value="replayed-200"
        label="What the client sees"
        className="idem-outcome"
      >
        200, the cached response
      </TextResult>,
    );
    expect(result(container, 'client-outcome').outerHTML).toBe(
      '<div class="result idem-outcome" data-result="client-outcome" data-value="replayed-200">' +
        '<span class="result-label">What the client sees</span>' +
        '<output class="result-value">200, the cached response</output></div>',
    );
  });

  it.each([null, undefined, ''])(
    'a text result without a code (%s) shows — and data-value=""',
    (value) => {
      const { container } = render(
        <TextResult id="client-outcome" value={value} label="Outcome">
          never shown
        </TextResult>,
      );
      expect(result(container, 'client-outcome').outerHTML).toBe(
        '<div class="result" data-result="client-outcome" data-value="">' +
          '<span class="result-label">Outcome</span><output class="result-value">—</output></div>',
      );
    },
  );

  it('a verdict carries its code, shows its title, and always says why', () => {
    const { container } = render(
      <>
        <Verdict
          id="verdict"
          value="page-human"
          label="Verdict"
          className="verdict verdict-page-human"
          reason="The action cannot be undone."
        >
          Page a human
        </Verdict>
        <Verdict
          id="verdict-none"
          value={null}
          label="Verdict"
          className="verdict verdict-none"
          reason="Fix the highlighted field."
        >
          never shown
        </Verdict>
      </>,
    );
    expect(result(container, 'verdict').outerHTML).toBe(
      '<div class="verdict verdict-page-human" data-result="verdict" data-value="page-human">' +
        '<span class="result-label">Verdict</span>' +
        '<output class="verdict-title">Page a human</output>' +
        '<p class="verdict-reason">The action cannot be undone.</p></div>',
    );
    expect(result(container, 'verdict-none').outerHTML).toBe(
      '<div class="verdict verdict-none" data-result="verdict-none" data-value="">' +
        '<span class="result-label">Verdict</span>' +
        '<output class="verdict-title">—</output>' +
        '<p class="verdict-reason">Fix the highlighted field.</p></div>',
    );
  });
});
