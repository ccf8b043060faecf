import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ALERTS_FIELDS } from '@/core/alerts/fields';
import { BACKTEST_FIELDS } from '@/core/backtest/fields';
import { defaultsOf } from '@/core/fields/schema';
import AlertsPanel from '@/features/alerts/alerts-panel';
import { backtestLink } from '@/features/alerts/rules-export';
import { decodeQuery, parseHash } from '@/lib/url-state/codec';
import { renderPanel } from '../helpers';

describe('the link from the rules to the Alert backtest', () => {
  it('carries the SLO, period, policy, tiers and selectors, and an evaluation interval when set', () => {
    const inputs = {
      ...defaultsOf(ALERTS_FIELDS),
      slo: '99.95',
      period: '28',
      policy: 'custom',
      tiers: 'page 2h/10m 3%',
      errors: 'errs{job="x"}',
      eval: '15',
    };
    const route = parseHash(backtestLink(inputs));
    expect(route.panelId).toBe('backtest');
    const decoded = decodeQuery(BACKTEST_FIELDS, route.query);
    expect(decoded.problems).toEqual([]);
    expect(decoded.inputs).toMatchObject({
      slo: '99.95',
      period: '28',
      policy: 'custom',
      tiers: 'page 2h/10m 3%',
      errors: 'errs{job="x"}',
      total: inputs.total,
      eval: '15',
    });
    // The Alerts panel's continuous default (0) is not an interval: the backtest keeps its 60 s.
    const continuous = decodeQuery(
      BACKTEST_FIELDS,
      parseHash(backtestLink(defaultsOf(ALERTS_FIELDS))).query,
    );
    expect(continuous.inputs.eval).toBe('60');
  });

  it('is under the rules on the page', async () => {
    renderPanel(AlertsPanel);
    const link = await screen.findByRole('link', {
      name: 'Backtest these rules on your own metrics',
    });
    expect(link.getAttribute('href')).toBe('#/backtest?v=1');
  });
});
