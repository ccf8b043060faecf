import { mul } from '@/core/exact/rational';
import { Formula } from '@/components/formula';
import type { NinesModel } from './nines-model';
import { forwardFormula, reverseFormula } from './nines-formula-text';

/** The formula with the user's own numbers, or nothing while the input is invalid. */
export function NinesFormula({ model }: { readonly model: NinesModel }) {
  const { result, calendar, periodField } = model;
  if (!result || !calendar.ok) return null;
  const lines =
    model.mode === 'reverse' && periodField?.ok
      ? reverseFormula(
          result.unavailability,
          // d = u × T exactly: the downtime the user typed, without parsing it twice.
          mul(result.unavailability, BigInt(calendar.value.seconds[periodField.value])),
          periodField.value,
          calendar.value,
        )
      : forwardFormula(result.unavailability, calendar.value);
  return <Formula tex={lines.tex} text={lines.text} />;
}
