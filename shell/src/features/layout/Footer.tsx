import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { site, whatsappHref } from 'shared/config';
import { media, PageContainer } from 'shared/ui';
import { footerGroups } from './navLinks';

export function Footer() {
  return (
    <FooterRoot>
      <Inner>
        <About>
          <BrandName>{site.name}</BrandName>
          <p>{site.tagline}.</p>
          <Contact>
            <a href={site.phoneHref}>{site.phone}</a>
            <a href={whatsappHref(`Hello ${site.name}, I would like help with a stay in Kenya.`)}>WhatsApp us</a>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <span>Head office: {site.office}</span>
            <span>{site.hours.join(' · ')}</span>
          </Contact>
        </About>
        {footerGroups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <GroupTitle>{group.title}</GroupTitle>
            <LinkList>
              {group.links.map((link) => (
                <li key={link.to}>
                  <FooterLink to={link.to}>{link.label}</FooterLink>
                </li>
              ))}
            </LinkList>
          </nav>
        ))}
      </Inner>
      <Bottom>
        © {new Date().getFullYear()} {site.name}. Prices in KSh. Reserve now, pay on arrival.
      </Bottom>
    </FooterRoot>
  );
}

const FooterRoot = styled(PageContainer).attrs({ as: 'footer' })`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onDark};
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  a {
    color: ${({ theme }) => theme.colors.onDarkStrong};
  }
`;

const Inner = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.desktop} {
    grid-template-columns: 1.6fr repeat(4, 1fr);
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  ${media.desktop} {
    grid-column: auto;
  }
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: start;
`;

const BrandName = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: #fff;
  font-weight: 700;
`;

const Contact = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const GroupTitle = styled.h2`
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  color: #fff;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const FooterLink = styled(Link)`
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Bottom = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;
