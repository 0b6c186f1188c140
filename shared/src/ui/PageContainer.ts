import styled from 'styled-components';

/**
 * The site's column (`theme.layout.pageGutter`) on a full-width block: its content lines up with the
 * top bar, the footer and every other remote's pages to the pixel. Extend it for a page's root or a
 * band of it (`styled(PageContainer)`, `.attrs({ as: 'section' })` for another element); never nest one
 * inside another.
 */
export const PageContainer = styled.div`
  padding-inline: ${({ theme }) => theme.layout.pageGutter};
`;
