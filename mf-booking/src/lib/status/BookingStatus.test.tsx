import { screen } from '@testing-library/react';
import { lifecycleLabels, lifecycleStatuses } from 'contracts/booking-lifecycle';
import { renderWithSite } from 'test-utils';
import { BookingStatus } from './BookingStatus';

describe('BookingStatus', () => {
  it.each(lifecycleStatuses)('says %s in words, as "Status: …", with its own icon and colours', (status) => {
    renderWithSite(<BookingStatus status={status} />);
    const pill = screen.getByText(lifecycleLabels[status], { exact: false });
    expect(pill).toHaveTextContent(`Status: ${lifecycleLabels[status]}`);
    expect(pill.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives every status a colour and icon of its own', () => {
    renderWithSite(
      <>
        {lifecycleStatuses.map((status) => (
          <BookingStatus key={status} status={status} />
        ))}
      </>,
    );
    const pills = lifecycleStatuses.map((status) => document.querySelector(`[data-status="${status}"]`) as HTMLElement);
    const colours = pills.map((pill) => `${getComputedStyle(pill).color}|${getComputedStyle(pill).backgroundColor}`);
    const icons = pills.map((pill) => pill.querySelector('path')?.getAttribute('d'));
    expect(new Set(colours).size).toBe(lifecycleStatuses.length);
    expect(new Set(icons).size).toBe(lifecycleStatuses.length);
  });

  it("takes another reader's words (the host's inbox)", () => {
    renderWithSite(<BookingStatus status="requested" label="Waiting for your answer" />);
    expect(screen.getByText('Waiting for your answer', { exact: false })).toHaveTextContent(
      'Status: Waiting for your answer',
    );
  });
});
