import styled from 'styled-components';
import { site } from 'shared/config';
import { nairobiDate, type PropertyHost } from 'contracts';
import { initialsAvatar } from '../../lib/art/sceneArt';
import { hostCardTexts, hostRatingText, hostReviewsText, respondsText, yearsHostingText } from './hostFacts';

const DEFAULT_HOST_NAME = `the ${site.name} team`;

/**
 * SPEC §2: Meet your host. SPEC §9's texts (Superhost, the rating, years hosting, the response time)
 * show only where the host's data makes them true (`hostFacts.ts`), and the review count is the
 * host's published reviews: SPEC §3's default of 127 is not shown, since nobody wrote those reviews.
 */
export function HostCard({ host }: { host: PropertyHost | null }) {
  const name = host?.name || DEFAULT_HOST_NAME;
  const rating = host && hostRatingText(host);
  const facts = host
    ? [hostReviewsText(host), yearsHostingText(host.hostingSince, nairobiDate(Date.now()))].filter(
        (fact): fact is string => fact !== null,
      )
    : [];
  const responds = respondsText(host?.responseMinutes);
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
            {host?.superhost && <Badge>{hostCardTexts.superhost}</Badge>}
          </div>
        </Identity>
        {(rating || facts.length > 0) && (
          <Facts>
            {rating && (
              <li>
                <span aria-hidden="true">★ </span>
                {rating}
              </li>
            )}
            {facts.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </Facts>
        )}
        {responds && <p>{responds}</p>}
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
