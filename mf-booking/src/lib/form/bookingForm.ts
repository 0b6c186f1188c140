/**
 * The booking forms' values, their checks and the request they become. The three forms differ only
 * in which checks they run, how they show a problem and how they write the dates (SPEC §5, §7).
 */
import { bookingErrorMessages, bookingRequestRules, checkRequest, MAX_STAY_NIGHTS } from 'contracts/booking-rules';
import { isStayDate, MAX_GUESTS, stayTooShortMessage, type BookedRange, type BookingRequest } from 'contracts';
import type { StaySearch } from 'shared/state';
import { formatBookedRange, latestCheckOut, overlappingStay, stayNights, todayInNairobi } from '../stay/stayDates';

/** What the person typed; dates are plain `YYYY-MM-DD` strings straight from the date inputs. */
export interface BookingFormValues {
  checkIn: string;
  checkOut: string;
  /** The number input's text, so it can be empty while typing. */
  guests: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type BookingField = keyof BookingFormValues;

export interface FormProblem {
  field: BookingField;
  message: string;
}

export const bookingFormMessages = {
  // SPEC §5 (home dialog)
  datesRequired: 'Please select both check-in and check-out dates',
  checkInPast: bookingErrorMessages.checkInPast,
  checkOutNotAfterCheckIn: bookingErrorMessages.checkOutNotAfterCheckIn,
  dialogRequired: 'Please fill in all required fields (Name, Email, Phone)',
  // SPEC §5 (detail form)
  validationTitle: 'Validation Error',
  detailRequired: 'Please fill in all required fields.',
  // The API's own rules, checked before sending so the guest hears them at once (the email and
  // phone texts are the rules' own, `bookingRequestRules`).
  stayTooLong: bookingErrorMessages.stayTooLong,
  // The listing's minimum stay, in the API's own words (contracts' listingRules).
  stayTooShort: stayTooShortMessage,
  datesTaken: (range: BookedRange) =>
    `Your dates overlap a stay that is already booked (${formatBookedRange(range)}). Please choose other dates.`,
} as const;

/** How a form opens: the stay (empty dates unless a search gave them) and the guest count. */
export interface FormStart {
  checkIn: string;
  checkOut: string;
  guests: number;
}

export function emptyBookingForm(start: FormStart): BookingFormValues {
  const { checkIn, checkOut, guests } = start;
  return { checkIn, checkOut, guests: String(guests), name: '', email: '', phone: '', message: '' };
}

/**
 * How a form opens after a search (the listing's query, or the search remembered from it). Dates are
 * taken when the form could have picked them: check-in from SPEC §5's minimum (tomorrow) on, check-out
 * after it and within the longest stay; otherwise the form opens without them. Guests is the
 * searched number (the home search's range sends its lower bound: 1-2 → 1, 3-4 → 3, 9+ → 9), else the
 * form's own default, clamped to 1..the property's maximum.
 */
export function formStartFrom(
  search: StaySearch,
  options: { minCheckIn: string; maxGuests: number; defaultGuests: number },
): FormStart {
  const guests = Math.max(1, Math.min(search.guests ?? options.defaultGuests, options.maxGuests));
  const checkIn = search.checkIn && search.checkIn >= options.minCheckIn ? search.checkIn : '';
  const checkOut =
    checkIn && search.checkOut && search.checkOut > checkIn && search.checkOut <= latestCheckOut(checkIn)
      ? search.checkOut
      : '';
  return { checkIn, checkOut, guests };
}

/**
 * SPEC §5/§8: a stay that overlaps a booked one is refused as soon as both dates are there (typed,
 * or brought by a search), with the message the forms give on sending.
 */
export function overlapProblem(values: BookingFormValues, booked: readonly BookedRange[]): FormProblem | null {
  if (!isStayDate(values.checkIn) || !isStayDate(values.checkOut) || values.checkOut <= values.checkIn) return null;
  const taken = overlappingStay(values.checkIn, values.checkOut, booked);
  return taken ? { field: 'checkIn', message: bookingFormMessages.datesTaken(taken) } : null;
}

/**
 * SPEC §4: setting check-in on or after the chosen check-out clears check-out. An emptied check-in
 * (a date being retyped) leaves check-out alone; the field is disabled until check-in is back.
 */
export function withCheckIn(values: BookingFormValues, checkIn: string): BookingFormValues {
  const clearCheckOut = checkIn !== '' && values.checkOut !== '' && checkIn >= values.checkOut;
  return { ...values, checkIn, checkOut: clearCheckOut ? '' : values.checkOut };
}

/** The property's maximum guests, or the API's upper bound when it has none. */
export function maxGuestsOf(max: number | null | undefined): number {
  return typeof max === 'number' && Number.isFinite(max) && max >= 1 ? Math.floor(max) : MAX_GUESTS;
}

/** SPEC §3/§5: guests is a whole number from 1 to the maximum; empty means the default of 1. */
export function guestCount(text: string, max: number): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, max);
}

/** SPEC §5: the stay rules, in the order the home dialog states them, then the API's own. */
export function checkStay(
  values: BookingFormValues,
  today: string,
  booked: readonly BookedRange[],
  minNights = 1,
): FormProblem | null {
  const { checkIn, checkOut } = values;
  if (!isStayDate(checkIn)) return { field: 'checkIn', message: bookingFormMessages.datesRequired };
  if (!isStayDate(checkOut)) return { field: 'checkOut', message: bookingFormMessages.datesRequired };
  // SPEC §5: check-in today or later (Nairobi).
  if (checkIn < today) return { field: 'checkIn', message: bookingFormMessages.checkInPast };
  // SPEC §5: check-out after check-in.
  if (checkOut <= checkIn) return { field: 'checkOut', message: bookingFormMessages.checkOutNotAfterCheckIn };
  const nights = stayNights(checkIn, checkOut) ?? 0;
  if (nights > MAX_STAY_NIGHTS) return { field: 'checkOut', message: bookingFormMessages.stayTooLong };
  // The listing's minimum stay: the API refuses a shorter one with the same words.
  if (nights < minNights) return { field: 'checkOut', message: bookingFormMessages.stayTooShort(minNights) };
  const taken = overlappingStay(checkIn, checkOut, booked);
  if (taken) return { field: 'checkIn', message: bookingFormMessages.datesTaken(taken) };
  return null;
}

/**
 * SPEC §5: the request's required text fields (name, email, phone) must not be empty once trimmed;
 * the first empty one, with the form's own message.
 */
export function checkRequired(values: BookingFormValues, message: string): FormProblem | null {
  const problem = checkRequest(bookingRequestRules, values, bookingRequestRules.required);
  const empty = problem && 'missing' in problem ? problem.missing[0] : undefined;
  return empty ? { field: empty, message } : null;
}

/**
 * The request's rules for what was typed (the ones the API's schema is built from), so the guest is
 * told before sending: an email or phone of the wrong form, with the rule's own text. Run after
 * `checkRequired`: a blank field is its business.
 */
export function checkFormats(values: BookingFormValues): FormProblem | null {
  const problem = checkRequest(bookingRequestRules, values);
  return problem && 'field' in problem ? problem : null;
}

/**
 * A form's check: its rules in its order, given the nights already booked and the listing's minimum
 * stay in nights; the first problem, or null.
 */
export type BookingCheck = (
  values: BookingFormValues,
  booked: readonly BookedRange[],
  minNights?: number,
) => FormProblem | null;

/**
 * SPEC §5, the home dialog: the stay, then name, email and phone, then their forms. The listing card
 * shows no checks of its own in the spec and runs these, with the same texts.
 */
export const homeDialogCheck: BookingCheck = (values, booked, minNights) =>
  checkStay(values, todayInNairobi(), booked, minNights) ??
  checkRequired(values, bookingFormMessages.dialogRequired) ??
  checkFormats(values);

/** SPEC §5, the detail form: name, email and phone first (its own text), then the stay and the forms. */
export const detailCheck: BookingCheck = (values, booked, minNights) =>
  checkRequired(values, bookingFormMessages.detailRequired) ??
  checkStay(values, todayInNairobi(), booked, minNights) ??
  checkFormats(values);

/** Whether every field the label of the dialog's button depends on is filled (SPEC §2). */
export function hasContact(values: BookingFormValues): boolean {
  return checkRequired(values, '') === null;
}

/**
 * SPEC §3/§7: the request. Text fields are trimmed (SPEC §5), paymentType is `reserve`, and each form
 * writes the dates its own way.
 */
export function toBookingRequest(
  values: BookingFormValues,
  options: { propertyId: string; maxGuests: number; writeDate: (date: string) => string },
): BookingRequest {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    guests: guestCount(values.guests, options.maxGuests),
    message: values.message.trim(),
    checkIn: options.writeDate(values.checkIn),
    checkOut: options.writeDate(values.checkOut),
    propertyId: options.propertyId,
    paymentType: 'reserve',
  };
}

/** A message shown next to the field it is about, with the id the field is described by. */
export interface FieldMessage extends FormProblem {
  id: string;
}

/** `aria-invalid` and `aria-describedby` of a field, pointing at the message about it when there is one. */
export function fieldAria(
  field: BookingField,
  problems: readonly FieldMessage[],
  hintId?: string,
): { 'aria-invalid'?: true; 'aria-describedby'?: string } {
  const problem = problems.find((p) => p.field === field);
  const describedBy = [hintId, problem?.id].filter(Boolean).join(' ');
  return {
    ...(problem && { 'aria-invalid': true as const }),
    ...(describedBy && { 'aria-describedby': describedBy }),
  };
}
