import styled from 'styled-components';
import { site } from 'shared/config';
import type { PropertyHost } from 'contracts';
import { initialsAvatar } from '../../lib/art/sceneArt';
import { countOf } from '../../lib/properties/propertyFacts';

/** SPEC §3: a host's total bookings default to 127 and show as the host's review count. */
const DEFAULT_HOST_BOOKINGS = 127;
/** SPEC §9: the host card's fixed texts. */
const hostCardTexts = {
  badge: 'Superhost',
  rating: '5.0 rating',
  years: '5+ years hosting',
  responds: 'Usually responds within an hour',
} as const;

const DEFAULT_HOST_NAME = `the ${site.name} team`;

/** SPEC §2: Meet your host. */
export function HostCard({ host }: { host: PropertyHost | null }) {
  const name = host?.name || DEFAULT_HOST_NAME;
  const reviews = host?.totalBookings ?? DEFAULT_HOST_BOOKINGS;
  return (
    <section aria-labelledby="host-heading">
      <h2 id="host-heading">Meet your host</h2>
      <Card>
        <Identity>
          <img
            src={host?.avatar || initialsAvatar(host?.name || site.name)}
            alt=""
            width={72}
            height={72}
            loading="lazy"
          />
          <div>
            <Name>Hosted by {name}</Name>
            <Badge>{hostCardTexts.badge}</Badge>
          </div>
        </Identity>
        <Facts>
          <li>
            <span aria-hidden="true">★ </span>
            {hostCardTexts.rating}
          </li>
          <li>{countOf(reviews, 'review', 'reviews')}</li>
          <li>{hostCardTexts.years}</li>
        </Facts>
        <p>{hostCardTexts.responds}</p>
        {host?.bio && <Bio>{host.bio}</Bio>}
        {host?.languages && host.languages.length > 0 && <p>Speaks {host.languages.join(', ')}</p>}
        {/* The host's own phone is private, given only with a guest's booking: the card offers Makao's (SPEC §9). */}
        <Contact href={site.phoneHref}>Call {site.phone}</Contact>
      </Card>
    </section>
  );
}

const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  img {
    border-radius: 50%;
    flex: none;
    background: ${({ theme }) => theme.colors.sand};
  }
`;

const Name = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Badge = styled.span`
  display: inline-block;
  margin-top: ${({ theme }) => theme.space.xxs};
  padding: 2px ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  font-weight: 600;
`;

const Bio = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Contact = styled.a`
  justify-self: start;
  font-weight: 700;
`;
