import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'contracts';
import { PageContainer } from 'shared/ui';

/**
 * SPEC §2: shown when the booking, or its property, cannot be found. The spec's debug info is left
 * out: it is the page's internals, not something a guest can act on (the console has the reason).
 */
export function BookingNotFound() {
  return (
    <Root role="alert">
      <h1>Booking Data Not Found</h1>
      <p>We couldn&apos;t find your booking details. Please try creating the booking again.</p>
      <p>
        Made a booking already? <FindLink to={paths.bookingConfirmation}>Find it with its reference and email</FindLink>
        .
      </p>
      <HomeLink to={paths.home}>Go to Homepage</HomeLink>
    </Root>
  );
}

const Root = styled(PageContainer).attrs({ as: 'section' })`
  padding-block: ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const FindLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;

const HomeLink = styled(Link)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;
