import { LISTING_PRICE_GUIDANCE, listingFieldLabels } from 'shared/hosts';
import { formatKsh } from 'shared/ui';
import { TextField } from '../../lib/form/TextField';
import { errorOf, type StepFieldsProps } from './stepProps';

export function PriceStep({ values, onChange, problem }: StepFieldsProps) {
  return (
    <TextField
      name="price"
      label={`${listingFieldLabels.price} (KSh)`}
      inputMode="numeric"
      autoComplete="off"
      placeholder="4500"
      value={values.price}
      onValueChange={(price) => onChange({ price })}
      error={errorOf(problem, 'price')}
      // SPEC §1: price guidance KSh 2,500 to 12,000 a night.
      hint={`Whole shillings a night. Most stays on Makao are ${formatKsh(LISTING_PRICE_GUIDANCE.min)} to ${formatKsh(LISTING_PRICE_GUIDANCE.max)} a night.`}
    />
  );
}
