import styled, { css } from 'styled-components';

/**
 * A form's field, one look in every app: a label over its control, then a hint and a message about it.
 * The apps compose these (booking's compact widgets, content's forms, catalog's search); what differs
 * between them is said where they use them.
 */

/** The corners of a control: `sm` in booking's compact widgets, `md` in the pages' own forms. */
export type ControlCorner = 'sm' | 'md';

/** A text control (input, select, textarea): full width, tall enough to tap, drawn from the theme. */
export const controlLook = (corner: ControlCorner) => css`
  width: 100%;
  min-width: 0;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii[corner]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
`;

/** A field's label, for a `label` element or one styled inside a field. */
export const labelLook = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`;

/** A label, its control and what is said about it (hint, message), stacked. */
export const Field = styled.div`
  display: grid;
  /* Beside a taller field (one with a hint) the label and control keep their height. */
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  ${labelLook}
`;

/** Help under a field (limits, guidance). */
export const FieldHint = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A message about one field, under it (what its check or the server said). */
export const FieldMessage = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

export type NoticeTone = 'error' | 'success';

/** A message about the whole form or screen: what went wrong, or what was done. */
export const Notice = styled.p<{ $tone: NoticeTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  &:empty {
    display: none;
  }
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
