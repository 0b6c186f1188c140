import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { BecomeHostPage } from './BecomeHostPage';

function setup() {
  const user = userEvent.setup();
  const view = renderWithSite(<BecomeHostPage />, { route: '/become-host' });
  return { user, view };
}

describe('become a host', () => {
  it('promises hosts up to KSh 100,000+ a month', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Become a Makao Host' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Earn up to KSh 100,000+ a month' })).toBeInTheDocument();
  });

  it('lists the benefits and two host testimonials', () => {
    setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Why Host with Makao' })).toBeInTheDocument();
    expect(screen.getAllByRole('figure')).toHaveLength(2);
  });

  it('has the buttons Start Hosting Kenya Property and View Host Resources', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Start Hosting Kenya Property' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Host Resources' })).toBeInTheDocument();
  });

  it('takes a new host to the host sign-up', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'Start Hosting Kenya Property' }));
    expect(view.location().pathname).toBe('/hosting/signup');
  });

  it('takes hosts who want to read first to the host terms', async () => {
    const { user, view } = setup();
    await user.click(screen.getByRole('button', { name: 'View Host Resources' }));
    expect(view.location().pathname).toBe('/host-terms');
  });
});
