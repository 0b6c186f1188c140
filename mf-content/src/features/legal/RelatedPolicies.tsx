import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { site } from 'shared/config';
import { paths } from 'contracts';

const policies = [
  { to: paths.terms, label: 'Terms of Service' },
  { to: paths.privacy, label: 'Privacy Policy' },
  { to: paths.cancellation, label: 'Cancellation Policy' },
  { to: paths.hostTerms, label: 'Host Terms' },
];

/** The closing box of every legal page: the other policies and how to ask us about them. */
export function RelatedPolicies({ current }: { current: string }) {
  return (
    <Box aria-label="Related policies">
      <h2>Questions about our policies?</h2>
      <p>
        Call or WhatsApp <a href={site.phoneHref}>{site.phone}</a> or email{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>. We reply within 2 hours.
      </p>
      <ul>
        {policies
          .filter((policy) => policy.to !== current)
          .map((policy) => (
            <li key={policy.to}>
              <Link to={policy.to}>{policy.label}</Link>
            </li>
          ))}
      </ul>
    </Box>
  );
}

const Box = styled.aside`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  && h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  && ul {
    list-style: none;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.md};
  }
`;
