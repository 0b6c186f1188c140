import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { Faq } from './Faq';
import { faqs } from './homeContent';

const question = (text: string) => screen.getByRole('button', { name: text });
const [first, second] = faqs as [(typeof faqs)[number], (typeof faqs)[number]];

describe('the FAQ (SPEC §4: one item open at a time)', () => {
  it('starts with every answer closed', () => {
    renderWithSite(<Faq />);
    for (const faq of faqs) expect(question(faq.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(first.answer)).not.toBeVisible();
  });

  it('opens an answer when its question is clicked', async () => {
    renderWithSite(<Faq />);
    await userEvent.click(question(first.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: first.question })).toHaveTextContent(first.answer);
  });

  it('closes the open answer when another opens', async () => {
    renderWithSite(<Faq />);
    await userEvent.click(question(first.question));
    await userEvent.click(question(second.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(question(second.question)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByText(first.answer)).not.toBeVisible();
  });

  it('closes the open answer when it is clicked again', async () => {
    renderWithSite(<Faq />);
    await userEvent.click(question(first.question));
    await userEvent.click(question(first.question));
    expect(question(first.question)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(screen.getByText(first.answer)).not.toBeVisible();
  });

  it('ties each question to its answer', () => {
    renderWithSite(<Faq />);
    const button = question(first.question);
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toHaveTextContent(first.answer);
  });
});
