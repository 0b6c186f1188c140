import type { FormEvent } from 'react';
import type { Property } from 'contracts';
import type { BookingFailure } from '../request/bookingApi';
import { useCreateBooking, type CreateBooking } from '../request/useCreateBooking';
import { toBookingRequest, type FormProblem } from './bookingForm';
import { problemOf, type BookingForm } from './useBookingForm';

/** What a booking widget says and does its own way (SPEC §5, §7, §8); the rest of sending is common. */
export interface BookingSubmitOptions {
  property: Property;
  /** The property to book; without one nothing is sent and `noPropertyId` is said instead. */
  propertyId: string;
  maxGuests: number;
  /** SPEC §7: how this form writes a stay date in the request. */
  writeDate: (date: string) => string;
  /** SPEC §7 falls back to a hard-coded property here; booking a property the guest did not choose is worse. */
  noPropertyId: string;
  /** The form's check failed: its message is next to its field already, with the focus. */
  onProblem?: (problem: FormProblem) => void;
  /** The request is about to go. */
  onSend?: () => void;
  /** The booking is made and kept, and the guest is on the way to /booking-submitted. */
  onBooked: () => void;
  /** A refused or unanswered request: the text shown above the submit button. */
  onFailure: (failure: BookingFailure) => string;
}

export interface BookingSubmit {
  /** The form's `onSubmit`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  /** The server's answer (or the missing property), above the submit button; gone with the next edit. */
  alert: { message: string; serial: number } | null;
  /** The form's props that load the request's code on the guest's first intent (`useCreateBooking`). */
  prepare: CreateBooking['prepare'];
}

/**
 * The one submit path of the three booking widgets: nothing while a request is on its way (and
 * `useCreateBooking` keeps a double click to one booking), the form's check through react-hook-form's
 * `handleSubmit`, then the request with the form's dates (SPEC §7) and trimmed text (SPEC §5). Each
 * widget passes what SPEC makes its own: its texts, its toasts and what it does after.
 */
export function useBookingSubmit({ methods }: BookingForm, options: BookingSubmitOptions): BookingSubmit {
  const { property, propertyId, maxGuests, writeDate, noPropertyId, onProblem, onSend, onBooked, onFailure } = options;
  const { send, complete, submitting, prepare } = useCreateBooking(property);
  const { errors, submitCount } = methods.formState;

  const submit = methods.handleSubmit(
    async (values) => {
      if (!propertyId) {
        methods.setError('root', { message: noPropertyId });
        return;
      }
      onSend?.();
      const outcome = await send(toBookingRequest(values, { propertyId, maxGuests, writeDate }));
      if (!outcome) return;
      if (outcome.ok) {
        complete(outcome.booking);
        onBooked();
        return;
      }
      methods.setError('root', { message: onFailure(outcome.failure) });
    },
    (found) => {
      const problem = problemOf(found);
      if (problem) onProblem?.(problem);
    },
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void submit(event);
  };

  const message = errors.root?.message;
  return { onSubmit, submitting, alert: message ? { message, serial: submitCount } : null, prepare };
}
