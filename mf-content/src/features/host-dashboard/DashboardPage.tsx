import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { hostMessages, hostingPaths, type HostAccount } from 'shared/hosts';
import { media } from 'shared/ui';
import { ButtonLink } from '../../lib/layout/Page';
import { HostingPage } from '../../lib/hosting/HostingPage';
import { useHostIdentity } from '../../lib/hosting/hostIdentityApi';
import { ResendLinkButton } from '../../lib/hosting/ResendLinkButton';
import { BookingCalendar } from './BookingCalendar';
import { BookingInbox } from './BookingInbox';

export interface DashboardPageProps {
  host: HostAccount;
  /** The host's listings table (its own feature; the host area's router puts it here). */
  listings: ReactNode;
}

/** What the host area links to from its dashboard. */
const areaLinks = [
  { to: hostingPaths.listings, label: 'Listings' },
  { to: hostingPaths.newListing, label: 'New listing' },
  { to: hostingPaths.profile, label: 'Profile' },
  { to: hostingPaths.identity, label: 'Identity' },
] as const;

/**
 * `/hosting`: the host's own start page: a greeting, the banner that asks for a verified email
 * (publishing needs one), the host area's links, the host's bookings (booking's inbox), their
 * calendar (booking's calendar) and listings.
 */
export function DashboardPage({ host, listings }: DashboardPageProps) {
  const firstName = host.name.trim().split(/\s+/)[0] || host.name;
  return (
    <HostingPage title={`Karibu, ${firstName}`} lead="Your hosting at a glance." width="wide">
      {!host.emailVerified && (
        <Banner aria-labelledby="verify-banner-title">
          <div>
            <BannerTitle id="verify-banner-title">Verify your email address</BannerTitle>
            <p>
              {hostMessages.emailNotVerified} We sent it to <strong>{host.email}</strong>.
            </p>
          </div>
          <ResendLinkButton email={host.email} />
        </Banner>
      )}
      <IdentityBanner />
      <AreaNav aria-label="Hosting">
        {areaLinks.map((link) => (
          <AreaLink key={link.to} to={link.to} end>
            {link.label}
          </AreaLink>
        ))}
      </AreaNav>
      <BookingInbox />
      <BookingCalendar />
      {listings}
    </HostingPage>
  );
}

/** Asks a host whose identity is not verified (or was not accepted) to send their photos. */
function IdentityBanner() {
  const identity = useHostIdentity();
  const status = identity.data?.status;
  if (status !== 'none' && status !== 'rejected') return null;
  return (
    <Banner aria-labelledby="identity-banner-title">
      <div>
        <BannerTitle id="identity-banner-title">
          {status === 'rejected' ? 'We could not verify your identity' : 'Verify your identity'}
        </BannerTitle>
        <p>
          {status === 'rejected'
            ? 'Send new photos of your ID card or passport and of yourself.'
            : 'Your listings show "Verified" once our team has checked your ID card or passport and approved the listing.'}
        </p>
      </div>
      <ButtonLink to={hostingPaths.identity} $variant="primary">
        {status === 'rejected' ? 'Send new photos' : 'Verify now'}
      </ButtonLink>
    </Banner>
  );
}

const Banner = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  ${media.tablet} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`;

const BannerTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.xxs};
`;

const AreaNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const AreaLink = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;
