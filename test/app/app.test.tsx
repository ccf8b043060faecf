import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useThemeStore } from '@/app/theme';
import { boot, stopBooted } from './helpers';

describe('app shell', () => {
  beforeEach(() => {
    act(() => useThemeStore.setState({ preference: 'system', system: 'light' }));
  });

  afterEach(() => {
    stopBooted();
  });

  it('shows the product name, navigation and the routed panel', async () => {
    boot('#/nines?a=99.9');
    expect(screen.getByText('Reliability Lab')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Panels' });
    expect(nav).toContainElement(screen.getByRole('link', { name: 'Nines & downtime budgets' }));
    expect(screen.getByRole('link', { name: 'Nines & downtime budgets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await screen.findByLabelText('Availability target');
    expect(document.querySelector('[data-result="downtime-year"]')).toHaveAttribute(
      'data-value',
      '31536',
    );
  });

  it('toggles the theme and remembers the choice', async () => {
    const user = userEvent.setup();
    boot('#/nines');
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('reliability-lab/v1/theme')).toBe('dark');
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('follows the system theme until the user chooses', () => {
    boot('#/nines');
    act(() => useThemeStore.setState({ system: 'dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('renders one panel without chrome in embed mode, with a link to the full app', async () => {
    boot('#/nines?a=99.95&cal=gregorian&embed');
    await screen.findByLabelText('Availability target');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open in Reliability Lab' })).toHaveAttribute(
      'href',
      '#/nines?a=99.95&cal=gregorian',
    );
  });

  it('says when a panel does not exist, and lists the ones that do', () => {
    boot('#/nope');
    expect(screen.getByRole('heading', { name: 'No panel called “nope”' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Nines & downtime budgets' }).length,
    ).toBeGreaterThan(0);
  });

  it('shows link problems as a notice that can be dismissed', async () => {
    const user = userEvent.setup();
    boot('#/nines?foo=1');
    expect(screen.getByText(/“foo” is not a setting/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/“foo” is not a setting/)).toBeNull();
  });

  it('copies the link, and offers the text where copying is refused', async () => {
    const user = userEvent.setup();
    boot('#/nines?a=99.95');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(screen.getByText('Link copied.')).toBeInTheDocument());
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}/#/nines?a=99.95`);

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy embed snippet' }));
    const box = await screen.findByRole('textbox', { name: 'Text to copy' });
    expect((box as HTMLTextAreaElement).value).toMatch(
      /^<iframe src=".*#\/nines\?a=99\.95&embed" title="Reliability Lab: /,
    );
  });

  it('resets to the worked example', async () => {
    const user = userEvent.setup();
    boot('#/nines?a=99.5&cal=julian');
    await screen.findByLabelText('Availability target');
    await user.click(screen.getByRole('button', { name: 'Reset to example' }));
    expect(screen.getByLabelText('Availability target')).toHaveValue('99.99');
    expect(screen.getByLabelText('Calendar')).toHaveValue('365d');
  });
});
