import { lazy } from 'react';
import { screen } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { BelowTheFold } from './BelowTheFold';

const section = (name: string) => (
  <section aria-label={name} key={name}>
    <h2>{name}</h2>
  </section>
);

describe('BelowTheFold', () => {
  it('shows nothing of its sections in the first paint, then all of them, in order', async () => {
    renderWithSite(
      <main>
        <h1>Above the fold</h1>
        <BelowTheFold>{['One', 'Two', 'Three'].map(section)}</BelowTheFold>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Above the fold' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'One' })).not.toBeInTheDocument();

    await screen.findByRole('region', { name: 'Three' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['One', 'Two', 'Three']);
  });

  it('keeps a screen of room until the last section is in, so the footer does not jump', async () => {
    const { container } = renderWithSite(<BelowTheFold>{['One', 'Two'].map(section)}</BelowTheFold>);
    const stage = container.firstElementChild as HTMLElement;
    expect(stage).toHaveStyle({ minHeight: '100vh' });
    await screen.findByRole('region', { name: 'Two' });
    expect(stage).toHaveStyle({ minHeight: '0' });
  });

  it('requests a lazy section only when its turn comes, and shows it when it has loaded', async () => {
    let requested = false;
    const Late = lazy(async () => {
      requested = true;
      return { default: () => section('Late') };
    });
    renderWithSite(
      <BelowTheFold>
        <Late />
      </BelowTheFold>,
    );
    expect(requested).toBe(false);
    expect(await screen.findByRole('region', { name: 'Late' })).toBeInTheDocument();
    expect(requested).toBe(true);
  });
});
