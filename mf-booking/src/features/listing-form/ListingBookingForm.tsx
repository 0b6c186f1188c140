import { useId } from 'react';
import styled from 'styled-components';
import type { ListingBookingFormProps } from 'contracts';
import { site } from 'shared/config';
import { homeDialogCheck, maxGuestsOf } from '../../lib/form/bookingForm';
import { BookingFormBody } from '../../lib/form/BookingFormBody';
import { FormAlert } from '../../lib/form/form.styles';
import { stopAtFormEdge } from '../../lib/form/stopAtFormEdge';
import { useBookingForm } from '../../lib/form/useBookingForm';
import { useBookingSubmit } from '../../lib/form/useBookingSubmit';
import { useFormToasts } from '../../lib/form/useFormToasts';
import { isDatesTaken, serverErrorText } from '../../lib/request/bookingFailureMessage';

const listingFormTexts = {
  submit: 'Request Booking',
  submitting: 'Booking...',
  // SPEC §8, listing card.
  errorTitle: 'Error',
  errorDescription: 'Failed to create booking. Please try again.',
  errorFallback: 'An unexpected error occurred.',
  successTitle: 'Booking Created Successfully!',
  successDescription: 'Redirecting to payment...',
  // Nothing is paid online (SPEC §4: Pay Now is disabled): this line says what the next page asks.
  successNote: 'Nothing is paid online: reserve it on the next page and pay on arrival.',
  noPropertyId: `This property cannot be booked online right now. Please call us on ${site.phone}.`,
} as const;

/**
 * SPEC §2/§7/§8: the booking form inside a listing card (the card opens it from Book Now). The spec
 * shows no checks of its own for this path, so it runs the home dialog's (SPEC §5, same texts), shown
 * next to the field as in every form, with no browser bubbles. It opens with the guest's search.
 * Dates go out as plain `YYYY-MM-DD` (SPEC §7).
 */
export function ListingBookingForm({ property }: ListingBookingFormProps) {
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
  const { toast } = useFormToasts();
  const { onSubmit, submitting, alert, prepare } = useBookingSubmit(form, {
    property,
    propertyId,
    maxGuests,
    // SPEC §7: plain YYYY-MM-DD dates.
    writeDate: (date) => date,
    noPropertyId: listingFormTexts.noPropertyId,
    onBooked: () =>
      toast({
        title: listingFormTexts.successTitle,
        description: listingFormTexts.successDescription,
        note: listingFormTexts.successNote,
        variant: 'success',
      }),
    onFailure: (failure) => {
      // A 409 says what happened ("These dates are no longer available"); other answers get SPEC §8's
      // text, and the server's own reason is shown in the card so the guest can fix it.
      const description =
        failure.kind === 'network'
          ? listingFormTexts.errorFallback
          : isDatesTaken(failure)
            ? (serverErrorText(failure) ?? listingFormTexts.errorDescription)
            : listingFormTexts.errorDescription;
      toast({ title: listingFormTexts.errorTitle, description, variant: 'destructive' });
      return serverErrorText(failure) ?? description;
    },
  });
  const headingId = useId();

  return (
    <CardFormRoot {...stopAtFormEdge}>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} {...prepare}>
        <BookingFormBody
          heading={
            <CardFormTitle id={headingId}>
              <span className="visually-hidden">Book {property.title || 'this property'}: </span>
              Reserve now, pay on arrival
            </CardFormTitle>
          }
          form={form}
          price={property.price}
          maxGuests={maxGuests}
          messageRows={2}
          message={alert && <FormAlert role="alert">{alert.message}</FormAlert>}
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
