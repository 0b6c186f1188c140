import styled, { type DefaultTheme } from 'styled-components';
import { lifecycleLabels, type LifecycleStatus } from 'contracts/booking-lifecycle';

/**
 * How each status looks: its own colour pair and icon, always with its words, so colour is never
 * the only signal. Every pair reads at WCAG AA for small bold text (the ratios beside each); the two
 * hues the theme lacks (a blue for a request with the host, a plum for a cancellation) are kept here
 * rather than in the site's theme, which every remote shares.
 */
const looks: Record<LifecycleStatus, { fg: (t: DefaultTheme) => string; bg: (t: DefaultTheme) => string }> = {
  // 4.8:1
  unconfirmed: { fg: (t) => t.colors.accent, bg: (t) => t.colors.accentSoft },
  // 7.6:1
  requested: { fg: () => '#1e4f8a', bg: () => '#e8f0fa' },
  // 8.3:1
  confirmed: { fg: (t) => t.colors.primaryDark, bg: (t) => t.colors.primarySoft },
  // 14:1
  completed: { fg: (t) => t.colors.ink, bg: (t) => t.colors.sand },
  // 5.6:1
  declined: { fg: (t) => t.colors.danger, bg: (t) => t.colors.dangerSoft },
  // 5.3:1
  expired: { fg: (t) => t.colors.muted, bg: () => '#eceae5' },
  // 8.9:1
  cancelled: { fg: () => '#6b2d6f', bg: () => '#f5eaf5' },
};

/** 16 × 16 outline icons, drawn in the text's colour. */
const icons: Record<LifecycleStatus, string> = {
  // An envelope: the code is in the guest's email.
  unconfirmed: 'M2 4h12v8H2z M2 4l6 5 6-5',
  // An hourglass: the host has the request.
  requested: 'M4 2h8 M4 14h8 M5 2c0 4 6 4 6 6s-6 2-6 6 M11 2c0 4-6 4-6 6s6 2 6 6',
  // A tick.
  confirmed: 'M3 8.5l3 3 7-7',
  // A flag: the stay is over.
  completed: 'M4 14V2 M4 2.5h8l-2 3 2 3H4',
  // A cross.
  declined: 'M4 4l8 8 M12 4l-8 8',
  // A clock.
  expired: 'M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2z M8 4.5V8l2.5 2',
  // A barred circle.
  cancelled: 'M8 2a6 6 0 1 0 0 12A6 6 0 1 0 8 2z M3.8 12.2l8.4-8.4',
};

export interface BookingStatusProps {
  status: LifecycleStatus;
  /** The words shown; the guest's (`lifecycleLabels`) unless a screen reads it otherwise (the host's inbox). */
  label?: string;
  className?: string;
}

/**
 * A booking's status as every booking screen shows it (the guest's pages, My Booking, the host's
 * inbox): an icon, a colour and the status in words, read by a screen reader as "Status: …".
 */
export function BookingStatus({ status, label = lifecycleLabels[status], className }: BookingStatusProps) {
  return (
    <Pill className={className} $status={status} data-status={status}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
        <path d={icons[status]} />
      </svg>
      <Hidden>Status: </Hidden>
      {label}
    </Pill>
  );
}

const Pill = styled.span<{ $status: LifecycleStatus }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  width: fit-content;
  max-width: 100%;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: 1.3;
  color: ${({ $status, theme }) => looks[$status].fg(theme)};
  background: ${({ $status, theme }) => looks[$status].bg(theme)};
  svg {
    flex: none;
    fill: none;
    stroke: currentColor;
    stroke-width: 1.75;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

const Hidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
