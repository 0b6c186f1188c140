import { screen } from '@testing-library/react';
import styled from 'styled-components';
import { renderWithSite } from 'test-utils';
import { PageContainer } from './PageContainer';
import { theme } from './tokens';

const Band = styled(PageContainer).attrs({ as: 'section' })``;

describe('PageContainer', () => {
  it("puts its content in the site's column: the max width less a md gutter each side, at least md", () => {
    const { maxWidth, pageGutter } = theme.layout;
    expect(pageGutter).toBe(`max(${theme.space.md}, calc((100% - ${maxWidth}) / 2 + ${theme.space.md}))`);
  });

  it('renders as the element a band of the page asks for', () => {
    renderWithSite(<Band aria-label="Featured stays">Stays</Band>);
    const band = screen.getByRole('region', { name: 'Featured stays' });
    expect(band.tagName).toBe('SECTION');
  });
});
