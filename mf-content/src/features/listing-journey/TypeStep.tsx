import { propertyTypeLabels, propertyTypes } from 'contracts';
import { listingFieldLabels } from 'shared/hosts';
import { Choice, Choices } from '../../lib/form/form.styles';
import type { StepFieldsProps } from './stepProps';

export function TypeStep({ values, onChange }: StepFieldsProps) {
  return (
    <Choices>
      <legend className="visually-hidden">{listingFieldLabels.type}</legend>
      {propertyTypes.map((type) => (
        <Choice key={type}>
          <input
            type="radio"
            name="type"
            value={type}
            checked={values.type === type}
            onChange={() => onChange({ type })}
          />
          <span>{propertyTypeLabels[type]}</span>
        </Choice>
      ))}
    </Choices>
  );
}
