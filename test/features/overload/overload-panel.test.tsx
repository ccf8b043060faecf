import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import OverloadPanel from '@/features/overload/overload-panel';
import { renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value ?? '';
const num = (id: string) => Number(value(id));
const noNaN = () => expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
const finished = () =>
  waitFor(() => expect(document.querySelector('[data-status="done"]')).not.toBeNull(), {
    timeout: 30_000,
  });

/** Four standard errors of a share p over n requests. */
const shareTolerance = (p: number, n: number) => 4 * Math.sqrt((p * (1 - p)) / n);

describe('Retry budgets & overload panel', () => {
  it('sweeps the default: no retries and plain retries meet their closed forms at f = 0.2', async () => {
    renderPanel(OverloadPanel);
    await finished();
    // 1000 requests/s for 60 s: about 60,000 logical requests per cell.
    const n = 60_000;
    expect(value('load-none')).toBe('1');
    expect(Math.abs(num('success-none') - 0.8)).toBeLessThan(shareTolerance(0.8, n));
    // Plain retries, m = 3: load (1 − 0.2³) / 0.8 = 1.24, success 1 − 0.2³ = 0.992.
    expect(Math.abs(num('load-retries') - 1.24)).toBeLessThan(0.01);
    expect(Math.abs(num('success-retries') - 0.992)).toBeLessThan(shareTolerance(0.992, n));
    // At f = 0.5 on the grid: 1.75 and 0.875 (the charts' data table, drawn after the run).
    await waitFor(() => result('load:retries:0.5'));
    expect(Math.abs(num('load:retries:0.5') - 1.75)).toBeLessThan(0.02);
    expect(Math.abs(num('success:retries:0.5') - 0.875)).toBeLessThan(shareTolerance(0.875, n));
    // gRPC throttling above r / (1 + r) = 9.1%: almost no retries.
    expect(num('load-grpc')).toBeLessThan(1.05);
    expect(screen.getByText(/below f = r ÷ \(1 \+ r\) = 9\.09%/)).toBeInTheDocument();
    noNaN();
  }, 60_000);

  it('shows the metastable failure: no retries recover, plain retries never do', async () => {
    const user = renderPanel(OverloadPanel);
    await user.click(screen.getByRole('radio', { name: 'Overload and metastable failure' }));
    await finished();
    await waitFor(() => expect(value('recovered-none')).not.toBe(''));
    // By hand: 300/s pile up for 10 s, drain at 200/s until under 1 s of work: (3000 − 1000) / 200 = 10 s.
    expect(Math.abs(num('recovered-none') - 10)).toBeLessThanOrEqual(2);
    expect(value('recovered-retries')).toBe('');
    expect(result('recovered-retries')).toHaveTextContent('never (metastable)');
    expect(Math.abs(num('amplification-retries') - 3)).toBeLessThan(0.05);
    expect(num('goodput-retries')).toBeLessThan(0.05);
    noNaN();
  }, 60_000);

  it('explains bad input in the field, keeps the text and the other results', async () => {
    const user = renderPanel(OverloadPanel);
    await user.click(screen.getByRole('radio', { name: 'Overload and metastable failure' }));
    await retype(user, 'Server capacity', '0');
    expect(screen.getByText(/The capacity must be more than 0/)).toBeInTheDocument();
    await retype(user, 'Capacity during the trigger', '150');
    expect(screen.getByText(/The dip must be at most 100/)).toBeInTheDocument();
    await retype(user, 'Finagle budget percent', '2000');
    expect(screen.getByText(/The budget percentage must be at most 1000/)).toBeInTheDocument();
    await retype(user, 'Traffic', '-5');
    expect(screen.getByText(/The traffic cannot be negative/)).toBeInTheDocument();
    expect(screen.getByLabelText('Traffic')).toHaveValue('-5');
    expect(screen.getByText(/Fix the highlighted field to run the simulation/)).toBeInTheDocument();
    noNaN();
  });

  it('writes each platform’s config from the fields', async () => {
    const user = renderPanel(OverloadPanel);
    const section = screen.getByRole('region', { name: 'Copy as config' });
    expect(section.querySelector('pre')?.textContent).toContain('"maxAttempts": 3');
    await retype(user, 'Maximum attempts', '6');
    expect(section.querySelector('pre')?.textContent).toContain('"maxAttempts": 5');
    // gRFC A6 caps maxAttempts at 5; the throttling is the fields' max_tokens and token_ratio.
    expect(section.querySelector('pre')?.textContent).toMatch(
      /"maxTokens": 10,\s+"tokenRatio": 0.1\b/,
    );
  });
});
