import { useId, useState } from 'react';
import styled from 'styled-components';
import { RevealSection, SectionHeader } from '../layout/Section';
import { faqs } from './homeContent';

/** SPEC §2/§4: the FAQ accordion; one answer open at a time, clicking the open one closes it. */
export function Faq() {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  return (
    <RevealSection aria-labelledby="faq-heading">
      <SectionHeader>
        <h2 id="faq-heading">Frequently asked questions</h2>
      </SectionHeader>
      <List>
        {faqs.map((faq, index) => {
          const expanded = open === index;
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <Item key={faq.question}>
              <h3>
                <Question
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => setOpen(expanded ? null : index)}
                >
                  <span>{faq.question}</span>
                  <Chevron aria-hidden="true" $open={expanded}>
                    +
                  </Chevron>
                </Question>
              </h3>
              <Answer id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
                {faq.answer}
              </Answer>
            </Item>
          );
        })}
      </List>
    </RevealSection>
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

const Chevron = styled.span<{ $open: boolean }>`
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
