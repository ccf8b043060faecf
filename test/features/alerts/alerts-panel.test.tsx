import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AlertsPanel from '@/features/alerts/alerts-panel';
import { renderPanel, retype } from '../helpers';

function result(id: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(`[data-result="${id}"]`);
  if (!el) throw new Error(`no result ${id}`);
  return el;
}
const value = (id: string) => result(id).dataset.value ?? '';
const num = (id: string) => Number(value(id));
/** The visible value: a card's output, or a cell's text. */
const shown = (id: string) => {
  const el = result(id);
  return (el.querySelector('output') ?? el).textContent ?? '';
};
const close = (actual: number, expected: number, rel = 1e-12) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(rel * Math.abs(expected));

const noNaN = () => expect(document.body.textContent).not.toMatch(/NaN|Infinity/);

describe('SLO burn-rate alerts panel', () => {
  it('opens on the Workbook’s worked example (its figures, worked by hand)', () => {
    renderPanel(AlertsPanel);
    close(num('error-budget'), 0.001);
    expect(shown('error-budget')).toBe('0.1%');
    close(num('budget-time'), 2592);
    expect(shown('budget-time')).toBe('43m 12s');
    close(num('budget-events'), 25_920);
    expect(shown('budget-events')).toBe('25,920');
    // b = 2% × 30 d / 1 h = 14.4, 5% × 30 d / 6 h = 6, ticket given as x1.
    close(num('burn-1'), 14.4);
    expect(shown('burn-1')).toMatch(/^14\.4×/);
    close(num('burn-2'), 6);
    expect(value('burn-3')).toBe('1');
    close(num('threshold-1'), 0.0144);
    expect(shown('threshold-1')).toBe('1.44%');
    close(num('budget-at-fire-1'), 0.02);
    close(num('exhaust-1'), 180_000);
    expect(shown('exhaust-1')).toBe('2d 2h');
    // 0.0144 × 3600 / 0.02 = 2592 s; 300 × (1 − 0.72) = 84 s.
    close(num('detect-1'), 2592);
    expect(shown('detect-1')).toBe('43m 12s');
    close(num('reset-1'), 84);
    expect(shown('reset-1')).toBe('1m 24s');
    expect(value('detect-2')).toBe('');
    expect(shown('detect-2')).toBe('never');
    expect(value('reset-3')).toBe('');
    close(num('first-alert'), 2592);
    close(num('budget-spent'), 72 / 2592);
    expect(shown('budget-spent')).toBe('2.78%');
    close(num('budget-at-first-alert'), 0.02);
    close(num('lowest-caught'), 0.001);
    close(num('single-failure-rps'), 1 / 51.84);
    expect(shown('single-failure-rps')).toBe('0.0193 req/s (69.4 an hour)');
    close(num('one-failure-burn'), 1 / 36);
    expect(value('never-fire')).toBe('0');
    expect(
      screen.getByText(
        /A 2% error ratio for 1h first fires tier 1 \(page 1h\/5m 2%\) after 43m 12s/,
      ),
    ).toBeInTheDocument();
    noNaN();
  });

  it('on a full outage fires the three tiers at 51.84 s, 129.6 s and 259.2 s', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Incident error ratio', '100');
    close(num('detect-1'), 51.84);
    close(num('detect-2'), 129.6);
    close(num('detect-3'), 259.2);
    expect(shown('detect-1')).toBe('51.84s');
    close(num('first-alert'), 51.84);
  });

  it('says a 14.4× tier can never fire at a 90% SLO, in words', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'SLO target', '90');
    await retype(user, 'Incident error ratio', '100');
    expect(value('never-fire')).toBe('1');
    expect(value('detect-1')).toBe('');
    expect(shown('detect-1')).toBe('never (threshold 100% or more)');
    expect(value('detect-2')).toBe(''); // 6 × 10% = 60% × 6 h ÷ 100% = 3.6 h: longer than the hour
    await retype(user, 'Incident duration', '20000');
    close(num('detect-2'), 0.6 * 21_600);
    noNaN();
  });

  it('switches to sloth’s four tiers over 28 days (13.44, 5.6, 2.8, 0.9333)', async () => {
    const user = renderPanel(AlertsPanel);
    await user.selectOptions(screen.getByLabelText('Policy'), 'sloth');
    await retype(user, 'SLO period', '28');
    close(num('burn-1'), 13.44);
    close(num('burn-2'), 5.6);
    close(num('burn-3'), 2.8);
    close(num('burn-4'), 28 / 30);
    expect(shown('burn-4')).toMatch(/^0\.9333×/);
  });

  it('reads custom tiers, reports a mistake at its place and keeps the other tiers', async () => {
    const user = renderPanel(AlertsPanel);
    await user.selectOptions(screen.getByLabelText('Policy'), 'custom');
    const tiers = screen.getByLabelText('Custom tiers');
    await user.clear(tiers);
    await user.type(tiers, 'page 1h/5m 2%; page 5m/1h x6');
    close(num('burn-1'), 14.4);
    expect(
      screen.getAllByText(
        /line 1, column 21: The short window \(1h\) must be shorter than the long one \(5m\)\./,
      ).length,
    ).toBeGreaterThan(0);
    expect(document.querySelector('[data-result="burn-2"]')).toBeNull();
    // Tier-wide figures need every tier; the budget does not.
    expect(value('lowest-caught')).toBe('');
    close(num('error-budget'), 0.001);
    expect(tiers).toHaveValue('page 1h/5m 2%; page 5m/1h x6');
    noNaN();
  });

  it('keeps working around bad input: SLO 100, period 0, rps 0', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'SLO target', '100');
    expect(screen.getByText(/An SLO of 100% leaves no error budget/)).toBeInTheDocument();
    expect(value('error-budget')).toBe('');
    expect(value('burn-1')).not.toBe(''); // the factor needs no budget
    await retype(user, 'SLO target', '99.9');
    await retype(user, 'SLO period', '0');
    expect(screen.getByText(/The SLO period must be at least 1/)).toBeInTheDocument();
    expect(value('budget-time')).toBe('');
    close(num('error-budget'), 0.001);
    await retype(user, 'SLO period', '30');
    await retype(user, 'Traffic', '0');
    expect(screen.getByText(/The traffic must be more than 0/)).toBeInTheDocument();
    expect(value('budget-events')).toBe('');
    close(num('detect-1'), 2592);
    await retype(user, 'SLO target', 'abc');
    expect(screen.getByText(/“abc” is not a number/)).toBeInTheDocument();
    expect(screen.getByLabelText('SLO target')).toHaveValue('abc');
    noNaN();
  });

  it('at a 1-day period marks the 3-day tier impossible on its row; the rest keep working', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'SLO period', '1');
    await retype(user, 'Incident error ratio', '10');
    const table = screen.getByRole('region', { name: 'Tier table' });
    expect(
      within(table).getByText(
        'Impossible at this period: the long window (3d) is longer than the 1 day SLO period. The tier is left out; the other tiers work without it.',
      ),
    ).toBeInTheDocument();
    // b = 2% × 1 d / 1 h = 0.48: th = 0.048%; 0.00048 × 3600 / 0.1 = 17.28 s.
    close(num('burn-1'), 0.48);
    close(num('detect-1'), 17.28);
    close(num('first-alert'), 17.28);
    close(num('lowest-caught'), 0.0002); // 0.2 × 0.1%
    expect(value('never-fire')).toBe('0');
    expect(value('single-failure-rps')).not.toBe('');
    expect(document.querySelector('[data-result="burn-3"]')).toBeNull();
    // Both factors are below 1: each row warns that it alerts while the SLO is still met.
    expect(document.querySelector('[data-warning="below-one-1"]')).toHaveTextContent(
      /Below 1×: it alerts on a burn that still meets the SLO/,
    );
    expect(document.querySelector('[data-warning="below-one-2"]')).not.toBeNull();
    // The rules are written for the two tiers that exist.
    expect(
      screen.getByRole('region', { name: 'Rules to copy' }).querySelector('pre')?.textContent,
    ).toContain("long: '1h'");
    noNaN();
  });

  it('an evaluation interval of 60 s fires tier 1 at the 44th minute, 48 s later', async () => {
    const user = renderPanel(AlertsPanel);
    expect(value('eval-delay')).toBe('0');
    await retype(user, 'Rule evaluation interval', '60');
    // 2592 s = 43.2 minutes: the evaluation at 2640 s is the first to see it.
    expect(value('detect-1')).toBe('2640');
    expect(value('first-alert')).toBe('2640');
    close(num('eval-delay'), 48);
    expect(value('reset-1')).toBe('120'); // 3684 s → the evaluation at 3720 s
    expect(value('first-failure')).toBe('60'); // 1 / (10 × 2%) = 5 s → 60 s
    await retype(user, 'Rule evaluation interval', '-5');
    expect(screen.getAllByText(/evaluation interval/i).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Rule evaluation interval')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(value('first-alert')).toBe('');
    noNaN();
  });

  it('at low traffic the first failed request comes after the fluid onset: it says so', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Traffic', '0.01');
    await retype(user, 'Incident duration', '20000');
    // 1 / (0.01 × 2%) = 5000 s, later than the fluid 2592 s.
    close(num('first-failure'), 5000);
    expect(
      screen.getByText(/no request has failed yet: not before 1h 23m 20s/),
    ).toBeInTheDocument();
  });

  it('says a single failure pages at 36 requests an hour', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Traffic', '0.01');
    expect(
      screen.getByText(/a single failed request fires an alert on its own/),
    ).toBeInTheDocument();
    close(num('one-failure-burn'), 1 / (0.01 * 3600 * 0.001));
  });
});

describe('rules to copy', () => {
  const block = () =>
    screen.getByRole('region', { name: 'Rules to copy' }).querySelector('pre')?.textContent ?? '';

  it('writes the Prometheus rules with the panel’s thresholds, and every format parses as YAML', async () => {
    const { parseAllDocuments } = await import('yaml');
    const user = renderPanel(AlertsPanel);
    expect(block()).toContain('(slo:sli_error:ratio_rate1h{service="api"} > (14.4 * 0.001))');
    for (const format of ['sloth', 'pyrra', 'OpenSLO', 'Prometheus rules']) {
      await user.click(screen.getByRole('radio', { name: format }));
      const docs = parseAllDocuments(block());
      expect(docs.length).toBeGreaterThan(0);
      for (const d of docs) expect(d.errors).toEqual([]);
    }
    expect(screen.getByRole('button', { name: 'Download api-slo-rules.yaml' })).toBeInTheDocument();
  });

  it('prints the SLO exactly however it was typed, and follows the service and selectors', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'SLO target', '9.995e1');
    await retype(user, 'Service', 'checkout');
    await user.click(screen.getByRole('radio', { name: 'sloth' }));
    expect(block()).toMatch(/objective: 99\.95\n/);
    expect(block()).toContain('service: checkout');
    await retype(user, 'Service', 'bad name!');
    expect(screen.getByText(/A service name takes letters, digits/)).toBeInTheDocument();
    expect(block()).toBe('');
    expect(
      screen.getByText(/Fix the SLO, the period, the tiers and the fields above/),
    ).toBeInTheDocument();
  });
});

describe('noise at low traffic', () => {
  it('at 36 requests an hour pages about once per failed request (simulated, against the closed form)', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Traffic', '0.01');
    await retype(user, 'Simulated periods', '20');
    // Expected failed requests per period: 0.01 × 0.0005 × 2,592,000 = 12.96.
    close(num('failed-per-period'), 12.96);
    await waitFor(() => expect(value('false-alerts-1')).not.toBe(''), { timeout: 20_000 });
    // Each failure pages on its own unless another falls in the same hour: 12.94 a period
    // (M(1 − e^−μ)e^−4μ, μ = 3e-4 per minute). Poisson sd over 20 periods: √(12.94 / 20) = 0.80.
    expect(Math.abs(num('false-alerts-1') - 12.94)).toBeLessThan(4 * 0.8);
    expect(
      screen.getByText(/tier \d fired .* times a period: every one of them a false alert/),
    ).toBeInTheDocument();
  }, 30_000);

  it('at 10 requests per second the Workbook policy stays quiet', async () => {
    renderPanel(AlertsPanel);
    await waitFor(() => expect(value('false-alerts-1')).not.toBe(''), { timeout: 20_000 });
    expect(value('false-alerts-1')).toBe('0');
    expect(value('false-alerts-2')).toBe('0');
    expect(value('false-alerts-3')).toBe('0');
    expect(
      screen.getByText(/no tier fired once \(fewer than 0\.03 alerts a period, 95% confidence\)/),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('edges a reviewer found', () => {
  it('never fires at exactly the threshold it shows (1.44%: the rules’ “>”), a hair above does', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Incident error ratio', '1.44');
    await retype(user, 'Incident duration', '7200');
    expect(value('detect-1')).toBe('');
    expect(shown('detect-1')).toBe('never');
    await retype(user, 'Incident error ratio', '1.45');
    close(num('detect-1'), (0.0144 * 3600) / 0.0145); // 3575.17 s
  });

  it('never counts budget spent after the incident ended (pyrra’s for: fires after the end)', async () => {
    const user = renderPanel(AlertsPanel);
    await user.selectOptions(screen.getByLabelText('Policy'), 'pyrra');
    await retype(user, 'Incident duration', '2750');
    expect(num('budget-at-first-alert')).toBeLessThanOrEqual(num('budget-spent'));
  });

  it('writes tiny and large burns with significant digits, never “0×”', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Traffic', '1000');
    // 1 / (1000 × 3600 × 0.001) = 2.78 × 10⁻⁴.
    expect(shown('one-failure-burn')).toBe('0.0002778×');
    await retype(user, 'Traffic', '0.0001');
    expect(shown('one-failure-burn')).toBe('2,778×');
  });

  it('says a tier always firing on the baseline is not noise', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'Baseline error ratio', '0.2');
    await retype(user, 'Simulated periods', '10');
    await waitFor(() => expect(value('false-alerts-3')).not.toBe(''), { timeout: 20_000 });
    expect(
      screen.getByText(
        /tier 3 is firing .* of the time: the baseline error ratio is at or above its threshold/,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('refuses a noise run too large to attempt, in words', async () => {
    const user = renderPanel(AlertsPanel);
    await retype(user, 'SLO period', '366');
    await retype(user, 'Simulated periods', '1000');
    expect(screen.getByText(/Not run: That is 527,040,000 simulated minutes/)).toBeInTheDocument();
  });
});
