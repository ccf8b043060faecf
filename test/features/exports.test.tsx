/**
 * `npm run calc -- <panel> --export <id>` prints exactly the text the panel's copy button gives:
 * each panel with texts to copy is rendered at its defaults, every format and platform choice is
 * clicked, and the texts on the page are the CLI's, one for one.
 */
import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { runCalc } from '@/cli/calc';
import { CALC_PANELS } from '@/cli/calc-panels';
import AlertsPanel from '@/features/alerts/alerts-panel';
import BacktestPanel from '@/features/backtest/backtest-panel';
import CapacityPanel from '@/features/capacity/capacity-panel';
import DetectionPanel from '@/features/detection/detection-panel';
import FailoverPanel from '@/features/failover/failover-panel';
import OverloadPanel from '@/features/overload/overload-panel';
import TailPanel from '@/features/tail/tail-panel';
import { renderPanel } from './helpers';

const PANELS: Readonly<Record<string, ComponentType>> = {
  alerts: AlertsPanel,
  backtest: BacktestPanel,
  detection: DetectionPanel,
  failover: FailoverPanel,
  overload: OverloadPanel,
  tail: TailPanel,
  capacity: CapacityPanel,
};

/** A text as the CLI prints it: ending in one newline. */
const asPrinted = (text: string) => (text.endsWith('\n') ? text : `${text}\n`);

/** Every copy block's text on the page, after clicking each choice of the export radio groups. */
function pageTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = () => {
    for (const pre of document.querySelectorAll('pre.copy-block-text'))
      texts.add(asPrinted(pre.textContent ?? ''));
  };
  collect();
  const radios = [
    ...document.querySelectorAll<HTMLInputElement>(
      'input[type="radio"][name$="-platform"], input[type="radio"][name="alerts-export"]',
    ),
  ];
  for (const radio of radios) {
    act(() => {
      fireEvent.click(radio);
    });
    collect();
  }
  return texts;
}

/** The CLI's texts for every export of the panel at its defaults. */
function cliTexts(panel: string): Map<string, string> {
  const listed = runCalc([panel, '--export']);
  expect(listed.code).toBe(0);
  const ids = [...listed.stdout.matchAll(/^ {2}(\S+)/gm)].map((m) => m[1] ?? '');
  expect(ids.length).toBeGreaterThan(0);
  return new Map(
    ids.map((id) => {
      const out = runCalc([panel, '--export', id]);
      expect(out.stderr).toBe('');
      expect(out.code).toBe(0);
      return [id, out.stdout];
    }),
  );
}

describe('calc --export prints what the copy buttons give', () => {
  afterEach(cleanup);

  it('covers every panel that has texts to copy', () => {
    expect(
      CALC_PANELS.filter((p) => p.exportable)
        .map((p) => p.id)
        .sort(),
    ).toEqual(Object.keys(PANELS).sort());
  });

  for (const [id, Panel] of Object.entries(PANELS)) {
    it(`${id}: the page's texts are the CLI's, one for one`, async () => {
      renderPanel(Panel);
      // The export sections are loaded lazily, as the page's are.
      await waitFor(() => expect(document.querySelector('pre.copy-block-text')).not.toBeNull(), {
        timeout: 5000,
      });
      const page = pageTexts();
      const cli = cliTexts(id);
      for (const [exportId, text] of cli) {
        expect(page.has(text), `${id} --export ${exportId} is not on the page`).toBe(true);
      }
      expect([...page].sort()).toEqual([...new Set(cli.values())].sort());
    });
  }
});
