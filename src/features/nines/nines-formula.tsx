import { parseDecimalText } from '@/core/exact/decimal-text';
import { Formula } from '@/components/formula';
import type { NinesModel } from './nines-model';
import { forwardFormula, reverseFormula } from './nines-formula-text';

/** The formula with the user's own numbers, or nothing while the input is invalid. */
export function NinesFormula({
  model,
  down,
}: {
  readonly model: NinesModel;
  readonly down: string;
}) {
  const { result } = model;
  if (!result || !model.calendar.ok) return null;
  const downSeconds = parseDecimalText(down.trim());
  const lines =
    model.mode === 'reverse' && model.periodField?.ok && downSeconds
      ? reverseFormula(
          result.unavailability,
          downSeconds.value,
          model.periodField.value,
          model.calendar.value,
        )
      : forwardFormula(result.unavailability, model.calendar.value);
  return <Formula tex={lines.tex} text={lines.text} />;
}
