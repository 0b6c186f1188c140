import styled from 'styled-components';

/** The booking forms' shared pieces: one look for the dialog, the listing card and the detail column. */

export const FormBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

export const Field = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const control = `
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  font-size: 1rem;
`;

export const TextInput = styled.input`
  ${control}
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  &:disabled {
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const TextArea = styled.textarea`
  ${control}
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  resize: vertical;
`;

export const SubmitButton = styled.button`
  width: 100%;
  min-height: 3rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
`;

/** A message about the form, read out at once (the spec's alerts are shown here, in the form). */
export const FormAlert = styled.p`
  white-space: pre-line;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;
