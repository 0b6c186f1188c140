import { usePageMeta } from 'shared/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { site, whatsappHref, pageTitle } from 'shared/config';
import { Icon, type IconName } from '../../lib/layout/Icon';
import { Card, CardGrid, IconBadge, PageHero, Section, SectionIntro, SectionTitle } from '../../lib/layout/Page';

interface HelpTopic {
  icon: IconName;
  title: string;
  description: string;
  articles: string[];
}

/** SPEC §2/§3: three topic groups (icon, title, description, articles) with static article titles. */
const topics: HelpTopic[] = [
  {
    icon: 'calendar',
    title: 'Booking & Reservations',
    description: 'Finding a place, reserving it and getting ready to arrive.',
    articles: [
      'How to book a vacation rental in Kenya',
      'Reserve now, pay on arrival: how it works',
      'Paying with M-Pesa, bank transfer, Visa/Mastercard or mobile money',
      'When do I receive my check-in details?',
      'Changing your dates or number of guests',
    ],
  },
  {
    icon: 'refund',
    title: 'Cancellations & Refunds',
    description: 'What happens to your deposit and how refunds are paid.',
    articles: [
      'Free cancellation up to 48 hours before check-in',
      'Cancelling within 48 hours of check-in',
      'Safari stays: 7 days for a full refund, 72 hours for 50%',
      'How long does a refund take?',
      'Force majeure and travel disruptions',
    ],
  },
  {
    icon: 'home',
    title: 'Property Information',
    description: 'Amenities, check-in times and what verified means.',
    articles: [
      'What does a verified property mean?',
      'Wi-Fi, parking and backup power',
      'Check-in and check-out times',
      'Travelling with children',
      'Airport transfers and getting to your stay',
    ],
  },
];

const contactCards = [
  {
    icon: 'phone' as const,
    title: 'Call Us',
    text: 'Speak to our support team, 24/7.',
    href: site.phoneHref,
    link: `Call ${site.phone}`,
    external: false,
  },
  {
    icon: 'whatsapp' as const,
    title: 'WhatsApp',
    text: 'Message us any time; we reply within 2 hours.',
    href: whatsappHref(`Hello ${site.name}, I need help with a booking.`),
    link: 'Chat on WhatsApp',
    external: true,
  },
  {
    icon: 'mail' as const,
    title: 'Email Support',
    text: 'For anything that needs documents or detail.',
    href: `mailto:${site.email}?subject=${encodeURIComponent('Help with my booking')}`,
    link: `Email ${site.email}`,
    external: false,
  },
];

export function HelpCenterPage() {
  usePageMeta({
    title: pageTitle('Help Center'),
    description: `Answers about booking, cancellations and properties on ${site.name}, and 24/7 support.`,
  });
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  // The spec's search box only held its text; ours narrows the article titles shown below it.
  const matches = (article: string) => needle === '' || article.toLowerCase().includes(needle);

  return (
    <>
      <PageHero
        title="Help Center"
        lead="Answers to common questions, and real people on call 24/7 when you need them."
      >
        <SearchBox role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={searchId} className="visually-hidden">
            Search help articles
          </label>
          <Icon name="search" size={20} />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search, e.g. refund"
            autoComplete="off"
          />
        </SearchBox>
      </PageHero>

      <Section aria-labelledby="help-contact">
        <SectionTitle id="help-contact">Get in Touch</SectionTitle>
        <SectionIntro>Prefer to talk it through? Pick whatever suits you.</SectionIntro>
        <CardGrid as="ul" $min="15rem">
          {contactCards.map((card) => (
            <Card as="li" key={card.title}>
              <IconBadge>
                <Icon name={card.icon} />
              </IconBadge>
              <h3>{card.title}</h3>
              <p>{card.text}</p>
              <CardLink href={card.href} {...(card.external && { target: '_blank', rel: 'noopener noreferrer' })}>
                {card.link}
              </CardLink>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section $tone="sand" aria-labelledby="help-topics">
        <SectionTitle id="help-topics">Browse Help Topics</SectionTitle>
        <SectionIntro>
          {needle ? `Articles matching “${query.trim()}”.` : 'The questions guests ask us most.'}
        </SectionIntro>
        <CardGrid $min="17rem">
          {topics.map((topic) => {
            const shown = topic.articles.filter(matches);
            return (
              <Card as="section" key={topic.title} aria-labelledby={`topic-${topic.icon}`}>
                <IconBadge $tone="accent">
                  <Icon name={topic.icon} />
                </IconBadge>
                <h3 id={`topic-${topic.icon}`}>{topic.title}</h3>
                <p>{topic.description}</p>
                {shown.length > 0 ? (
                  <Articles>
                    {shown.map((article) => (
                      <li key={article}>{article}</li>
                    ))}
                  </Articles>
                ) : (
                  <NoMatch>No articles in this topic match your search.</NoMatch>
                )}
              </Card>
            );
          })}
        </CardGrid>
      </Section>
    </>
  );
}

const SearchBox = styled.form`
  width: min(100%, 36rem);
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 3rem;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.ink};
    outline: none;
  }
`;

const CardLink = styled.a`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Articles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: grid;
  li {
    padding: ${({ theme }) => theme.space.xs} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.line};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

const NoMatch = styled.p`
  font-style: italic;
`;
