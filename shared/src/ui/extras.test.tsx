import { Suspense } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { FaqList as FaqListFromExtras, ModalDialog as ModalDialogFromExtras } from './extras';
import { FaqList, LoadFailed, ModalDialog, StatusBox } from './index';

// Remotes built before `shared/ui-extras` import these names from `shared/ui`; they still render.
describe('shared/ui names that moved to shared/ui-extras', () => {
  it('renders the error box, the status box and the FAQ list once loaded', async () => {
    const onRetry = jest.fn();
    renderWithSite(
      <Suspense fallback={<p>Loading</p>}>
        <StatusBox role="status">Nothing here</StatusBox>
        <LoadFailed onRetry={onRetry}>Could not load the stays.</LoadFailed>
        <FaqList items={[{ question: 'Is breakfast included?', answer: 'At some stays.' }]} />
      </Suspense>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the stays.');
    expect(screen.getByRole('status')).toHaveTextContent('Nothing here');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Is breakfast included?' })).toBeInTheDocument();
  });

  it('opens the dialog', async () => {
    renderWithSite(
      <Suspense fallback={<p>Loading</p>}>
        <ModalDialog label="Book this stay" onClose={() => undefined}>
          <p>Dates</p>
        </ModalDialog>
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Book this stay' })).toBeInTheDocument();
  });
});

// Remotes built before `shared/ui-faq` and `shared/ui-dialog` import the FAQ list and the dialog from
// `shared/ui-extras`; they still render.
describe('shared/ui-extras names that moved to entries of their own', () => {
  it('opens the dialog once loaded', async () => {
    renderWithSite(
      <Suspense fallback={<p>Loading</p>}>
        <ModalDialogFromExtras label="Book this stay" onClose={() => undefined}>
          <p>Dates</p>
        </ModalDialogFromExtras>
      </Suspense>,
    );
    expect(await screen.findByRole('dialog', { name: 'Book this stay' })).toBeInTheDocument();
  });

  it('renders the FAQ list once loaded', async () => {
    renderWithSite(
      <Suspense fallback={<p>Loading</p>}>
        <FaqListFromExtras items={[{ question: 'Is breakfast included?', answer: 'At some stays.' }]} />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Is breakfast included?' }));
    expect(screen.getByText('At some stays.')).toBeVisible();
  });
});
