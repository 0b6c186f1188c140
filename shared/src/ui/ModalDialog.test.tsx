import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithSite } from 'test-utils';
import { ModalDialog } from './ModalDialog';

/** A button whose dialog first shows an "Opening..." placeholder, then the dialog itself (a remote's, once loaded). */
function BookNow() {
  const [step, setStep] = useState<'closed' | 'opening' | 'open'>('closed');
  const close = () => setStep('closed');
  return (
    <>
      <button type="button" onClick={() => setStep('opening')}>
        Book Now
      </button>
      {step === 'opening' && (
        <ModalDialog label="Opening booking" onClose={close}>
          <button type="button" onClick={() => setStep('open')}>
            Loaded
          </button>
        </ModalDialog>
      )}
      {step === 'open' && (
        <ModalDialog label="Book the stay" onClose={close}>
          <label>
            Check-in date <input />
          </label>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('gives focus back to the button that opened it when Escape closes the dialog that replaced its placeholder', () => {
    renderWithSite(<BookNow />);
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    bookNow.focus();
    fireEvent.click(bookNow);
    fireEvent.click(screen.getByRole('button', { name: 'Loaded' }));
    expect(screen.getByLabelText('Check-in date')).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Book the stay' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bookNow).toHaveFocus();
  });
});
