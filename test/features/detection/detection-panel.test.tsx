import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import DetectionPanel from '@/features/detection/detection-panel';
import { renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value ?? '';
const num = (id: string) => Number(value(id));
const text = (id: string) => within(result(id)).getByRole('status').textContent;
const rel = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(1e-9);

describe('Health-check tuning panel', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('opens on the worked example: p = 0.05, N = 3, i = 5 s, 100 nodes', () => {
    renderPanel(DetectionPanel);
    rel(num('false-trigger-probability'), 1.25e-4);
    expect(text('false-trigger-probability')).toBe('1.25 × 10⁻⁴');
    expect(result('false-trigger-probability')).toHaveTextContent('0.0125% of windows');
    rel(num('reduction-factor'), 400);
    expect(text('reduction-factor')).toBe('400×');
    expect(value('detection-worst')).toBe('15');
    expect(value('detection-mean')).toBe('12.5');
    expect(value('detection-hang-worst')).toBe('16');
    expect(value('detection-extra')).toBe('10');
    rel(num('checks-between-false-triggers'), 8420);
    expect(text('checks-between-false-triggers')).toBe('8,420');
    rel(num('mtbft'), 42_100);
    expect(text('mtbft')).toBe('11h 41m 40s');
    expect(result('mtbft')).toHaveTextContent('≈ 11.7 h per node');
    rel(num('false-triggers-node-day'), 86_400 / 42_100);
    expect(text('false-triggers-node-day')).toBe('2.05');
    rel(num('false-triggers-fleet-day'), (100 * 86_400) / 42_100);
    expect(text('false-triggers-fleet-day')).toBe('205');
    expect(text('capacity-lost')).toBe('0.0257%');
    expect(value('fleet-ejections-month')).toBe('0');
    expect(screen.getByText(/The per-window figure alone hides this/)).toBeInTheDocument();
  });

  it('with N = 1: 20 checks, 100 s between false triggers, no extra detection', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Failures to eject N', '1');
    rel(num('checks-between-false-triggers'), 20);
    rel(num('mtbft'), 100);
    expect(text('mtbft')).toBe('1m 40s');
    expect(value('reduction-factor')).toBe('1');
    expect(value('detection-extra')).toBe('0');
  });

  it('recommends N = 6 for a budget of 1 per 30 days and applies it on request', async () => {
    const user = renderPanel(DetectionPanel);
    const card = screen.getByRole('region', { name: 'Recommendation' });
    expect(value('recommended-n')).toBe('6');
    expect(card).toHaveTextContent('Use N = 6.');
    expect(card).toHaveTextContent('0.77 per 30 days');
    await user.click(within(card).getByRole('button', { name: 'Use N = 6' }));
    expect(screen.getByLabelText('Failures to eject N')).toHaveValue('6');
    expect(value('detection-worst')).toBe('30');
  });

  it('says which knob to turn when detection cannot be fast enough', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Worst-case detection', '20');
    const card = screen.getByRole('region', { name: 'Recommendation' });
    expect(card).toHaveTextContent('No N meets both targets');
    expect(card).toHaveTextContent('allows at most N = 4');
    expect(card).toHaveTextContent(/A less flaky check: p ≤ 0\.0118/);
    expect(card).toHaveTextContent('A human in the loop');
  });

  it('shows the shared-dependency trap when q > 0', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Shared blip probability q', '0.01');
    // (30 d / 5 s) × 0.99 × 1e-6 / (1 − 1e-6) ≈ 0.513 whole-fleet ejections.
    expect(num('fleet-ejections-month')).toBeCloseTo(0.5132, 4);
    const trap = screen.getByRole('region', { name: 'Shared dependency' });
    expect(trap).toHaveTextContent('q^N = 10⁻⁶');
    expect(trap).toHaveTextContent('(p^N)^100 ≈ 10⁻³⁹⁰');
    // The shared blips fail every node's own check too: per node, p_eff = 1 − 0.95 × 0.99 = 0.0595.
    const e = 0.0595;
    rel(num('checks-between-false-triggers'), (1 - e ** 3) / ((1 - e) * e ** 3));
    expect(num('false-triggers-node-day')).toBeCloseTo(3.424, 3);
    expect(text('false-triggers-node-day')).toBe('3.42');
    expect(result('false-triggers-node-day')).toHaveTextContent('at p_eff = 0.0595');
    expect(num('false-triggers-fleet-day')).toBeCloseTo(342.4, 1);
    // So the recommendation moves from N = 6 to N = 7.
    expect(num('recommended-n')).toBe(7);
  });

  it.each([
    ['Failure probability p', '1', /must be less than 1/, ['false-trigger-probability', 'mtbft']],
    ['Failure probability p', 'abc', /“abc” is not a number/, ['capacity-lost']],
    [
      'Failures to eject N',
      '2.5',
      /must be a whole number/,
      ['detection-worst', 'reduction-factor'],
    ],
    ['Failures to eject N', '101', /at most 100/, ['checks-between-false-triggers']],
    ['Interval i', '0', /must be more than 0 s/, ['mtbft', 'detection-mean']],
    ['Nodes', '-4', /cannot be negative/, ['false-triggers-fleet-day']],
    ['Shared blip probability q', '1.5', /less than 1/, ['fleet-ejections-month']],
  ])(
    '%s = %j: says why, keeps the text, blanks only what depends on it',
    async (label, typed, message, blanked) => {
      const user = renderPanel(DetectionPanel);
      await retype(user, label, typed);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(screen.getByLabelText(label)).toHaveValue(typed);
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      for (const id of blanked) {
        expect(value(id)).toBe('');
        expect(text(id)).toBe('—');
      }
      expect(document.body.textContent).not.toMatch(/NaN|Infinity|undefined/);
    },
  );

  it('keeps independent results when one field is bad: a bad fleet size leaves per-node results', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Nodes', '');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the number of nodes');
    expect(value('false-triggers-fleet-day')).toBe('');
    expect(result('false-triggers-fleet-day')).toHaveTextContent('Needs a valid fleet size.');
    rel(num('false-triggers-node-day'), 86_400 / 42_100);
    expect(value('detection-worst')).toBe('15');
    expect(value('recommended-n')).toBe('');
  });

  it('composes the shared Result: aria-live off, labelled by its label', () => {
    renderPanel(DetectionPanel);
    const output = within(result('mtbft')).getByRole('status');
    expect(output).toHaveAttribute('aria-live', 'off');
    const labelId = output.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(labelId)).toHaveTextContent('Mean time between');
  });

  it('reads p in scientific notation: 1e-7 gives p^N = 10^-21 and a power-of-ten formula', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Failure probability p', '1e-7');
    expect(screen.getByLabelText('Failure probability p')).toHaveValue('1e-7');
    rel(num('false-trigger-probability'), 1e-21);
    expect(text('false-trigger-probability')).toBe('10⁻²¹');
    rel(num('reduction-factor'), 1e14);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|\de-\d/);
    // The smallest p a field takes, at the largest N: a power of ten beyond any double.
    await retype(user, 'Failure probability p', '1e-300');
    await retype(user, 'Failures to eject N', '100');
    expect(text('false-trigger-probability')).toBe('≈ 10⁻³⁰⁰⁰⁰');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity|\de-\d/);
  });

  it('handles p = 0: never a false trigger, no crash', async () => {
    const user = renderPanel(DetectionPanel);
    await retype(user, 'Failure probability p', '0');
    expect(value('false-trigger-probability')).toBe('0');
    // No finite value: "—" in the shared Result, "never" and why underneath.
    expect(text('checks-between-false-triggers')).toBe('—');
    expect(result('checks-between-false-triggers')).toHaveTextContent(
      'never · p = 0: no check fails on its own',
    );
    expect(value('checks-between-false-triggers')).toBe('');
    expect(text('reduction-factor')).toBe('—');
    expect(result('reduction-factor')).toHaveTextContent('p = 0: no window falsely triggers');
    expect(result('reduction-factor')).not.toHaveTextContent('all');
    expect(value('false-triggers-fleet-day')).toBe('0');
    expect(value('recommended-n')).toBe('1');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('copies the Kubernetes probe and shows ALB’s warnings', async () => {
    const user = renderPanel(DetectionPanel);
    // After userEvent.setup(), which installs its own clipboard stub.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const section = screen.getByRole('region', { name: 'Copy as config' });
    await user.click(within(section).getByRole('button', { name: 'Copy Kubernetes probe config' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('failureThreshold: 3'));
    expect(within(section).getByText('Kubernetes probe config copied.')).toBeInTheDocument();

    await retype(user, 'Failures to eject N', '1');
    await user.click(within(section).getByRole('radio', { name: /AWS ALB/ }));
    expect(section).toHaveTextContent('An ALB never ejects a target on a single failed check.');
    expect(section).toHaveTextContent(
      'HealthCheckTimeoutSeconds is a whole number from 2 to 120 s',
    );
    expect(section).toHaveTextContent('worst-case detection is 10s, not 5s');
    const code = within(section).getByLabelText('AWS ALB target group config');
    expect(code).toHaveTextContent('UnhealthyThresholdCount: 2');
  });

  it('falls back to a text box when the clipboard is refused', async () => {
    const user = renderPanel(DetectionPanel);
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const section = screen.getByRole('region', { name: 'Copy as config' });
    await user.click(within(section).getByRole('radio', { name: /HAProxy/ }));
    await user.click(within(section).getByRole('button', { name: 'Copy HAProxy config' }));
    const box = within(section).getByLabelText('HAProxy config to copy');
    expect((box as HTMLTextAreaElement).value).toContain(
      'default-server check inter 5s fall 3 rise 2',
    );
    expect(section).toHaveTextContent('Copying is not allowed here');
  });

  it('typesets the formulas with the user’s numbers', async () => {
    // KaTeX loads once a formula is near the viewport; a DOM emulator never scrolls, so this page
    // is one without IntersectionObserver, where everything counts as near (use-near-viewport).
    vi.stubGlobal('IntersectionObserver', undefined);
    onTestFinished(() => {
      vi.unstubAllGlobals();
    });
    renderPanel(DetectionPanel);
    await waitFor(
      () => expect(document.querySelector('[data-formula="tex"] .katex')).not.toBeNull(),
      {
        timeout: 5000,
      },
    );
    const formula = screen.getByRole('region', { name: 'Formula' }).textContent ?? '';
    expect(formula).toContain('8,420');
    expect(formula).toContain('0.05');
  });

  it('draws the chart for N = 1..10 with the chosen N marked', async () => {
    // No IntersectionObserver: the chart frame loads its chart at once (as in old browsers).
    vi.stubGlobal('IntersectionObserver', undefined);
    renderPanel(DetectionPanel);
    await waitFor(() => expect(document.querySelector('.recharts-surface')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(screen.getByText(/Marked: N = 3, 6,157 per 30 days, 15s/)).toBeInTheDocument();
    // Ten points, one per N (those above the y domain are still drawn as dots).
    expect(
      document.querySelectorAll('.recharts-line-dot, .recharts-dot').length,
    ).toBeGreaterThanOrEqual(10);
    vi.unstubAllGlobals();
  }, 15_000);
});
