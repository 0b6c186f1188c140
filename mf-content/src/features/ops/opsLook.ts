import styled from 'styled-components';

/** One of the console's panels (a queue, the audit log). */
export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

/** A list of the console's cards. */
export const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** One item to decide on: a listing to review, a report. */
export const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** Label and value pairs on a card. */
export const Facts = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(6rem, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

/** A card's buttons and links, in a row that wraps. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
