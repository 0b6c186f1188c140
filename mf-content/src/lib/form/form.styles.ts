import styled from 'styled-components';
import { media } from 'shared/ui';
import { controlLook, Field as KitField, FieldHint as KitFieldHint, labelLook } from 'shared/ui-form';
import { Button } from '../layout/Page';

/**
 * The frame of a form (the contact form, the host area's forms): its card, title, notes, the submit
 * button, and each field: a label over its control, the required-field asterisk beside the label, a
 * hint and a message under it. Fields, messages and notices are the kit's (`shared/ui-form`).
 */

/** The card a form sits in. */
export const FormCard = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export const FormTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
`;

export const FormNote = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Two fields side by side from tablet width up. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** The asterisk sits beside the label, not in it, so the field's accessible name is just its label. */
export const LabelRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
`;

export const Required = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * A label, its control and what is said about it (hint, error), stacked: the kit's field
 * (`shared/ui-form`), with the look of whatever control `FormField` is given set here, inside it.
 */
export const Field = styled(KitField)`
  label {
    ${labelLook}
  }
  input:not([type='checkbox']):not([type='radio']):not([type='file']),
  select,
  textarea {
    ${controlLook('md')}
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

/** Help under a field (limits, guidance): the kit's, at the pages' small text size. */
export const FieldHint = styled(KitFieldHint)`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Full width on a phone, its own width from tablet up. */
export const SubmitButton = styled(Button)`
  justify-self: start;
  width: 100%;
  ${media.tablet} {
    width: auto;
  }
`;

/** Looks like the site's light button; focus on the hidden input shows on it. */
export const ChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] + & {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Radio buttons drawn as cards; the native input stays (keyboard: Tab in, arrows between). */
export const Choices = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  gap: ${({ theme }) => theme.space.sm};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
    legend,
    p {
      grid-column: 1 / -1;
    }
  }
`;

export const Choice = styled.label`
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

/** A quiet panel beside or under a form: what guests see of it, who sees what is sent. */
export const SidePanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;
