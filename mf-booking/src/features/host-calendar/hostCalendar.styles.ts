import styled, { css, type DefaultTheme } from 'styled-components';
import { media } from 'shared/ui';
import { DayPickerRoot } from '../../lib/day-picker/DayPickerRoot';
import { HostButton } from '../../lib/hosting/HostButton';
import type { NightKind } from './calendarNights';

/** The calendar's look: the host area's cards and notices, and the day picker drawn from the theme. */

export const CalendarRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h4 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const control = css`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font: inherit;
  min-width: 0;
`;

export const PickerField = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 28rem;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  select {
    ${control}
  }
`;

/** The colours of each kind of night, shared by the grid and the legend. */
function nightLook(kind: NightKind | 'free' | 'past', theme: DefaultTheme) {
  switch (kind) {
    case 'requested':
      return css`
        background: ${theme.colors.accentSoft};
        color: ${theme.colors.ink};
        box-shadow: inset 0 0 0 2px ${theme.colors.accent};
      `;
    case 'booked':
      return css`
        background: ${theme.colors.primarySoft};
        color: ${theme.colors.primaryDark};
        text-decoration: line-through;
        box-shadow: inset 0 0 0 1px ${theme.colors.primary};
      `;
    case 'blocked':
      return css`
        background: repeating-linear-gradient(135deg, ${theme.colors.sand} 0 5px, ${theme.colors.line} 5px 10px);
        color: ${theme.colors.ink};
        box-shadow: inset 0 0 0 2px ${theme.colors.ink};
      `;
    case 'imported':
      return css`
        background: repeating-linear-gradient(
          45deg,
          ${theme.colors.accentSoft} 0 5px,
          ${theme.colors.surface} 5px 10px
        );
        color: ${theme.colors.ink};
        box-shadow: inset 0 0 0 1px ${theme.colors.accent};
      `;
    case 'past':
      return css`
        color: ${theme.colors.muted};
        opacity: 0.55;
      `;
    default:
      return css`
        background: ${theme.colors.surface};
        color: ${theme.colors.ink};
        box-shadow: inset 0 0 0 1px ${theme.colors.line};
      `;
  }
}

/**
 * The site's day picker (`DayPickerRoot`: the `rdp-*` markup drawn from the theme) with the host's
 * look: larger days and months apart, each kind of night, a selection filled end to end.
 */
export const PickerRoot = styled(DayPickerRoot).attrs({ $day: '2.75rem' })`
  .rdp-months {
    gap: ${({ theme }) => theme.space.xl};
  }
  .rdp-month_caption {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .rdp-month_grid {
    border-spacing: 3px;
  }
  .rdp-day_button {
    ${({ theme }) => nightLook('free', theme)}
  }
  .rdp-disabled .rdp-day_button {
    ${({ theme }) => nightLook('past', theme)}
  }
  .night-requested .rdp-day_button {
    ${({ theme }) => nightLook('requested', theme)}
  }
  .night-booked .rdp-day_button {
    ${({ theme }) => nightLook('booked', theme)}
  }
  .night-blocked .rdp-day_button {
    ${({ theme }) => nightLook('blocked', theme)}
  }
  .night-imported .rdp-day_button {
    ${({ theme }) => nightLook('imported', theme)}
  }
  .night-requested.rdp-disabled .rdp-day_button,
  .night-booked.rdp-disabled .rdp-day_button {
    opacity: 1;
  }
  .rdp-selected .rdp-day_button,
  .rdp-selected.night-blocked .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    box-shadow: none;
    opacity: 1;
  }
`;

export const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

export const Swatch = styled.span<{ $kind: NightKind | 'free' | 'past' }>`
  display: inline-block;
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 4px;
  ${({ $kind, theme }) => nightLook($kind, theme)}
  ${({ $kind, theme }) =>
    $kind === 'past' &&
    css`
      background: ${theme.colors.sand};
      box-shadow: inset 0 0 0 1px ${theme.colors.line};
    `}
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  flex: 1 1 16rem;
`;

export const ActionButton = HostButton;

export const QuietButton = styled(HostButton).attrs({ $variant: 'light' as const })``;

export const Problem = styled.p`
  margin: 0;
  flex-basis: 100%;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Done = styled.p`
  margin: 0;
  flex-basis: 100%;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
  &:focus {
    outline: none;
  }
`;

export const SyncRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  label {
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    ${control}
    width: 100%;
  }
  input[readonly] {
    background: ${({ theme }) => theme.colors.sand};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const CopyRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  input {
    flex: 1 1 14rem;
  }
`;

export const SyncStatus = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0;
  }
`;
