import { bookingFailureMessage, isDatesTaken, serverErrorText } from './bookingFailureMessage';
import type { BookingFailure } from './bookingApi';

const answer = (status: number, body: unknown, statusText = ''): BookingFailure => ({
  kind: 'response',
  status,
  statusText,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the home widget failure message (SPEC §8)', () => {
  it('is the server error text', () => {
    expect(bookingFailureMessage(answer(409, { error: 'These dates are no longer available' }, 'Conflict'))).toBe(
      'These dates are no longer available',
    );
  });

  it('is HTTP {status}: {statusText} when the server gives no error text', () => {
    expect(bookingFailureMessage(answer(500, { details: '' }, 'Internal Server Error'))).toBe(
      'HTTP 500: Internal Server Error',
    );
  });

  it('is HTTP {status} alone when the answer has no status text (HTTP/2)', () => {
    expect(bookingFailureMessage(answer(500, {}))).toBe('HTTP 500');
  });

  it('adds a Details line', () => {
    expect(bookingFailureMessage(answer(400, { error: 'Invalid request', details: 'guests must be >= 1' }))).toBe(
      'Invalid request\nDetails: guests must be >= 1',
    );
  });

  it('adds the missing fields, comma-joined', () => {
    expect(
      bookingFailureMessage(
        answer(400, { error: 'Missing required fields', missingFields: ['name', 'email', 'phone'] }),
      ),
    ).toBe('Missing required fields\nMissing fields: name, email, phone');
  });

  it('adds both, details first', () => {
    expect(
      bookingFailureMessage(answer(400, { missingFields: ['phone'], details: 'phone is empty' }, 'Bad Request')),
    ).toBe('HTTP 400: Bad Request\nDetails: phone is empty\nMissing fields: phone');
  });

  it('leaves out an empty missing-fields list', () => {
    expect(bookingFailureMessage(answer(400, { error: 'Invalid request', missingFields: [] }))).toBe('Invalid request');
  });

  it('treats a body that is not JSON as the error text', () => {
    expect(bookingFailureMessage(answer(502, '<html>Bad gateway</html>', 'Bad Gateway'))).toBe(
      '<html>Bad gateway</html>',
    );
  });

  it('treats a JSON body that is not an object as the error text', () => {
    expect(bookingFailureMessage(answer(500, '"Database offline"'))).toBe('"Database offline"');
  });

  it('falls back when the body is empty', () => {
    expect(bookingFailureMessage(answer(500, '', 'Internal Server Error'))).toBe(
      'Failed to create booking. Please try again.',
    );
  });

  it('falls back when no answer came', () => {
    expect(bookingFailureMessage({ kind: 'network', error: new TypeError('Failed to fetch') })).toBe(
      'Failed to create booking. Please try again.',
    );
  });
});

describe('reading a failure', () => {
  it('finds the server error text', () => {
    expect(serverErrorText(answer(409, { error: 'These dates are no longer available' }))).toBe(
      'These dates are no longer available',
    );
    expect(serverErrorText(answer(500, 'oops'))).toBeNull();
    expect(serverErrorText({ kind: 'network', error: null })).toBeNull();
  });

  it('knows a 409 means the dates were taken', () => {
    expect(isDatesTaken(answer(409, {}))).toBe(true);
    expect(isDatesTaken(answer(400, {}))).toBe(false);
  });
});
