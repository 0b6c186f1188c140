import styled from 'styled-components';

/**
 * react-day-picker's markup (its `rdp-*` class names) drawn from the theme, instead of the library's
 * own style sheet: months, caption, arrows by the months, weekday row, day buttons, today, disabled,
 * selected and a selected range. `$day` is a day button's size (2.75rem unless told).
 */
export const DayPickerRoot = styled.div<{ $day?: string }>`
  --day: ${({ $day = '2.75rem' }) => $day};
  min-width: 0;
  .rdp-root {
    position: relative;
    width: fit-content;
    max-width: 100%;
  }
  .rdp-months {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.lg};
  }
  .rdp-month_caption {
    display: flex;
    align-items: center;
    min-height: var(--day);
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  .rdp-nav {
    position: absolute;
    inset-block-start: 0;
    inset-inline-end: 0;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    z-index: 1;
  }
  .rdp-button_previous,
  .rdp-button_next {
    display: inline-grid;
    place-items: center;
    width: var(--day);
    height: var(--day);
    border: 1px solid ${({ theme }) => theme.colors.line};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    cursor: pointer;
    &[aria-disabled='true'],
    &:disabled {
      opacity: 0.4;
      cursor: default;
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 2px;
    }
  }
  .rdp-chevron {
    width: 1.1rem;
    height: 1.1rem;
    fill: currentColor;
  }
  .rdp-month_grid {
    border-collapse: separate;
    border-spacing: 2px;
  }
  .rdp-weekday {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    padding-block: ${({ theme }) => theme.space.xxs};
  }
  .rdp-day {
    padding: 0;
    text-align: center;
  }
  .rdp-day_button {
    width: var(--day);
    height: var(--day);
    border: 0;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.ink};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
    &:hover:not(:disabled) {
      box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primary};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.primary};
      outline-offset: 2px;
    }
  }
  .rdp-outside {
    visibility: hidden;
  }
  .rdp-today .rdp-day_button {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  .rdp-disabled .rdp-day_button {
    color: ${({ theme }) => theme.colors.muted};
    opacity: 0.55;
    cursor: not-allowed;
  }
  .rdp-range_middle .rdp-day_button {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
  .rdp-range_start .rdp-day_button,
  .rdp-range_end .rdp-day_button,
  .rdp-selected:not(.rdp-range_middle) .rdp-day_button {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    opacity: 1;
  }
`;
