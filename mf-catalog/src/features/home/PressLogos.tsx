import styled from 'styled-components';
import { media } from 'shared/ui';
import { RevealSection } from '../../lib/layout/Section';
import { pressMarks } from './homeContent';

/** SPEC §2: press logos, as typeset marks. */
export function PressLogos() {
  return (
    <PressSection aria-labelledby="press-heading">
      <Heading id="press-heading">As featured in</Heading>
      <Marks>
        {pressMarks.map((mark, index) => (
          <li key={mark}>
            <Mark $style={index % 3}>{mark}</Mark>
          </li>
        ))}
      </Marks>
    </PressSection>
  );
}

const PressSection = styled(RevealSection)`
  padding-top: ${({ theme }) => theme.space.xl};
  padding-bottom: 0;
`;

const Heading = styled.h2`
  text-align: center;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.14em;
  color: ${({ theme }) => theme.colors.muted};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Marks = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  text-align: center;
  ${media.desktop} {
    grid-template-columns: repeat(6, 1fr);
  }
`;

const Mark = styled.span<{ $style: number }>`
  color: ${({ theme }) => theme.colors.muted};
  font-family: ${({ theme, $style }) => ($style === 1 ? theme.fonts.body : theme.fonts.heading)};
  font-weight: ${({ $style }) => ($style === 2 ? 400 : 700)};
  font-style: ${({ $style }) => ($style === 2 ? 'italic' : 'normal')};
  text-transform: ${({ $style }) => ($style === 1 ? 'uppercase' : 'none')};
  letter-spacing: ${({ $style }) => ($style === 1 ? '0.08em' : '0')};
  font-size: ${({ theme, $style }) => ($style === 1 ? theme.fontSizes.sm : theme.fontSizes.lg)};
`;
