import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, PageContainer } from 'shared/ui';
import { PageHero } from '../../lib/layout/Page';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  lead: string;
  /** e.g. "Updated September 2024" (SPEC §2 for the terms). */
  updated?: string;
  sections: LegalSection[];
  /** Below the sections: related policies, contact. */
  footer?: ReactNode;
}

/** The layout of the terms, privacy, cancellation and host pages: a contents list and numbered sections. */
export function LegalDocument({ title, lead, updated, sections, footer }: LegalDocumentProps) {
  return (
    <>
      <PageHero title={title} lead={lead} tone="sand">
        {updated && <Updated>{updated}</Updated>}
      </PageHero>
      <Layout>
        <Contents aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </Contents>
        <Body>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>
                <SectionNumber aria-hidden="true">{index + 1}.</SectionNumber> {section.title}
              </h2>
              {section.body}
            </section>
          ))}
          {footer}
        </Body>
      </Layout>
    </>
  );
}

const Updated = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primary};
`;

const Layout = styled(PageContainer)`
  padding-block: ${({ theme }) => theme.space.section};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.desktop} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Contents = styled.nav`
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};
  ${media.desktop} {
    position: sticky;
    top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  }
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.08em;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const Body = styled.div`
  max-width: 48rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  section {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    scroll-margin-top: calc(${({ theme }) => theme.layout.topBarHeight} + ${({ theme }) => theme.space.md});
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-top: ${({ theme }) => theme.space.xs};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const SectionNumber = styled.span`
  color: ${({ theme }) => theme.colors.primary};
`;
