import { BACKTEST_FIELDS } from '@/core/backtest/fields';
import type { InputsOf, KeyOf, ParsedOf } from '@/core/fields/schema';
import { panelState } from '@/lib/panel';

export const backtestState = panelState(BACKTEST_FIELDS);
export const useBacktestStore = backtestState.useStore;
export type BacktestKey = KeyOf<typeof BACKTEST_FIELDS>;
export type BacktestInputs = InputsOf<typeof BACKTEST_FIELDS>;
export type BacktestFields = ParsedOf<typeof BACKTEST_FIELDS>;
