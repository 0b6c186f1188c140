import styled, { css } from 'styled-components';
import { media } from 'shared/ui';
import { controlLook, FieldMessage } from 'shared/ui-form';

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

/**
 * The widgets' controls: the kit's (`shared/ui-form`, like their fields and labels) drawn compact, with
 * small corners and never under 16px of text (a phone would zoom into it).
 */
const control = css`
  ${controlLook('sm')}
  font-size: 1rem;
  /* A field focused by a message scrolls clear of the site's fixed top bar, its label in view. */
  scroll-margin-block: 6rem 2rem;
`;

export const TextInput = styled.input`
  ${control}
  &:disabled {
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/**
 * A date field: typed as `YYYY-MM-DD` (or picked on the booking calendar). The browser's own picker
 * button is hidden: it cannot show booked nights, and one calendar is enough.
 */
export const DateInput = styled(TextInput)`
  &::-webkit-calendar-picker-indicator {
    display: none;
  }
`;

export const TextArea = styled.textarea`
  ${control}
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

/** A message about one field, next to it (every form's checks, SPEC §5/§8 texts), marked with a "!". */
export const FieldError = styled(FieldMessage)`
  &::before {
    content: '! ';
    display: inline-grid;
    place-items: center;
    width: 1.1em;
    height: 1.1em;
    margin-right: ${({ theme }) => theme.space.xxs};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.surface};
    font-size: 0.8em;
  }
`;

/** The stay's fields and their calendar; the `beside` calendar is placed against it. */
export const StayFieldsRoot = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

export const CalendarToggle = styled.button`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  /* A small calendar drawn in CSS, so the button's name is its words alone. */
  &::before {
    content: '';
    width: 1rem;
    height: 0.9rem;
    border: 2px solid currentColor;
    border-top-width: 4px;
    border-radius: 3px;
  }
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** The calendar's "Clear dates": a quiet text button under the months. */
export const ClearDates = styled.button`
  justify-self: start;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} 0`};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: underline;
  cursor: pointer;
`;

export const CalendarPanel = styled.div<{ $placement: 'inline' | 'beside' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  &[hidden] {
    display: none;
  }
  ${({ $placement, theme }) =>
    $placement === 'beside' &&
    css`
      ${media.desktop} {
        position: absolute;
        z-index: 5;
        inset-block-start: 0;
        inset-inline-end: calc(100% + ${theme.space.xl});
        /* As wide as its months; the note below wraps to them instead of widening the panel. */
        width: max-content;
        min-width: 18rem;
        > p {
          contain: inline-size;
        }
        padding: ${theme.space.md};
        border: 1px solid ${theme.colors.line};
        border-radius: ${theme.radii.lg};
        background: ${theme.colors.surface};
        box-shadow: ${theme.shadows.card};
      }
    `}
`;
