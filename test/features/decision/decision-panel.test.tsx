import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DecisionPanel from '@/features/decision/decision-panel';
import { useDecisionStore } from '@/features/decision/state';
import { renderMermaid } from '@/lib/mermaid';
import { renderPanel, retype } from '../helpers';

// Mermaid cannot lay out in a DOM emulator: the adapter is mocked and the generated source checked.
vi.mock('@/lib/mermaid', () => ({
  renderMermaid: vi.fn((source: string) =>
    Promise.resolve({
      ok: true,
      svg: `<svg viewBox="0 0 100 50"><desc>${source.length}</desc></svg>`,
    }),
  ),
}));
const mocked = vi.mocked(renderMermaid);
const lastSource = () => mocked.mock.calls.at(-1)?.[0] ?? '';
const lastTheme = () => mocked.mock.calls.at(-1)?.[1];

const value = (id: string) =>
  document.querySelector<HTMLElement>(`[data-result="${id}"]`)?.dataset.value;

describe('Failover decision panel', () => {
  beforeEach(() => {
    mocked.mockClear();
    document.documentElement.dataset.theme = 'light';
  });
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('opens on the clean promotion: auto-promote and page, path to the promote node', async () => {
    renderPanel(DecisionPanel);
    expect(value('verdict')).toBe('auto-promote-and-page');
    expect(screen.getByText(/4 of 5 voters hold a majority of 3/)).toBeInTheDocument();
    expect(value('quorum-majority')).toBe('3');
    expect(value('quorum-holds')).toBe('1');
    await waitFor(() => expect(lastSource()).toContain('  class promote verdict'));
    expect(lastSource()).toContain('  linkStyle 0,3,6,10,12,14,16 stroke:#0f766e');
    expect(lastTheme()).toBe('light');
    await screen.findByRole('region', { name: /Failover decision flowchart, drawn/ });
  });

  it('a lagging replica pages a human, and the diagram’s path changes with it', async () => {
    const user = renderPanel(DecisionPanel);
    await retype(user, 'Replica lag', '42');
    expect(value('verdict')).toBe('page-human');
    expect(value('replica-lag-margin')).toBe('-37');
    expect(screen.getByText(/42 s behind \(at most 5 s allowed\)/)).toBeInTheDocument();
    await waitFor(() => expect(lastSource()).toContain('  class page verdict'));
    // The verdict node is amber, like the verdict card, not the success colour.
    expect(lastSource()).toContain('  classDef verdict fill:#fbe3a1,stroke:#b7791f');
    expect(document.querySelector('[data-result="verdict"]')).toHaveClass('verdict-page-human');
    expect(lastSource()).toContain('lag 42 s > 5 s allowed');
    expect(lastSource()).toContain('  linkStyle 0,3,6,9 stroke');
  });

  it('exactly half the voters is not a majority', async () => {
    const user = renderPanel(DecisionPanel);
    await retype(user, 'Voters online', '2');
    await retype(user, 'Total voters', '4');
    expect(value('quorum-majority')).toBe('3');
    expect(value('quorum-holds')).toBe('0');
    expect(value('verdict')).toBe('page-human');
    expect(screen.getByText('exactly half is not a majority')).toBeInTheDocument();
    await retype(user, 'Voters online', '3');
    expect(value('verdict')).toBe('auto-promote-and-page');
  });

  it('explains bad input in words, keeps the text, and still decides paths that do not need it', async () => {
    const user = renderPanel(DecisionPanel);
    await retype(user, 'Total voters', 'five');
    expect(screen.getByRole('alert')).toHaveTextContent('“five” is not a number');
    expect(screen.getByLabelText('Total voters')).toHaveValue('five');
    expect(value('verdict')).toBe('');
    expect(value('quorum-majority')).toBe('');
    await waitFor(() => expect(lastSource()).toContain('  class quorum blocked'));
    await user.selectOptions(screen.getByLabelText('Action'), 'lb');
    expect(value('verdict')).toBe('automate');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    expect(useDecisionStore.getState().inputs.voters).toBe('five');
  });

  it('refuses more voters online than exist', async () => {
    const user = renderPanel(DecisionPanel);
    await retype(user, 'Voters online', '7');
    expect(screen.getByRole('alert')).toHaveTextContent('Only 5 voters exist');
    expect(value('verdict')).toBe('');
  });

  it('shows a link’s unknown partition value as an error on its field', () => {
    act(() => useDecisionStore.getState().set('partition', 'maybe'));
    renderPanel(DecisionPanel);
    expect(screen.getByRole('alert')).toHaveTextContent('“maybe” is not a valid setting');
    expect(screen.getByLabelText('What the failure looks like')).toHaveValue('maybe');
  });

  it.each([
    ['Flaky check (not yet N)', 'keep-checking', { seen: '1', action: 'lb' }],
    ['Remove from pool', 'automate', { action: 'lb' }],
    ['Promotion, lagging replica', 'page-human', { lag: '42' }],
    ['Promotion during a partition', 'page-human', { partition: '1', up: '3' }],
    ['Clean promotion', 'auto-promote-and-page', {}],
  ])('preset “%s” → %s', async (label, verdict, changes) => {
    const user = renderPanel(DecisionPanel);
    await retype(user, 'Replica lag', '99');
    await user.click(screen.getByRole('button', { name: label }));
    expect(value('verdict')).toBe(verdict);
    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    const inputs: Readonly<Record<string, string>> = useDecisionStore.getState().inputs;
    for (const [k, v] of Object.entries(changes)) expect(inputs[k]).toBe(v);
    // Exactly one preset matches.
    const pressed = screen
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(pressed).toHaveLength(1);
  });

  it('redraws in the dark palette when the app’s theme changes', async () => {
    renderPanel(DecisionPanel);
    await waitFor(() => expect(lastTheme()).toBe('light'));
    act(() => {
      document.documentElement.dataset.theme = 'dark';
    });
    await waitFor(() => expect(lastTheme()).toBe('dark'));
    expect(lastSource()).toContain('stroke:#2dd4bf');
  });

  it('shows a render error in words', async () => {
    mocked.mockResolvedValueOnce({
      ok: false,
      error: 'The diagram could not be drawn: Parse error on line 3',
    });
    renderPanel(DecisionPanel);
    expect(await screen.findByText(/could not be drawn: Parse error on line 3/)).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('copies the generated Mermaid source', async () => {
    const user = renderPanel(DecisionPanel);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy Mermaid source' }));
    expect(writeText).toHaveBeenCalledWith(lastSource());
    const figure = screen.getByText('Failover decision flowchart').closest('figure')!;
    expect(within(figure).getByRole('status')).toHaveTextContent('Mermaid source copied.');
  });
});
