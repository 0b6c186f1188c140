import { useState } from 'react';
import styled from 'styled-components';
import { amenityChoices, hostFieldLimits } from 'shared/hosts';
import { Button } from '../../lib/layout/Page';
import { Field, FieldHint } from '../../lib/form/form.styles';
import type { StepFieldsProps } from './stepProps';

const amenityMessages = {
  duplicate: 'That amenity is already on the list',
  tooMany: `A listing can have at most ${hostFieldLimits.amenities} amenities`,
} as const;

export function AmenitiesStep({ values, onChange, fieldId }: StepFieldsProps) {
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const chosen = values.amenities;
  const own = chosen.filter((amenity) => !(amenityChoices as readonly string[]).includes(amenity));
  const choices = [...amenityChoices, ...own];

  const toggle = (amenity: string) =>
    onChange({
      amenities: chosen.includes(amenity) ? chosen.filter((item) => item !== amenity) : [...chosen, amenity],
    });

  const addOwn = () => {
    const amenity = custom.trim().replace(/\s+/g, ' ');
    if (amenity === '') return;
    if (chosen.some((item) => item.toLowerCase() === amenity.toLowerCase())) {
      setMessage(amenityMessages.duplicate);
      return;
    }
    if (chosen.length >= hostFieldLimits.amenities) {
      setMessage(amenityMessages.tooMany);
      return;
    }
    onChange({ amenities: [...chosen, amenity] });
    setCustom('');
    setMessage(`${amenity} added`);
  };

  return (
    <>
      <Chips>
        <legend className="visually-hidden">Amenities</legend>
        {choices.map((amenity) => (
          <Chip key={amenity}>
            <input type="checkbox" checked={chosen.includes(amenity)} onChange={() => toggle(amenity)} />
            <span>{amenity}</span>
          </Chip>
        ))}
      </Chips>
      <AddRow>
        <Field>
          <label htmlFor={fieldId('amenities')}>Add your own</label>
          <input
            id={fieldId('amenities')}
            type="text"
            maxLength={hostFieldLimits.amenity}
            placeholder="Rooftop terrace, cot for a baby…"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            onKeyDown={(event) => {
              // The journey is one form: Enter here adds the amenity instead of going to the next step.
              if (event.key === 'Enter') {
                event.preventDefault();
                addOwn();
              }
            }}
          />
        </Field>
        <Button type="button" $variant="light" onClick={addOwn}>
          Add
        </Button>
      </AddRow>
      <FieldHint role="status">{message}</FieldHint>
    </>
  );
}

const Chips = styled.fieldset`
  border: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  & > div {
    flex: 1 1 14rem;
  }
  button {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;
