import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, PageContainer } from 'shared/ui';

/** The look shared by the request-received and reserved states. */

/** The page; a long email or name breaks where it must instead of widening a phone's page. */
export const PageRoot = styled(PageContainer)`
  padding-block: ${({ theme }) => `${theme.space.xl} ${theme.space.section}`};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  overflow-wrap: anywhere;
`;

export const PageHeader = styled.header`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    outline: none;
  }
  ${media.tablet} {
    h1 {
      font-size: 2.25rem;
    }
  }
`;

export const Lead = styled.p`
  max-width: 40rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  }
`;

export const Panel = styled.section`
  display: grid;
  min-width: 0;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

export const DetailList = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(7.5rem, max-content) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

export const TotalLine = styled.p`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  font-weight: 700;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.primary};
    white-space: nowrap;
  }
`;

export const StepList = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const InfoList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const actionLook = css<{ $tone?: 'primary' | 'quiet' }>`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  min-height: 3rem;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 700;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  border: 1px solid ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.line)};
  background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.onPrimary : theme.colors.ink)};
  &:hover {
    background: ${({ theme, $tone }) => ($tone === 'primary' ? theme.colors.primaryDark : theme.colors.sand)};
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;

export const ActionButton = styled.button<{ $tone?: 'primary' | 'quiet' }>`
  ${actionLook}
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const ActionLink = styled(Link)<{ $tone?: 'primary' | 'quiet' }>`
  ${actionLook}
`;

export const StatusLine = styled.p`
  min-height: 1.5em;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: 600;
`;

export const PropertyLine = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  img {
    flex: none;
    width: 5.5rem;
    height: 4rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.sand};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const CodeForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  input {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    letter-spacing: 0.3em;
    text-align: center;
  }
`;

/** "No email? Resend code": a line of text whose action reads as a link, large enough to tap. */
export const ResendLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  column-gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
  button {
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.xs};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primaryDark};
    font: inherit;
    font-weight: 700;
    text-decoration: underline;
    cursor: pointer;
  }
  button:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

export const ResendNote = styled.p<{ $tone: 'success' | 'error' }>`
  min-height: 1.5em;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.danger : theme.colors.primaryDark)};
`;

export const PolicyNote = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.sand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
