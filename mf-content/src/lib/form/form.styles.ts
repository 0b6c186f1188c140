import styled, { css } from 'styled-components';
import { media } from 'shared/ui';
import { Button } from '../layout/Page';

/**
 * The frame of a form (the contact form, the host area's forms): its card, title, notes, the submit
 * button, and each field: a label over its control, the required-field asterisk beside the label, a
 * hint and a message under it. The look of inputs, selects and textareas is set once here.
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

/** A label, its control and what is said about it (hint, error), stacked. */
export const Field = styled.div`
  display: grid;
  /* Beside a taller field (one with a hint) the label and control keep their height. */
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input:not([type='checkbox']):not([type='radio']):not([type='file']),
  select,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
  }
  textarea {
    resize: vertical;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.danger};
  }
`;

/** Help under a field (limits, guidance). */
export const FieldHint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type NoticeTone = 'error' | 'success';

/** A message about the whole form (the contact form's alerts, a server answer). */
export const Notice = styled.p<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  ${({ $tone, theme }) =>
    $tone === 'error'
      ? css`
          background: ${theme.colors.dangerSoft};
          color: ${theme.colors.danger};
        `
      : css`
          background: ${theme.colors.primarySoft};
          color: ${theme.colors.primaryDark};
        `}
`;

/** A message about one field, under it. */
export const FieldMessage = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

/** Full width on a phone, its own width from tablet up. */
export const SubmitButton = styled(Button)`
  justify-self: start;
  width: 100%;
  ${media.tablet} {
    width: auto;
  }
`;
