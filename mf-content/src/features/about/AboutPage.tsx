import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from 'shared/contracts';

/** SPEC §1: the About page's own claims (10,000+ guests, 4.8 rating). */
export default function AboutPage() {
  useEffect(() => {
    document.title = 'About our services · Makao';
  }, []);
  return (
    <>
      <Hero>
        <h1>About Makao</h1>
        <p>Kenya&apos;s home for furnished apartments, holiday homes and safari lodges since 2016.</p>
      </Hero>
      <Stats aria-label="Makao in numbers">
        <li>
          <strong>500+</strong> verified properties
        </li>
        <li>
          <strong>10,000+</strong> happy guests
        </li>
        <li>
          <strong>4.8</strong> average rating
        </li>
        <li>
          <strong>8+</strong> years in business
        </li>
      </Stats>
      <Actions>
        <Link to={paths.properties}>Browse properties</Link>
        <Link to={paths.becomeHost}>Become a host</Link>
      </Actions>
    </>
  );
}

const Hero = styled.section`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: ${({ theme }) => theme.space.section} ${({ theme }) => theme.space.md};
  text-align: center;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
  }
`;

const Stats = styled.ul`
  list-style: none;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;
