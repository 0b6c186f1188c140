import type { ReactNode } from 'react';
import styled from 'styled-components';
import { pageTitle } from 'shared/config';
import { PageContainer, usePageMeta } from 'shared/ui';

export interface HostingPageProps {
  title: string;
  /** Under the title. */
  lead?: ReactNode;
  /** `narrow` for the account forms, `wide` for the dashboard and the profile. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}

/** The frame of every page of the host area: the site's gutters on a sand band, the page's h1, its tab title. */
export function HostingPage({ title, lead, width = 'narrow', children }: HostingPageProps) {
  usePageMeta({ title: pageTitle(title) });
  return (
    <HostingPageRoot>
      <Column $width={width}>
        <header>
          <h1>{title}</h1>
          {lead && <Lead>{lead}</Lead>}
        </header>
        {children}
      </Column>
    </HostingPageRoot>
  );
}

const HostingPageRoot = styled(PageContainer)`
  padding-block: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.section};
  background: ${({ theme }) => theme.colors.sand};
  /* The sand reaches the footer, however short the page. */
  min-height: calc(100vh - ${({ theme }) => theme.layout.topBarHeight});
  min-height: calc(100svh - ${({ theme }) => theme.layout.topBarHeight});
`;

const Column = styled.div<{ $width: 'narrow' | 'wide' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: ${({ $width }) => ($width === 'narrow' ? '32rem' : 'none')};
  margin-inline: auto;
  /* A long email address wraps instead of widening the page on a phone. */
  overflow-wrap: anywhere;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
`;

const Lead = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
