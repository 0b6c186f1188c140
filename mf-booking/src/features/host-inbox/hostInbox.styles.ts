import styled, { css } from 'styled-components';
import { media } from 'shared/ui';
import { controlLook } from 'shared/ui-form';

/** The inbox's look: the host area's cards and pills (content's listings table beside it); notices are the kit's. */

export const InboxRoot = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  overflow-x: auto;
`;

export const Tab = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }
  /* Inside the row, whose scrolling would clip a ring drawn outside. */
  &:focus-visible {
    outline-offset: -4px;
  }
  &[aria-selected='true'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryDark};
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 4px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

export const Card = styled.article<{ $highlighted: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  scroll-margin-block: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  min-width: 0;
  ${media.tablet} {
    padding: ${({ theme }) => theme.space.lg};
  }
  ${({ $highlighted, theme }) =>
    $highlighted &&
    css`
      border-color: ${theme.colors.accent};
      box-shadow:
        0 0 0 2px ${theme.colors.accent},
        ${theme.shadows.card};
      &:focus {
        outline: 2px solid ${theme.colors.accent};
        outline-offset: 4px;
      }
    `}
`;

export const CardHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, minmax(0, 1fr)) minmax(0, 1.8fr) minmax(0, 1.3fr);
  }
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    font-weight: 600;
  }
  a[href^='tel:'] {
    white-space: nowrap;
  }
`;

/**
 * One of the facts. The contact has room for an email address: a row of its own on a phone, two
 * columns each on a tablet, wider columns of their own on a desktop.
 */
export const Fact = styled.div<{ $contact?: 'email' | 'phone' }>`
  min-width: 0;
  ${({ $contact }) =>
    $contact &&
    css`
      grid-column: ${$contact === 'email' ? '1 / -1' : 'auto'};
      ${media.tablet} {
        grid-column: span 2;
      }
      ${media.desktop} {
        grid-column: auto;
      }
    `}
`;

export const GuestMessage = styled.figure`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.line};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
  figcaption {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.muted};
  }
  blockquote {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

export const Deadline = styled.p`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The host area's button (one for the inbox and the calendar). */
export { HostButton as Button } from '../../lib/hosting/HostButton';

export const DialogBody = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** The decline reason: the kit's control (`shared/ui-form`), room for a few lines. */
export const ReasonInput = styled.textarea`
  ${controlLook('sm')}
  min-height: 6rem;
  resize: vertical;
`;
