import { stayDates } from '../../lib/stay/stayText';
import { answerByText, bookingName, telHref } from './inboxText';

describe("the inbox's words", () => {
  const now = Date.parse('2026-11-25T07:00:00Z');

  it('says the deadline in Nairobi time, 24-hour, with the hours left', () => {
    // 12:00 UTC is 15:00 in Nairobi.
    expect(answerByText('2026-11-25T12:00:00.000Z', now)).toBe('Answer by Wed, 25 Nov, 15:00 (5 hours left)');
    expect(answerByText('2026-11-25T07:30:00.000Z', now)).toBe('Answer by Wed, 25 Nov, 10:30 (less than an hour left)');
    expect(answerByText('2026-11-25T08:00:00.000Z', now)).toBe('Answer by Wed, 25 Nov, 11:00 (1 hour left)');
  });

  it('says when the time to answer has passed', () => {
    expect(answerByText('2026-11-25T06:59:00.000Z', now)).toBe('The time to answer has passed.');
  });

  it("names a stay's dates as the booking summaries do", () => {
    expect(stayDates({ checkIn: '2026-12-12', checkOut: '2026-12-15' })).toBe('Sat, 12 Dec 2026 to Tue, 15 Dec 2026');
    expect(bookingName({ name: 'Wanjiru Kamau', checkIn: '2026-12-30', checkOut: '2027-01-02' })).toBe(
      'Wanjiru Kamau, 30 Dec to 2 Jan',
    );
  });

  it('dials a phone number as written, without its spaces', () => {
    expect(telHref('+254 712 345 678')).toBe('tel:+254712345678');
    expect(telHref('0733 902 117')).toBe('tel:0733902117');
  });
});
