import { hostFieldLimits, listingFieldLabels } from 'shared/hosts';
import { FormField } from '../../lib/form/FormField';
import { TextField } from '../../lib/form/TextField';
import { Fields } from './LocationStep';
import { errorOf, type StepFieldsProps } from './stepProps';

export function DescribeStep({ values, onChange, problem }: StepFieldsProps) {
  return (
    <Fields>
      <TextField
        name="title"
        label={listingFieldLabels.title}
        maxLength={hostFieldLimits.title}
        placeholder="Bright 2-bedroom apartment near Yaya Centre"
        value={values.title}
        onValueChange={(title) => onChange({ title })}
        error={errorOf(problem, 'title')}
        hint={`${values.title.length} of ${hostFieldLimits.title} characters`}
      />
      <FormField
        name="description"
        label={listingFieldLabels.description}
        error={errorOf(problem, 'description')}
        hint={`${values.description.length} of ${hostFieldLimits.description} characters. The first sentence shows on the cards.`}
      >
        {(control) => (
          <textarea
            {...control}
            rows={8}
            maxLength={hostFieldLimits.description}
            placeholder="What makes the place special, who it suits, what is nearby"
            value={values.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        )}
      </FormField>
    </Fields>
  );
}
