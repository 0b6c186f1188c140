import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { site, pageTitle } from 'shared/config';
import { paths } from 'contracts';
import { hostingPaths } from 'shared/hosts';
import { media, usePageMeta } from 'shared/ui';
import { Icon, type IconName } from '../../lib/layout/Icon';
import {
  Actions,
  Button,
  Card,
  CardGrid,
  IconBadge,
  PageHero,
  Section,
  SectionIntro,
  SectionTitle,
  StatBand,
} from '../../lib/layout/Page';

/** SPEC §1: hosts earn up to KSh 100,000+ monthly; 500+ hosts; 24/7 support. */
const stats = [
  { value: 'KSh 100,000+', label: 'monthly, for top hosts' },
  { value: '500+', label: 'hosts already listed' },
  { value: '3,200+', label: 'guest reviews' },
  { value: '24/7', label: 'host support' },
];

const benefits: Array<{ icon: IconName; title: string; text: string }> = [
  {
    icon: 'cash',
    title: 'Earn up to KSh 100,000+ a month',
    text: 'Well-run apartments in Nairobi and homes on the coast earn up to KSh 100,000+ monthly. We help you price for the season.',
  },
  {
    icon: 'users',
    title: 'Guests who are ready to come',
    text: 'Every request arrives with the guest’s name, phone, email and dates, and we confirm them before they travel.',
  },
  {
    icon: 'clock',
    title: 'Support around the clock',
    text: 'Our team answers guests 24/7 by phone and WhatsApp, so a late arrival or a lost key never falls on you alone.',
  },
  {
    icon: 'calendar',
    title: 'Your calendar, your prices',
    text: 'Block the dates you need for family, set a nightly price in KSh and change it whenever you like.',
  },
  {
    icon: 'shield',
    title: 'A name guests trust',
    text: 'Makao has welcomed guests since 2016. Once our team has checked your listing and your ID, guests see the Verified badge on it.',
  },
  {
    icon: 'camera',
    title: 'A listing that sells',
    text: 'We help you write the description and choose the photos that show your property at its best.',
  },
];

const steps = [
  { title: 'Tell us about your property', text: 'Share the location, the rooms and a few photos with our host team.' },
  {
    title: 'We check and verify',
    text: 'Our team checks your photos, your address and your TRA registration, and your ID card or passport for the Verified badge.',
  },
  { title: 'Welcome your first guests', text: 'Your listing goes live and booking requests start coming in.' },
];

const testimonials = [
  {
    quote:
      'My two-bedroom in Kilimani used to sit empty between long-term tenants. With Makao it is booked most weeks, and the team handles the late-night calls.',
    name: 'Mary Njeri',
    place: 'Furnished apartment, Kilimani, Nairobi',
  },
  {
    quote:
      'Guests find our cottage from all over the world now. Makao checked our listing before we went live and told us exactly what to fix. Worth every shilling.',
    name: 'Hassan Omar',
    place: 'Beach cottage, Diani Beach',
  },
];

export function BecomeHostPage() {
  usePageMeta({
    title: pageTitle('Become a host'),
    description: `List your furnished apartment, holiday home or safari camp with ${site.name} and earn up to KSh 100,000+ a month.`,
  });
  const navigate = useNavigate();
  return (
    <>
      <PageHero
        title="Become a Makao Host"
        eyebrow="List your property"
        lead="Turn your furnished apartment, holiday home or safari camp into steady income. Hosts earn up to KSh 100,000+ monthly with Makao."
      >
        {/* SPEC §2 gives these two buttons no action; ours lead to the host sign-up and the host terms. */}
        <Actions>
          <Button type="button" $variant="light" onClick={() => navigate(hostingPaths.signup)}>
            Start Hosting Kenya Property
          </Button>
          <Button type="button" $variant="outline" onClick={() => navigate(paths.hostTerms)}>
            View Host Resources
          </Button>
        </Actions>
      </PageHero>
      <StatBand label="Hosting with Makao in numbers" stats={stats} />

      <Section $tone="sand" aria-labelledby="host-benefits">
        <SectionTitle id="host-benefits">Why Host with Makao</SectionTitle>
        <SectionIntro>Everything you need to earn from your property, without doing it all yourself.</SectionIntro>
        <CardGrid as="ul" $min="20rem">
          {benefits.map((benefit) => (
            <Card as="li" key={benefit.title}>
              <IconBadge>
                <Icon name={benefit.icon} />
              </IconBadge>
              <h3>{benefit.title}</h3>
              <p>{benefit.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section aria-labelledby="host-steps">
        <SectionTitle id="host-steps">How It Works</SectionTitle>
        <SectionIntro>Three steps from your first call to your first guest.</SectionIntro>
        <Steps>
          {steps.map((step, index) => (
            <li key={step.title}>
              <StepNumber aria-hidden="true">{index + 1}</StepNumber>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </Steps>
      </Section>

      <Section $tone="sand" aria-labelledby="host-stories">
        <SectionTitle id="host-stories">What Our Hosts Say</SectionTitle>
        <SectionIntro>Hosts from Nairobi to the coast on what changed when they joined Makao.</SectionIntro>
        <Testimonials>
          {testimonials.map((testimonial) => (
            <figure key={testimonial.name}>
              <Stars role="img" aria-label="Rated 5 out of 5">
                {Array.from({ length: 5 }, (_, i) => (
                  <Icon key={i} name="star" size={18} />
                ))}
              </Stars>
              <blockquote>
                <p>&ldquo;{testimonial.quote}&rdquo;</p>
              </blockquote>
              <figcaption>
                <strong>{testimonial.name}</strong>
                <span>{testimonial.place}</span>
              </figcaption>
            </figure>
          ))}
        </Testimonials>
      </Section>
    </>
  );
}

const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
`;

const Testimonials = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  figure {
    margin: 0;
    padding: ${({ theme }) => theme.space.xl};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.card};
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    align-content: start;
  }
  blockquote {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  figcaption {
    display: grid;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  figcaption strong {
    color: ${({ theme }) => theme.colors.ink};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Stars = styled.span`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
  svg {
    fill: currentColor;
  }
`;
