import styled from 'styled-components';
import { heroBackdrop, media, PageContainer } from 'shared/ui';
import { SearchPanel } from './SearchPanel';

/** The home hero: drawn in CSS (no network image to wait for); the top bar sits transparent over it. */
export function Hero() {
  return (
    <HeroRoot aria-labelledby="hero-heading">
      <HeroInner>
        <Eyebrow>Furnished apartments · holiday homes · safari lodges</Eyebrow>
        <h1 id="hero-heading">Find your perfect stay in Kenya</h1>
        <Lead>
          Reserve now and pay on arrival. From Nairobi apartments to Diani beach houses and Maasai Mara camps, most
          stays cost KSh 2,500 to 12,000 a night.
        </Lead>
        <SearchPanel />
        <Proof aria-label="Why guests book with Makao">
          {/* No numbers here: the stat band below has them from the data (SPEC §1's claims). */}
          <li>Verified properties</li>
          <li>Pay on arrival in KSh</li>
          <li>Reviews from real stays</li>
        </Proof>
      </HeroInner>
    </HeroRoot>
  );
}

const HeroRoot = styled.section`
  ${heroBackdrop}
  display: grid;
  align-items: end;
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const HeroInner = styled(PageContainer)`
  position: relative;
  z-index: 1;
  padding-block: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.xl})
    ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.desktop} {
    padding-bottom: ${({ theme }) => theme.space.xxl};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    max-width: 16ch;
    text-shadow: 0 2px 12px rgba(0, 0, 0, 0.35);
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
`;

const Lead = styled.p`
  max-width: 48ch;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-shadow: 0 1px 8px rgba(0, 0, 0, 0.35);
`;

const Proof = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.lg}`};
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-shadow: 0 1px 6px rgba(0, 0, 0, 0.5);
`;
