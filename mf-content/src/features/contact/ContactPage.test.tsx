import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { site } from 'shared/config';
import { renderWithSite } from 'test-utils';
import { ContactPage } from './ContactPage';

function showContact() {
  const user = userEvent.setup();
  renderWithSite(<ContactPage />, { route: '/contact' });
  return user;
}

const faqQuestions = [
  'How do I book a vacation rental with Makao?',
  'What payment methods do you accept?',
  'What is your cancellation policy?',
  'Do you arrange airport transfers?',
  'Which areas of Kenya do you cover?',
  'Do you offer corporate housing?',
];

describe('contact page', () => {
  it('has the page heading and the contact page claim of 15K+ guests', () => {
    showContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    const stats = screen.getByRole('list', { name: 'Makao at a glance' });
    expect(stats).toHaveTextContent('15K+ happy guests');
    expect(stats).toHaveTextContent('24/7 support');
  });

  it('calls the support phone through a tel: link', () => {
    showContact();
    expect(screen.getByRole('link', { name: `Call ${site.phone}` })).toHaveAttribute('href', site.phoneHref);
  });

  it('opens WhatsApp with a message already written', () => {
    showContact();
    const href = screen.getByRole('link', { name: /Chat on WhatsApp/ }).getAttribute('href') ?? '';
    const url = new URL(href);
    expect(url.pathname).toBe(`/${site.whatsappNumber}`);
    expect(url.searchParams.get('text')).toMatch(/vacation rental in Kenya/);
  });

  it('opens an email with the subject and body already written', () => {
    showContact();
    const href = screen.getByRole('link', { name: `Email ${site.email}` }).getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(params.get('subject')).toBe('Vacation rental inquiry');
    expect(params.get('body')).toMatch(/Check-in date:/);
  });

  it.each([
    ['Nairobi', '200+'],
    ['Mombasa', '120+'],
    ['Diani Beach', '80+'],
    ['Maasai Mara', '45+'],
    ['Lake Naivasha', '35+'],
    ['Watamu', '30+'],
  ])('lists %s with %s properties in the coverage areas', (area, count) => {
    showContact();
    const tile = screen.getByRole('heading', { level: 3, name: area }).closest('li') as HTMLElement;
    expect(tile).toHaveTextContent(`${count} properties`);
  });

  it('shows the office in Roysambu with its hours', () => {
    showContact();
    const office = screen.getByRole('heading', { name: 'Our Office' }).parentElement as HTMLElement;
    expect(office).toHaveTextContent('Roysambu, Nairobi');
    expect(office).toHaveTextContent('Mon-Fri 8AM-6PM EAT');
    expect(office).toHaveTextContent('Sat 9AM-4PM');
  });

  it('offers urgent help by phone and WhatsApp', () => {
    showContact();
    const urgent = screen.getByRole('heading', { name: 'Need urgent help?' }).parentElement as HTMLElement;
    expect(within(urgent).getByRole('link', { name: 'Call now' })).toHaveAttribute('href', site.phoneHref);
    expect(within(urgent).getByRole('link', { name: 'WhatsApp now' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me'),
    );
  });

  it('has the inquiry form', () => {
    showContact();
    expect(screen.getByRole('form', { name: 'Send Us an Inquiry' })).toBeInTheDocument();
  });

  it('answers the six questions of the FAQ', () => {
    showContact();
    const questions = screen
      .getAllByRole('button', { expanded: false })
      .map((button) => button.textContent?.replace(/[+−]$/, ''));
    expect(questions).toEqual(faqQuestions);
  });

  it('opens one FAQ answer at a time, and closes the open one when pressed again', async () => {
    const user = showContact();
    const payment = screen.getByRole('button', { name: /What payment methods/ });
    const cancellation = screen.getByRole('button', { name: /What is your cancellation policy/ });

    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/M-Pesa, bank transfer, Visa\/Mastercard cards and other mobile money/)).toBeVisible();

    await user.click(cancellation);
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/free of charge up to 48 hours before check-in/)).toBeVisible();

    await user.click(cancellation);
    expect(cancellation).toHaveAttribute('aria-expanded', 'false');
  });

  it('tells guests about the 30% deposit and the check-in details sent 24 hours before arrival', async () => {
    const user = showContact();
    await user.click(screen.getByRole('button', { name: /How do I book/ }));
    const answer = screen.getByText(/deposit of about 30%/);
    expect(answer).toHaveTextContent('sent 24 hours before arrival');
  });

  it('names the browser tab', () => {
    showContact();
    expect(document.title).toBe('Contact us · Makao');
  });
});
