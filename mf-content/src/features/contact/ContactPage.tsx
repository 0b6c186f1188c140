import styled from 'styled-components';
import { site, pageTitle } from 'shared/config';
import { Icon } from '../../lib/layout/Icon';
import {
  Card,
  CardGrid,
  ExternalButtonLink,
  IconBadge,
  PageHero,
  Section,
  SectionIntro,
  SectionTitle,
  StatBand,
} from '../../lib/layout/Page';
import { ContactForm } from './ContactForm';
import {
  contactFaq,
  contactStats,
  coverageAreas,
  inquiryMailto,
  urgentWhatsappLink,
  whatsappLink,
} from './contactContent';
import { FaqList } from 'shared/ui-faq';
import { media, usePageMeta } from 'shared/ui';

export function ContactPage() {
  usePageMeta({
    title: pageTitle('Contact us'),
    description: `Call or WhatsApp ${site.name} on ${site.phone}, email ${site.email}, or send us an inquiry. We reply within 2 hours.`,
  });
  return (
    <>
      <PageHero
        title="Contact Us"
        eyebrow="We're here to help"
        lead="Planning a stay in Kenya? Our team in Nairobi answers 24/7 by phone and WhatsApp, and replies to every message within 2 hours."
      >
        <StatBand label="Makao at a glance" stats={contactStats} onHero />
      </PageHero>

      <Section aria-labelledby="contact-ways">
        <SectionTitle id="contact-ways" className="visually-hidden">
          Ways to reach us
        </SectionTitle>
        <CardGrid as="ul" $min="15rem">
          <ContactCard as="li">
            <IconBadge>
              <Icon name="phone" />
            </IconBadge>
            <h3>Call Us</h3>
            <p>Talk to a booking specialist about dates, prices and availability. Lines are open 24/7.</p>
            <CardLink href={site.phoneHref}>Call {site.phone}</CardLink>
          </ContactCard>
          <ContactCard as="li">
            <IconBadge>
              <Icon name="whatsapp" />
            </IconBadge>
            <h3>WhatsApp Us</h3>
            <p>Send us a message, photos or a voice note. We reply within 2 hours, day or night.</p>
            <CardLink href={whatsappLink()} target="_blank" rel="noopener noreferrer">
              Chat on WhatsApp<span className="visually-hidden"> (opens WhatsApp)</span>
            </CardLink>
          </ContactCard>
          <ContactCard as="li">
            <IconBadge>
              <Icon name="mail" />
            </IconBadge>
            <h3>Email Us</h3>
            <p>Prefer writing? We have started the email for you: add your dates and we will do the rest.</p>
            <CardLink href={inquiryMailto()}>Email {site.email}</CardLink>
          </ContactCard>
        </CardGrid>
      </Section>

      <Section $tone="sand" aria-label="Inquiry form and office">
        <FormLayout>
          <ContactForm />
          <Aside>
            <Card>
              <IconBadge>
                <Icon name="pin" />
              </IconBadge>
              <h2>Our Office</h2>
              <address>
                {site.name} head office
                <br />
                {site.office}
              </address>
              <h3>Office hours</h3>
              <Hours>
                {site.hours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Hours>
              <p>Visits by appointment. Phone and WhatsApp support stay open 24/7.</p>
            </Card>
            <UrgentCard>
              <IconBadge $tone="accent">
                <Icon name="alert" />
              </IconBadge>
              <h2>Need urgent help?</h2>
              <p>
                Locked out, no power, or your driver is not at the airport? Call or WhatsApp us at any hour and we will
                sort it out with your host.
              </p>
              <UrgentActions>
                <ExternalButtonLink href={site.phoneHref}>Call now</ExternalButtonLink>
                <ExternalButtonLink
                  href={urgentWhatsappLink()}
                  target="_blank"
                  rel="noopener noreferrer"
                  $variant="outline"
                >
                  WhatsApp now
                </ExternalButtonLink>
              </UrgentActions>
            </UrgentCard>
          </Aside>
        </FormLayout>
      </Section>

      <Section aria-labelledby="contact-coverage">
        <SectionTitle id="contact-coverage">Where We Have Stays</SectionTitle>
        <SectionIntro>Verified properties in Kenya&apos;s favourite cities, beaches and parks.</SectionIntro>
        <CoverageList>
          {coverageAreas.map((area) => (
            <li key={area.name}>
              <h3>{area.name}</h3>
              <Count>
                <strong>{area.count}</strong> properties
              </Count>
              <p>{area.note}</p>
            </li>
          ))}
        </CoverageList>
      </Section>

      <Section $tone="sand" aria-labelledby="contact-faq">
        <FaqLayout>
          <div>
            <SectionTitle id="contact-faq">Frequently Asked Questions</SectionTitle>
            <SectionIntro>
              Quick answers before you get in touch. Anything else? Call <a href={site.phoneHref}>{site.phone}</a>.
            </SectionIntro>
          </div>
          <FaqList items={contactFaq} />
        </FaqLayout>
      </Section>
    </>
  );
}

const ContactCard = styled(Card)`
  text-align: left;
`;

const CardLink = styled.a`
  margin-top: auto;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const FormLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  ${media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    margin-top: ${({ theme }) => theme.space.xs};
  }
  address {
    font-style: normal;
  }
`;

const Hours = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  font-weight: 600;
`;

const UrgentCard = styled(Card)`
  border-color: ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  && p {
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const UrgentActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.accent};
`;

const CoverageList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(2, 1fr);
  ${media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
  li {
    padding: ${({ theme }) => theme.space.lg};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.primarySoft};
    display: grid;
    align-content: start;
    gap: ${({ theme }) => theme.space.xxs};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Count = styled.p`
  && {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const FaqLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
    gap: ${({ theme }) => theme.space.xl};
  }
`;
