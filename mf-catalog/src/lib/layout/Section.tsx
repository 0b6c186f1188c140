import type { ComponentPropsWithoutRef } from 'react';
import styled, { css } from 'styled-components';
import { media, PageContainer } from 'shared/ui';
import { REVEAL_MS, useReveal } from './useReveal';

export const Section = styled(PageContainer).attrs({ as: 'section' })<{
  $revealed?: boolean;
  $tone?: 'plain' | 'sand';
}>`
  padding-block: ${({ theme }) => theme.space.section};
  transition:
    opacity ${REVEAL_MS}ms ease,
    transform ${REVEAL_MS}ms ease;
  ${({ $revealed }) =>
    $revealed === false &&
    css`
      opacity: 0;
      transform: translateY(24px);
    `}
`;

/** A full-width band behind a section (sand background), the section centred inside. */
export const Band = styled.div`
  background: ${({ theme }) => theme.colors.sand};
`;

/** A section that animates in the first time it is scrolled to (SPEC §9: 900 ms, once). */
export function RevealSection(props: ComponentPropsWithoutRef<'section'>) {
  const { ref, revealed } = useReveal<HTMLElement>();
  return <Section ref={ref} $revealed={revealed} {...props} />;
}

export const SectionHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1,
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  a {
    font-weight: 600;
  }
`;

export const SectionLead = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 60ch;
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const PropertyGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: 1fr;
  ${media.tablet} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.desktop} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

/** A centred line of text for loading, empty and error states, holding some height (no jump). */
export const StatusBlock = styled.div`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${({ theme }) => theme.space.md};
  min-height: 12rem;
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
`;
