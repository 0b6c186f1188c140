import { pageTitle } from 'shared/config';
import { usePageMeta } from 'shared/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { listingRoutes, paths } from 'contracts';
import { Icon, type IconName } from '../../lib/layout/Icon';
import { IconBadge, PageHero, Section, SectionTitle } from '../../lib/layout/Page';

interface LinkGroup {
  title: string;
  icon: IconName;
  links: Array<{ to: string; label: string }>;
}

/** SPEC §2: four link groups; the legal group includes /cancellation and /host-terms. */
const groups: LinkGroup[] = [
  {
    title: 'Main Pages',
    icon: 'home',
    links: [
      { to: paths.home, label: 'Home' },
      { to: paths.properties, label: 'All Properties' },
      { to: paths.about, label: 'About Us' },
      { to: paths.contact, label: 'Contact Us' },
      { to: paths.blog, label: 'Travel Blog' },
      { to: paths.help, label: 'Help Center' },
      { to: paths.becomeHost, label: 'Become a Host' },
      { to: paths.bookingConfirmation, label: 'My Booking' },
    ],
  },
  {
    title: 'Property Types',
    icon: 'calendar',
    links: [
      ...listingRoutes.filter((route) => route.preset.type).map((route) => ({ to: route.path, label: route.label })),
      { to: `${paths.properties}?type=beach`, label: 'Beach Vacation Rentals' },
    ],
  },
  {
    title: 'Kenya Destinations',
    icon: 'pin',
    links: [
      ...listingRoutes
        .filter((route) => route.preset.location)
        .map((route) => ({ to: route.path, label: route.label })),
      { to: `${paths.properties}?location=masai-mara`, label: 'Maasai Mara Safari Stays' },
      { to: `${paths.properties}?location=nakuru`, label: 'Nakuru Rentals' },
    ],
  },
  {
    title: 'Legal & Policies',
    icon: 'shield',
    links: [
      { to: paths.terms, label: 'Terms of Service' },
      { to: paths.privacy, label: 'Privacy Policy' },
      { to: paths.cancellation, label: 'Cancellation Policy' },
      { to: paths.hostTerms, label: 'Host Terms' },
    ],
  },
];

const quickActions = [
  { to: paths.properties, label: 'Browse Properties', text: 'Apartments, homes and safari stays across Kenya' },
  { to: paths.contact, label: 'Contact Us', text: 'Call, WhatsApp or email: we reply within 2 hours' },
  { to: paths.becomeHost, label: 'Become a Host', text: 'Earn from your property with Makao' },
];

export function SitemapPage() {
  usePageMeta({
    title: pageTitle('Sitemap'),
    description: 'Every page on Makao: stays, destinations, guides, help and policies.',
  });
  return (
    <>
      <PageHero title="Sitemap" lead="Every page on Makao in one place." tone="sand" />
      <Section aria-label="All pages">
        <Groups>
          {groups.map((group) => (
            <Group key={group.title} aria-labelledby={`sitemap-${group.icon}`}>
              <GroupHeading>
                <IconBadge>
                  <Icon name={group.icon} size={20} />
                </IconBadge>
                <h2 id={`sitemap-${group.icon}`}>{group.title}</h2>
              </GroupHeading>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </Group>
          ))}
        </Groups>
      </Section>
      <Section $tone="sand" aria-labelledby="sitemap-quick">
        <SectionTitle id="sitemap-quick">Quick Actions</SectionTitle>
        <Quick>
          {quickActions.map((action) => (
            <li key={action.to}>
              <QuickLink to={action.to}>
                <strong>{action.label}</strong>
                <span>{action.text}</span>
              </QuickLink>
            </li>
          ))}
        </Quick>
      </Section>
    </>
  );
}

const Groups = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

const Group = styled.section`
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  ul {
    list-style: none;
    margin: ${({ theme }) => theme.space.md} 0 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  a {
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const GroupHeading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Quick = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

const QuickLink = styled(Link)`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xxs};
  height: 100%;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
