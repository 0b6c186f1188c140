import styled from 'styled-components';
import { hostFieldLimits, kenyaCounties, listingFieldLabels } from 'shared/hosts';
import { FormField } from '../../lib/form/FormField';
import { FieldHint, FieldRow } from '../../lib/form/form.styles';
import { TextField } from '../../lib/form/TextField';
import { errorOf, type StepFieldsProps } from './stepProps';

type TextFieldName = 'city' | 'area' | 'address';

const textFields: Array<{ field: TextFieldName; autoComplete: string; placeholder: string }> = [
  { field: 'city', autoComplete: 'address-level2', placeholder: 'Nairobi, Diani, Naivasha…' },
  { field: 'area', autoComplete: 'address-level3', placeholder: 'Kilimani, Nyali, Karen…' },
  { field: 'address', autoComplete: 'street-address', placeholder: 'Street, building and house number' },
];

export function LocationStep({ values, onChange, problem }: StepFieldsProps) {
  return (
    <Fields>
      <FormField name="county" label={listingFieldLabels.county} error={errorOf(problem, 'county')}>
        {(control) => (
          <select {...control} value={values.county} onChange={(event) => onChange({ county: event.target.value })}>
            <option value="">Choose a county</option>
            {kenyaCounties.map((county) => (
              <option key={county} value={county}>
                {county}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {textFields.map(({ field, autoComplete, placeholder }) => (
        <TextField
          key={field}
          name={field}
          label={listingFieldLabels[field]}
          autoComplete={autoComplete}
          placeholder={placeholder}
          maxLength={hostFieldLimits[field]}
          value={values[field]}
          onValueChange={(value) => onChange({ [field]: value })}
          error={errorOf(problem, field)}
        />
      ))}
      <Pin>
        <legend>Map pin (optional)</legend>
        {/* SPEC §2: the detail page's map says "Exact location provided after booking confirmation". */}
        <FieldHint>
          Guests see the area on the map; the exact pin and the street address are shared only after their booking is
          confirmed.
        </FieldHint>
        <FieldRow>
          {(['lat', 'lng'] as const).map((field) => (
            <TextField
              key={field}
              name={field}
              label={field === 'lat' ? 'Latitude' : 'Longitude'}
              inputMode="decimal"
              placeholder={field === 'lat' ? '-1.2921' : '36.8219'}
              value={values[field]}
              onValueChange={(value) => onChange({ [field]: value })}
              error={errorOf(problem, field)}
            />
          ))}
        </FieldRow>
      </Pin>
      <TextField
        name="traNumber"
        label={listingFieldLabels.traNumber}
        autoComplete="off"
        autoCapitalize="characters"
        placeholder="TRA/STR/2024/0412"
        maxLength={hostFieldLimits.traNumber}
        value={values.traNumber}
        onValueChange={(traNumber) => onChange({ traNumber })}
        error={errorOf(problem, 'traNumber')}
        hint="From your Tourism Regulatory Authority certificate: every short-term rental in Kenya is registered. Our team checks it before the listing goes live; guests never see it."
      />
    </Fields>
  );
}

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Pin = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.space.xxs};
  }
`;
