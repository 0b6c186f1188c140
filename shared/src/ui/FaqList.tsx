import { useId, useState } from 'react';
import styled from 'styled-components';

export interface FaqListProps {
  items: ReadonlyArray<{ question: string; answer: string }>;
}

/**
 * SPEC §4: the FAQ accordion; one answer open at a time, pressing the open question closes it.
 * Used by the home page and the contact page.
 */
export function FaqList({ items }: FaqListProps) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <Item key={item.question}>
            <h3>
              <Question
                id={buttonId}
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Marker aria-hidden="true" $open={expanded}>
                  +
                </Marker>
              </Question>
            </h3>
            <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.div`
  max-width: 52rem;
  border-top: 1px solid ${({ theme }) => theme.colors.line};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Question = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} 0;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: inherit;
  text-align: left;
  cursor: pointer;
`;

const Marker = styled.span<{ $open: boolean }>`
  flex: none;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.primary};
  transform: rotate(${({ $open }) => ($open ? '45deg' : '0')});
  transition: transform 150ms ease;
`;

const Answer = styled.p`
  padding: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  max-width: 70ch;
`;
