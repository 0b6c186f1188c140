import { fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { LoadFailed, StatusBox } from './extras';

describe('shared/ui-extras: the loading and error boxes', () => {
  it('renders the status box, and the error box whose Retry asks again', () => {
    const onRetry = jest.fn();
    renderWithSite(
      <>
        <StatusBox role="status">Nothing here</StatusBox>
        <LoadFailed onRetry={onRetry}>Could not load the stays.</LoadFailed>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the stays.');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
