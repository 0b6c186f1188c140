import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'shared/contracts';

export interface BookingNotFoundProps {
  /** SPEC §2: debug info shown with the message (what was missing). */
  debug: Record<string, unknown>;
}

/** SPEC §2: shown when the booking, or its property, cannot be found. */
export function BookingNotFound({ debug }: BookingNotFoundProps) {
  return (
    <Root role="alert">
      <h1>Booking Data Not Found</h1>
      <p>We couldn&apos;t find your booking details. Please try creating the booking again.</p>
      <Debug>
        <summary>Debug info</summary>
        <pre>{JSON.stringify(debug, null, 2)}</pre>
      </Debug>
      <HomeLink to={paths.home}>Go to Homepage</HomeLink>
    </Root>
  );
}

const Root = styled.section`
  max-width: 40rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Debug = styled.details`
  width: 100%;
  text-align: left;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  pre {
    white-space: pre-wrap;
    background: ${({ theme }) => theme.colors.sand};
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const HomeLink = styled(Link)`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  font-weight: 600;
`;
