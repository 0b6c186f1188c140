import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import type { ListingBookingFormProps } from 'shared/contracts';
import { site } from 'shared/config';
import { bookingFormMessages, maxGuestsOf, toBookingRequest, type BookingField } from '../../lib/form/bookingForm';
import { BookingFormBody } from '../../lib/form/BookingFormBody';
import { FormAlert } from '../../lib/form/formStyles';
import { stopAtFormEdge } from '../../lib/form/stopAtFormEdge';
import { fieldChange, useBookingForm } from '../../lib/form/useBookingForm';
import { useFormToasts } from '../../lib/form/useFormToasts';
import { isDatesTaken, serverErrorText } from '../../lib/request/bookingFailureMessage';
import { useCreateBooking } from '../../lib/request/useCreateBooking';
import { overlappingStay } from '../../lib/stay/stayDates';
import { useBookedStays } from '../../lib/stay/useBookedStays';

export const listingFormTexts = {
  submit: 'Request Booking',
  submitting: 'Booking...',
  // SPEC §8, listing card.
  errorTitle: 'Error',
  errorDescription: 'Failed to create booking. Please try again.',
  errorFallback: 'An unexpected error occurred.',
  successTitle: 'Booking Created Successfully!',
  successDescription: 'Redirecting to payment...',
  noPropertyId: `This property cannot be booked online right now. Please call us on ${site.phone}.`,
} as const;

/**
 * SPEC §2/§7/§8: the booking form inside a listing card. The spec shows no checks of its own for this
 * path, so the browser's required, date-range and email checks apply (no custom messages); the
 * booked-stays check runs before sending. Dates go out as plain `YYYY-MM-DD` (SPEC §7).
 */
export function ListingBookingForm({ property }: ListingBookingFormProps) {
  const propertyId = property.id || property._id;
  const maxGuests = maxGuestsOf(property.guests);
  // SPEC §9: booking guests default 1.
  const form = useBookingForm(1, maxGuests);
  const { values, setField, formRef, focusField } = form;
  // One card among many: its booked dates are fetched once the guest starts using it.
  const [engaged, setEngaged] = useState(false);
  const booked = useBookedStays(propertyId, engaged);
  const { send, complete, submitting } = useCreateBooking(property);
  const { toast } = useFormToasts();
  const [alert, setAlert] = useState<{ message: string; field?: BookingField } | null>(null);
  const alertId = useId();
  const headingId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const taken = overlappingStay(values.checkIn, values.checkOut, booked);
    if (taken) {
      setAlert({ message: bookingFormMessages.datesTaken(taken), field: 'checkIn' });
      focusField('checkIn');
      return;
    }
    if (!propertyId) {
      setAlert({ message: listingFormTexts.noPropertyId });
      return;
    }
    setAlert(null);
    const outcome = await send(toBookingRequest(values, { propertyId, maxGuests, writeDate: (date) => date }));
    if (!outcome) return;
    if (outcome.ok) {
      toast({
        title: listingFormTexts.successTitle,
        description: listingFormTexts.successDescription,
        variant: 'success',
      });
      complete(outcome.booking);
      return;
    }
    const { failure } = outcome;
    // A 409 says what happened ("These dates are no longer available"); other answers get SPEC §8's text,
    // and the server's own reason is shown in the card so the guest can fix it.
    const description =
      failure.kind === 'network'
        ? listingFormTexts.errorFallback
        : isDatesTaken(failure)
          ? (serverErrorText(failure) ?? listingFormTexts.errorDescription)
          : listingFormTexts.errorDescription;
    setAlert({ message: serverErrorText(failure) ?? description });
    toast({ title: listingFormTexts.errorTitle, description, variant: 'destructive' });
  };

  const problem = alert?.field ? { field: alert.field, messageId: alertId } : null;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    fieldChange(setField)(event);
    setAlert(null);
  };
  return (
    <CardFormRoot {...stopAtFormEdge} onFocus={() => setEngaged(true)} onPointerEnter={() => setEngaged(true)}>
      <form ref={formRef} onSubmit={onSubmit} aria-labelledby={headingId}>
        <BookingFormBody
          heading={
            <CardFormTitle id={headingId}>
              <span className="visually-hidden">Book {property.title || 'this property'}: </span>
              Reserve now, pay on arrival
            </CardFormTitle>
          }
          form={form}
          onChange={onChange}
          price={property.price}
          maxGuests={maxGuests}
          booked={booked}
          problem={problem}
          messageRows={2}
          message={
            alert && (
              <FormAlert id={alertId} role="alert">
                {alert.message}
              </FormAlert>
            )
          }
          submit={{
            label: submitting ? listingFormTexts.submitting : listingFormTexts.submit,
            disabled: submitting,
            busy: submitting,
          }}
        />
      </form>
    </CardFormRoot>
  );
}

const CardFormRoot = styled.div`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.line};
  cursor: auto;
`;

const CardFormTitle = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
`;
