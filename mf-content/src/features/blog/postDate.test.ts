import { formatPostDate, publishedInstant } from './postDate';

describe('post dates', () => {
  it('are written the en-KE way: day, month name, year', () => {
    expect(formatPostDate(Date.parse('2024-09-12T07:00:00Z'))).toBe('12 September 2024');
  });

  it('fall on the Nairobi calendar day, even late in the UTC evening', () => {
    // 22:30 UTC on 31 December is 01:30 on 1 January in Nairobi.
    expect(formatPostDate(Date.parse('2023-12-31T22:30:00Z'))).toBe('1 January 2024');
  });

  it('are read from date_gmt as UTC when WordPress gives it', () => {
    const instant = publishedInstant({ date: '2024-03-01T01:00:00', date_gmt: '2024-02-29T22:00:00' });
    expect(new Date(instant).toISOString()).toBe('2024-02-29T22:00:00.000Z');
    expect(formatPostDate(instant)).toBe('1 March 2024');
  });

  it('read a bare local date as Nairobi time when there is no date_gmt', () => {
    expect(formatPostDate(publishedInstant({ date: '2024-03-01T01:00:00' }))).toBe('1 March 2024');
  });

  it("match Intl's en-KE long date in Nairobi, day by day and hour by hour, across years", () => {
    const intl = new Intl.DateTimeFormat('en-KE', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'Africa/Nairobi',
    });
    const HOUR = 3_600_000;
    // Every 7 hours from 1999 to 2031: every day of the month, every month, leap years, both sides of
    // Nairobi's midnight (21:00 UTC).
    for (let instant = Date.UTC(1999, 0, 1); instant < Date.UTC(2031, 0, 1); instant += 7 * HOUR) {
      expect(formatPostDate(instant)).toBe(intl.format(instant));
    }
  });

  it('show nothing for a date that cannot be read', () => {
    expect(formatPostDate(publishedInstant({ date: 'yesterday' }))).toBe('');
    expect(formatPostDate(publishedInstant({}))).toBe('');
  });
});
