import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { media, PageContainer } from 'shared/ui';

type HeroTone = 'primary' | 'sand' | 'ink';

interface PageHeroProps {
  title: string;
  lead?: ReactNode;
  eyebrow?: string;
  tone?: HeroTone;
  children?: ReactNode;
}

/**
 * The hero at the top of every content page. The h1 sits directly in the coloured section (no inner
 * wrapper): the site's browser test reads the theme colour from the heading's parent.
 */
export function PageHero({ title, lead, eyebrow, tone = 'primary', children }: PageHeroProps) {
  return (
    <HeroRoot $tone={tone}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <h1>{title}</h1>
      {lead && <Lead>{lead}</Lead>}
      {children}
    </HeroRoot>
  );
}

const tones = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
  sand: css`
    background: ${({ theme }) => theme.colors.sand};
    color: ${({ theme }) => theme.colors.ink};
  `,
  ink: css`
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.onPrimary};
  `,
};

const HeroRoot = styled(PageContainer).attrs({ as: 'section' })<{ $tone: HeroTone }>`
  ${({ $tone }) => tones[$tone]}
  padding-block: ${({ theme }) => theme.space.section};
  display: grid;
  justify-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.hero};
    max-width: 22ch;
  }
`;

const Eyebrow = styled.p`
  text-transform: uppercase;
  letter-spacing: 0.12em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  opacity: 0.9;
`;

const Lead = styled.p`
  max-width: 46rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  opacity: 0.95;
`;

/** Figures under a hero (SPEC §1 claims; each page keeps its own). */
export function StatBand({ label, stats, onHero = false }: { label: string; stats: Stat[]; onHero?: boolean }) {
  return (
    <StatList aria-label={label} $onHero={onHero}>
      {stats.map((stat) => (
        <li key={stat.label}>
          <strong>{stat.value}</strong> {stat.label}
        </li>
      ))}
    </StatList>
  );
}

export interface Stat {
  value: string;
  label: string;
}

const StatList = styled.ul<{ $onHero: boolean }>`
  list-style: none;
  margin: 0 auto;
  padding: ${({ $onHero, theme }) => ($onHero ? `${theme.space.md} 0 0` : `${theme.space.xl} ${theme.space.md}`)};
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  text-align: center;
  ${media.tablet} {
    grid-template-columns: repeat(4, 1fr);
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ $onHero, theme }) => ($onHero ? 'inherit' : theme.colors.muted)};
  }
  strong {
    display: block;
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    white-space: nowrap;
    color: ${({ $onHero, theme }) => ($onHero ? 'inherit' : theme.colors.primary)};
    ${media.tablet} {
      font-size: ${({ theme }) => theme.fontSizes.xxl};
    }
  }
`;

/** A band of the page, kept to the site's max width. `$tone="sand"` tints it. */
export const Section = styled(PageContainer).attrs({ as: 'section' })<{ $tone?: 'sand' }>`
  padding-block: ${({ theme }) => theme.space.section};
  background: ${({ $tone, theme }) => ($tone === 'sand' ? theme.colors.sand : 'transparent')};
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

export const SectionIntro = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 46rem;
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

export const CardGrid = styled.div<{ $min?: string }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min ?? '16rem'}), 1fr));
`;

export const Card = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
  padding: ${({ theme }) => theme.space.lg};
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The round badge that holds a card's icon. */
export const IconBadge = styled.span<{ $tone?: 'accent' }>`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $tone, theme }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.primarySoft)};
  color: ${({ $tone, theme }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.primary)};
`;

const buttonLook = css<{ $variant?: 'primary' | 'outline' | 'light' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  border: 2px solid transparent;
  ${({ $variant = 'primary', theme }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover {
            background: ${theme.colors.primaryDark};
          }
        `
      : $variant === 'light'
        ? css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primaryDark};
            &:hover {
              background: ${theme.colors.primarySoft};
            }
          `
        : css`
            background: transparent;
            color: inherit;
            border-color: currentColor;
            &:hover {
              background: ${theme.colors.overlay};
              color: ${theme.colors.onPrimary};
            }
          `}
`;

/** A link that looks like a button (calls to action). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' | 'light' }>`
  ${buttonLook}
`;

export const ExternalButtonLink = styled.a<{ $variant?: 'primary' | 'outline' | 'light' }>`
  ${buttonLook}
`;

export const Button = styled.button<{ $variant?: 'primary' | 'outline' | 'light' }>`
  ${buttonLook}
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:disabled {
    opacity: 0.65;
    cursor: not-allowed;
  }
`;

export const Actions = styled.div<{ $align?: 'start' | 'center' }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align = 'center' }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space.md};
`;
