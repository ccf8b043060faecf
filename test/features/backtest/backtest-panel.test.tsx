/**
 * The alert backtest through the page. happy-dom has no Worker, so the job runs on the main
 * thread in slices (workers/run-sliced.ts), as every simulated panel's tests do. The worked
 * example's numbers are derived by hand in test/core/backtest/jobs.test.ts.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import BacktestPanel from '@/features/backtest/backtest-panel';
import { setLoadedData } from '@/features/backtest/data-store';
import { useBacktestStore } from '@/features/backtest/state';
import { renderPanel, retype } from '../helpers';

const value = (id: string) =>
  document.querySelector<HTMLElement>(`[data-result="${id}"]`)?.dataset.value;

const done = () =>
  waitFor(() => expect(document.querySelector('[data-status="done"]')).not.toBeNull(), {
    timeout: 20_000,
  });

describe('Alert backtest panel', () => {
  beforeEach(() => {
    useBacktestStore.getState().reset();
    setLoadedData('', null);
  });

  it('replays the worked example: the 1 h page at 6,240 s, the budget 83.3% spent', async () => {
    renderPanel(BacktestPanel);
    await done();
    await waitFor(() => expect(value('first-fire-1')).toBe('6240'));
    // 3600 s of history, then the 1 h ratio x/180,000 passes 1.44% after x = 2592 s: the next
    // evaluation on the minute is x = 2640 s.
    expect(value('first-fire-1')).toBe('6240');
    expect(Number(value('first-fire-1'))).toBeGreaterThanOrEqual(6192);
    expect(value('alerts-1')).toBe('1');
    // With an hour of history the 6 h window sees only the incident: it fires at 5,160 s.
    expect(value('first-fire-2')).toBe('5160');
    expect(value('first-fire-3')).toBe('3840');
    expect(Number(value('budget-spent'))).toBeCloseTo(720 / 864, 12);
    expect(Number(value('worst-burn-5m'))).toBeCloseTo(20, 9);
    expect(screen.getByText(/Replayed the sample/)).toBeTruthy();
    await waitFor(() =>
      expect(document.querySelector('[data-policy="workbook"]')?.textContent).toMatch(/chosen/),
    );
    await waitFor(() =>
      expect(screen.getByLabelText('promtool unit test').textContent).toMatch(/alert_rule_test/),
    );
    const link = screen.getByRole('link', { name: /SLO burn-rate alerts/ });
    expect(link.getAttribute('href')).toMatch(/^#\/alerts\?/);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('never fires tier 1 on the clean week', async () => {
    renderPanel(BacktestPanel);
    useBacktestStore.getState().set('sample', 'clean-week');
    await waitFor(() => expect(value('alerts-1')).toBe('0'), { timeout: 20_000 });
    expect(value('first-fire-1')).toBe('');
    expect(document.querySelector('[data-result="first-fire-1"]')?.textContent).toMatch(/never/);
  });

  it('shows an out-of-order time with its line under the box, and keeps the text', async () => {
    const user = renderPanel(BacktestPanel);
    await done();
    const text = 'time,errors,total\n0,0,0\n30,0,300\n15,0,150\n';
    const box = screen.getByLabelText('Your data');
    await user.click(box);
    await user.paste(text);
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').some((a) => /^Line 4/.test(a.textContent ?? ''))).toBe(
          true,
        ),
      { timeout: 20_000 },
    );
    expect(screen.getByLabelText('Your data')).toHaveValue(text);
    expect(useBacktestStore.getState().inputs.sample).toBe('own');
    expect(value('first-fire-1')).toBe('');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('keeps the data through a settings mistake, and replays it once fixed', async () => {
    const user = renderPanel(BacktestPanel);
    setLoadedData('time,errors,total\n0,0,0\n60,0,600\n120,30,1200\n180,60,1800\n240,60,2400\n');
    useBacktestStore.getState().set('sample', 'own');
    await done();
    await retype(user, 'SLO target', '100');
    expect(screen.getByText(/no error budget/)).toBeTruthy();
    expect(screen.getByLabelText('Your data')).toHaveValue(
      'time,errors,total\n0,0,0\n60,0,600\n120,30,1200\n180,60,1800\n240,60,2400\n',
    );
    await retype(user, 'SLO target', '99');
    await waitFor(() => expect(value('budget-spent')).toBe(String(60 / (0.01 * 2400))), {
      timeout: 20_000,
    });
  });

  it('says that a sample=own link carries no data, never a blank panel', () => {
    useBacktestStore.getState().set('sample', 'own');
    renderPanel(BacktestPanel);
    expect(screen.getAllByText(/sender’s own data, which is never put in a link/).length).toBe(1);
    expect(document.querySelectorAll('[data-result^="alerts-"]').length).toBe(3);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });
});
