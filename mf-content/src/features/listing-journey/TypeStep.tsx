import styled from 'styled-components';
import { propertyTypeLabels, propertyTypes } from 'contracts';
import { listingFieldLabels } from 'shared/hosts';
import { media } from 'shared/ui';
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

/** Radio buttons drawn as cards; the native input stays (keyboard: Tab in, arrows between). */
const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 3.5rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-weight: 600;
  cursor: pointer;
  input {
    width: 1.25rem;
    height: 1.25rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;
