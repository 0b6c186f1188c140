import { useId } from 'react';
import styled from 'styled-components';
import type { DetailBookingFormProps } from 'contracts';
import { site } from 'shared/config';
import { formatPrice } from 'shared/ui';
import { bookingFormMessages, detailCheck, maxGuestsOf } from '../../lib/form/bookingForm';
import { BookingFormBody } from '../../lib/form/BookingFormBody';
import { FormAlert } from '../../lib/form/form.styles';
import { stopAtFormEdge } from '../../lib/form/stopAtFormEdge';
import { useBookingForm } from '../../lib/form/useBookingForm';
import { useBookingSubmit } from '../../lib/form/useBookingSubmit';
import { useFormToasts } from '../../lib/form/useFormToasts';
import { serverErrorText } from '../../lib/request/bookingFailureMessage';
import { noonIsoTimestamp } from '../../lib/stay/stayDates';

/** SPEC §9: the detail page's booking asks for 4 guests by default. */
const DETAIL_DEFAULT_GUESTS = 4;

const detailFormTexts = {
  heading: 'Book Your Stay',
  submit: 'Request Booking',
  submitting: 'Booking...',
  // SPEC §5/§8, detail form.
  validationTitle: bookingFormMessages.validationTitle,
  confirmingTitle: 'Confirming your booking...',
  confirmingDescription: 'Please wait a moment.',
  errorTitle: 'Booking Error',
  errorStatus: (status: number) => `Failed to create booking. Status: ${status}`,
  errorFallback: 'Unable to process your booking. Please try again.',
  noPropertyId: `This property cannot be booked online right now. Please call us on ${site.phone}.`,
} as const;

/**
 * SPEC §2/§3/§5/§7/§8: the detail page's side-column booking form. A failed check is shown next to
 * its field, which gets focus, as in the other forms; the required-fields check is also the toast
 * SPEC §5 gives this form ("Validation Error"). It opens with the guest's searched stay and guests
 * (else 4 guests, SPEC §9). Dates go out as ISO timestamps (SPEC §7) at noon in Nairobi, so no
 * browser zone moves the day.
 */
export function DetailBookingForm({ propertyId, title, price, maxGuests, property }: DetailBookingFormProps) {
  const id = propertyId || property.id || property._id;
  const guestLimit = maxGuestsOf(maxGuests ?? property.guests);
  const { toast, clear } = useFormToasts();
  const form = useBookingForm({
    propertyId: id,
    defaultGuests: DETAIL_DEFAULT_GUESTS,
    maxGuests: guestLimit,
    check: detailCheck,
    minNights: property.minNights,
    // The guest is fixing it: the message (and its toast) has done its job.
    onMessageGone: clear,
  });
  const { onSubmit, submitting, alert, prepare } = useBookingSubmit(form, {
    property,
    propertyId: id,
    maxGuests: guestLimit,
    // SPEC §7: ISO timestamps, at noon in Nairobi so no browser zone moves the day.
    writeDate: noonIsoTimestamp,
    noPropertyId: detailFormTexts.noPropertyId,
    // SPEC §5: the required fields' check is also a "Validation Error" toast, and nothing is sent.
    onProblem: (problem) =>
      problem.message === bookingFormMessages.detailRequired
        ? toast({ title: detailFormTexts.validationTitle, description: problem.message, variant: 'destructive' })
        : clear(),
    onSend: () => toast({ title: detailFormTexts.confirmingTitle, description: detailFormTexts.confirmingDescription }),
    // SPEC §5: the response's ok flag decides success.
    onBooked: clear,
    onFailure: (failure) => {
      const text =
        failure.kind === 'network'
          ? detailFormTexts.errorFallback
          : (serverErrorText(failure) ?? detailFormTexts.errorStatus(failure.status));
      toast({ title: detailFormTexts.errorTitle, description: text, variant: 'destructive' });
      return text;
    },
  });
  const headingId = useId();

  return (
    <DetailFormRoot {...stopAtFormEdge}>
      <DetailFormHeader>
        <h2 id={headingId}>
          {detailFormTexts.heading}
          {title && <span className="visually-hidden"> at {title}</span>}
        </h2>
        <p>
          <strong>{formatPrice(price)}</strong>
          {price !== null && <span> / night</span>}
        </p>
      </DetailFormHeader>
      <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} {...prepare}>
        <BookingFormBody
          form={form}
          price={price}
          maxGuests={guestLimit}
          // Two rows, as in the other forms: the panel fits a laptop screen beside the page (it sticks).
          messageRows={2}
          calendarPlacement="beside"
          // The server's answer, announced by its toast already; kept here so it stays readable.
          message={alert && <FormAlert>{alert.message}</FormAlert>}
          submit={{
            label: submitting ? detailFormTexts.submitting : detailFormTexts.submit,
            disabled: submitting,
            busy: submitting,
          }}
        >
          <SmallPrint>Reserve now, pay on arrival. Nothing is charged today.</SmallPrint>
        </BookingFormBody>
      </form>
    </DetailFormRoot>
  );
}

const DetailFormRoot = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const DetailFormHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const SmallPrint = styled.p`
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
