import styled from 'styled-components';
import { site, whatsappHref } from 'shared/config';
import { RetryButton, type RemoteFallbackProps } from 'shared/ui';

export interface BookingUnavailableProps extends Partial<RemoteFallbackProps> {
  /** The stay the guest wanted, so the WhatsApp message names it. */
  title?: string;
}

/**
 * ARCHITECTURE rule 9: while the booking remote cannot be reached, every spot that shows one of its
 * widgets shows this instead, so the guest can still book by phone or WhatsApp.
 */
export function BookingUnavailable({ title, retry }: BookingUnavailableProps) {
  const message = title
    ? `Hello ${site.name}, I would like to book "${title}".`
    : `Hello ${site.name}, I would like to book a stay.`;
  return (
    <Root role="status">
      <p>
        Online booking is unavailable right now. Call <a href={site.phoneHref}>{site.phone}</a> or{' '}
        <a href={whatsappHref(message)} target="_blank" rel="noreferrer">
          WhatsApp us
        </a>{' '}
        to book.
      </p>
      {retry && (
        <RetryButton type="button" onClick={retry}>
          Retry
        </RetryButton>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    font-weight: 600;
    white-space: nowrap;
  }
`;
