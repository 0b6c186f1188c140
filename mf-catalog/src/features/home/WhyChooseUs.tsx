import styled from 'styled-components';
import { media } from 'shared/ui';
import { RevealSection, SectionHeader, SectionLead } from '../../lib/layout/Section';
import { reasons } from './homeContent';
import { readableClaim, useSiteStats } from './siteStats';

const icons = {
  shield:
    'M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 4.9-4.9 1.4 1.4-6.3 6.3Z',
  tag: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8ZM7.5 9A1.5 1.5 0 1 0 7.5 6a1.5 1.5 0 0 0 0 3Z',
  calendar:
    'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 8v10H5V10h14Zm-8.5 8-3-3 1.4-1.4 1.6 1.6 4.1-4.1 1.4 1.4-5.5 5.5Z',
  phone:
    'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1l-2.2 2.23Z',
} as const;

/** SPEC §1/§2: why choose us, with the site in numbers. */
export function WhyChooseUs() {
  return (
    <RevealSection aria-labelledby="why-heading">
      <SectionHeader>
        <div>
          <h2 id="why-heading">Why guests choose Makao</h2>
          <SectionLead>
            A Nairobi team that has checked every stay, answers the phone, and lets you pay when you arrive.
          </SectionLead>
        </div>
      </SectionHeader>
      <Reasons>
        {reasons.map((reason) => (
          <li key={reason.title}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false">
              <path d={icons[reason.icon]} fill="currentColor" />
            </svg>
            <h3>{reason.title}</h3>
            <p>{reason.text}</p>
          </li>
        ))}
      </Reasons>
      <StatBand />
    </RevealSection>
  );
}

const bandLabels = {
  properties: 'Verified properties',
  guests: 'Guests',
  rating: 'Average rating',
  reviews: 'Reviews',
} as const;

/**
 * SPEC §1's home-page claims (500+ properties, 15,000+ guests, 4.9 rating, 3,200+ reviews) as the data
 * has them (`GET /api/stats`), each rounded down to a readable claim, so the spec's words appear when
 * the numbers support them. The rating shows only once there are reviews. While the numbers load the
 * band holds its size with the labels alone; if they cannot be had, there is no band.
 */
function StatBand() {
  const { data, isError } = useSiteStats();
  if (isError) return null;
  const figures: { label: string; value: string | null }[] = data
    ? [
        { label: bandLabels.properties, value: readableClaim(data.properties) },
        { label: bandLabels.guests, value: readableClaim(data.guests) },
        ...(data.reviews > 0 && data.rating !== null
          ? [{ label: bandLabels.rating, value: `${data.rating.toFixed(1)} ★` }]
          : []),
        { label: bandLabels.reviews, value: readableClaim(data.reviews) },
      ]
    : Object.values(bandLabels).map((label) => ({ label, value: null }));
  return (
    <Stats aria-label="Makao in numbers" aria-busy={!data}>
      {figures.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value ?? <Pending aria-hidden="true">0,000+</Pending>}</dd>
        </div>
      ))}
    </Stats>
  );
}

const Reasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Stats = styled.dl`
  margin: ${({ theme }) => theme.space.xl} 0 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  ${media.desktop} {
    grid-template-columns: repeat(4, 1fr);
  }
  div {
    display: flex;
    flex-direction: column-reverse;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 700;
  }
`;

/** Holds a figure's place while the numbers load: its size, not its ink. */
const Pending = styled.span`
  visibility: hidden;
`;
