import { fireEvent, render, screen } from '@testing-library/react';
import { loadOnIntent } from './loadOnIntent';

function Part({ load }: { load: () => Promise<unknown> }) {
  return (
    <section aria-label="Part" {...loadOnIntent(load)}>
      <button type="button">Inside</button>
    </section>
  );
}

describe('loadOnIntent', () => {
  it.each([
    ['a pointer over the part', () => fireEvent.pointerEnter(screen.getByRole('region', { name: 'Part' }))],
    ['a finger on it', () => fireEvent.touchStart(screen.getByRole('button', { name: 'Inside' }))],
    ['focus on a control inside it', () => screen.getByRole('button', { name: 'Inside' }).focus()],
  ])('loads on %s', (_, intent) => {
    const load = jest.fn(() => Promise.resolve());
    render(<Part load={load} />);
    expect(load).not.toHaveBeenCalled();
    intent();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the real use: no rejection goes unhandled', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      render(<Part load={() => Promise.reject(new Error('offline'))} />);
      screen.getByRole('button', { name: 'Inside' }).focus();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
