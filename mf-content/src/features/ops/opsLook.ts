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
