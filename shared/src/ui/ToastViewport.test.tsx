import { act, fireEvent, screen } from '@testing-library/react';
import { useToast } from '../state/toasts';
import { renderWithSite } from 'test-utils';

function Trigger() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'First', description: 'one' })}>first</button>
      <button onClick={() => toast({ title: 'Second' })}>second</button>
    </>
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('ToastViewport', () => {
  it('shows one toast at a time: a new one replaces the one on screen', () => {
    renderWithSite(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByText('Second')).toBeInTheDocument();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
  });

  it('dismisses a toast after 5000 ms, not before', () => {
    renderWithSite(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe right past 50 px and keeps it on a shorter one', () => {
    renderWithSite(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(screen.getByText('First')).toBeInTheDocument();
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 151, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 151, pointerId: 1 });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });

  it('focuses the notifications region on F8', () => {
    renderWithSite(<Trigger />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('closes with the close button', () => {
    renderWithSite(<Trigger />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('First')).not.toBeInTheDocument();
  });
});
