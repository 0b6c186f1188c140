import { useId, useState } from 'react';
import styled from 'styled-components';

interface FaqListProps {
  items: ReadonlyArray<{ question: string; answer: string }>;
}

/** SPEC §4: one answer open at a time; pressing the open question closes it. */
export function FaqList({ items }: FaqListProps) {
  const [open, setOpen] = useState<number | null>(null);
  const id = useId();
  return (
    <List>
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <Item key={item.question}>
            <h3>
              <Question
                type="button"
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <Marker aria-hidden="true">{expanded ? '−' : '+'}</Marker>
              </Question>
            </h3>
            <Answer id={`${id}-${index}`} hidden={!expanded}>
              {item.answer}
            </Answer>
          </Item>
        );
      })}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Question = styled.button`
  width: 100%;
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.ink};
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

const Marker = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Answer = styled.p`
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
`;
