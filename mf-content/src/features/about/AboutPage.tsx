import { pageTitle } from 'shared/config';
import styled from 'styled-components';
import { paths } from 'contracts';
import { media, usePageMeta } from 'shared/ui';
import { Icon, type IconName } from '../../lib/layout/Icon';
import {
  Actions,
  ButtonLink,
  Card,
  CardGrid,
  IconBadge,
  PageHero,
  Section,
  SectionIntro,
  SectionTitle,
  StatBand,
} from '../../lib/layout/Page';

/** SPEC §1: the About page's own claims (10,000+ guests and a 4.8 rating; the home page says more). */
const stats = [
  { value: '500+', label: 'verified properties' },
  { value: '10,000+', label: 'happy guests' },
  { value: '4.8', label: 'average guest rating' },
  { value: '8+', label: 'years in business, since 2016' },
];

const values: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'shield',
    title: 'Verified, not just listed',
    text: 'Our team checks every listing before it goes live: its photos, its address on the map and its Tourism Regulatory Authority registration. Listings marked Verified also have a host whose ID we have checked. Not as shown? Report it from its page and we act on it.',
  },
  {
    icon: 'heart',
    title: 'Karibu, the Kenyan way',
    text: 'Our hosts meet you in person, our support team answers 24/7 by phone and WhatsApp, and we reply to every message within 2 hours.',
  },
  {
    icon: 'cash',
    title: 'Honest prices in KSh',
    text: 'What you see is what you pay, in Kenyan shillings. Reserve now and pay on arrival by M-Pesa, card or bank transfer, with no booking fees added at the end.',
  },
];

const team = [
  {
    name: 'Wanjiru Kamau',
    role: 'Co-founder & Chief Executive',
    bio: 'Wanjiru managed short-stay apartments in Kilimani for six years before starting Makao in 2016 to give guests the same care everywhere in Kenya.',
  },
  {
    name: 'Brian Otieno',
    role: 'Head of Host Partnerships',
    bio: 'Brian grew up in Kisumu and has walked through more than 300 of our properties. He helps new hosts price fairly and prepare for their first guests.',
  },
  {
    name: 'Fatuma Ali',
    role: 'Guest Experience Lead, Coast',
    bio: 'Based in Mombasa, Fatuma leads the team that answers your calls and WhatsApp messages and looks after guests from Watamu to Diani.',
  },
];

/** SPEC §2: the journey runs from 2016 to 2024. */
const journey = [
  {
    year: '2016',
    title: 'Started in Roysambu',
    text: 'Makao opens with 12 furnished apartments along Thika Road and a single phone line.',
  },
  {
    year: '2018',
    title: 'To the coast',
    text: 'Holiday homes in Mombasa, Diani Beach and Watamu join, with local hosts on the ground.',
  },
  {
    year: '2020',
    title: 'Longer stays',
    text: 'Serviced apartments and corporate housing for teams and families who need a home for months, not nights.',
  },
  {
    year: '2022',
    title: 'Into the wild',
    text: 'Safari camps and lodges in the Maasai Mara and around Lake Naivasha, and support on WhatsApp around the clock.',
  },
  {
    year: '2024',
    title: '500+ verified properties',
    text: 'More than 10,000 guests have stayed with us, rating their stays 4.8 out of 5 on average.',
  },
];

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export function AboutPage() {
  usePageMeta({
    title: pageTitle('About our services'),
    description:
      'Makao has helped guests find verified furnished apartments, holiday homes and safari stays across Kenya since 2016.',
  });
  return (
    <>
      <PageHero
        title="About Makao"
        eyebrow="Our services"
        lead="Kenya's home for furnished apartments, holiday homes, serviced apartments and safari lodges since 2016. Reserve now, pay on arrival."
      />
      <StatBand label="Makao in numbers" stats={stats} />

      <Section $tone="sand" aria-labelledby="about-story">
        <StoryLayout>
          <div>
            <SectionTitle id="about-story">Our Story</SectionTitle>
            <StoryText>
              <p>
                Makao began in 2016 in a small office in Roysambu, Nairobi. Our founders kept hearing the same story
                from visitors: the apartment looked nothing like the photos, the host stopped answering, and the deposit
                was gone. We decided to build the rental company we would want to book with ourselves.
              </p>
              <p>
                Today we look after more than 500 verified properties, from city apartments in Westlands and Kilimani to
                beach houses in Diani and tented camps on the edge of the Maasai Mara. Every one has been visited by our
                team, and every guest can reserve now and pay on arrival.
              </p>
              <p>Makao means &ldquo;homes&rdquo; in Swahili. That is what we want every stay to feel like.</p>
            </StoryText>
          </div>
          <StoryQuote>
            <p>
              &ldquo;A good stay starts long before check-in: with a host who answers and a price that holds.&rdquo;
            </p>
            <footer>Wanjiru Kamau, co-founder</footer>
          </StoryQuote>
        </StoryLayout>
      </Section>

      <Section aria-labelledby="about-values">
        <SectionTitle id="about-values">Our Values</SectionTitle>
        <SectionIntro>Three promises we keep to every guest and every host.</SectionIntro>
        <CardGrid as="ul" $min="16rem">
          {values.map((value) => (
            <Card as="li" key={value.title}>
              <IconBadge>
                <Icon name={value.icon} />
              </IconBadge>
              <h3>{value.title}</h3>
              <p>{value.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section $tone="sand" aria-labelledby="about-team">
        <SectionTitle id="about-team">Meet Our Team</SectionTitle>
        <SectionIntro>The people behind your booking, in Nairobi and on the coast.</SectionIntro>
        <CardGrid as="ul" $min="16rem">
          {team.map((member) => (
            <Card as="li" key={member.name}>
              <Avatar aria-hidden="true">{initials(member.name)}</Avatar>
              <h3>{member.name}</h3>
              <Role>{member.role}</Role>
              <p>{member.bio}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="about-journey">
        <SectionTitle id="about-journey">Our Journey</SectionTitle>
        <SectionIntro>From one phone line in Roysambu to stays across Kenya.</SectionIntro>
        <Timeline>
          {journey.map((step) => (
            <li key={step.year}>
              <Year>{step.year}</Year>
              <div>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </Timeline>
      </Section>

      <CallToAction aria-labelledby="about-cta">
        <SectionTitle id="about-cta">Ready for your next stay in Kenya?</SectionTitle>
        <p>Browse verified homes, or earn from your own property with Makao.</p>
        <Actions>
          <ButtonLink to={paths.properties} $variant="light">
            Browse properties
          </ButtonLink>
          <ButtonLink to={paths.becomeHost} $variant="outline">
            Become a host
          </ButtonLink>
        </Actions>
      </CallToAction>
    </>
  );
}

const StoryLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${media.desktop} {
    grid-template-columns: 3fr 2fr;
  }
`;

const StoryText = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.ink};
  max-width: 42rem;
`;

const StoryQuote = styled.blockquote`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: 1.35;
  }
  footer {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    opacity: 0.9;
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accent};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
`;

const Role = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  border-left: 3px solid ${({ theme }) => theme.colors.primarySoft};
  li {
    display: grid;
    grid-template-columns: 3.25rem 1fr;
    gap: ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.md};
    ${media.tablet} {
      grid-template-columns: 4.5rem 1fr;
      gap: ${({ theme }) => theme.space.md};
    }
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Year = styled.span`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;

const CallToAction = styled(Section)`
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
`;
