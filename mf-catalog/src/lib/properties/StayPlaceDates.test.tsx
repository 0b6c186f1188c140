import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithSite } from 'test-utils';
import { StayPlaceDates, type StayPlaceDatesKey } from './StayPlaceDates';

function Fields({ location = '' }: { location?: string }) {
  const [values, setValues] = useState<Record<StayPlaceDatesKey, string>>({ location, checkIn: '', checkOut: '' });
  return (
    <StayPlaceDates
      values={values}
      onChange={(key, value) => setValues((current) => ({ ...current, [key]: value }))}
      noPlace="Anywhere"
    />
  );
}

describe('the place and dates of a stay search', () => {
  it('keeps a place that is not one of the eight choosable', () => {
    renderWithSite(<Fields location="westlands" />);
    expect(screen.getByLabelText('Location')).toHaveDisplayValue('Westlands');
  });

  it('lets check-out start the night after the chosen check-in', async () => {
    renderWithSite(<Fields />);
    await userEvent.type(screen.getByLabelText('Check-in'), '2030-03-10');
    expect(screen.getByLabelText('Check-out')).toHaveAttribute('min', '2030-03-11');
  });

  it('gives two searches on one page their own fields', () => {
    renderWithSite(
      <>
        <Fields />
        <Fields />
      </>,
    );
    const [first, second] = screen.getAllByLabelText('Check-in');
    expect(first).not.toBe(second);
  });
});
