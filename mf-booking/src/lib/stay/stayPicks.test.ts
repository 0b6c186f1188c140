import { canPick, isBookedNight, lastCheckOutFrom, pickDay } from './stayPicks';

const booked = [
  { checkIn: '2031-03-10', checkOut: '2031-03-13' },
  { checkIn: '2031-03-20', checkOut: '2031-03-22' },
];
const min = '2031-03-01';
const none = { checkIn: '', checkOut: '' };

describe('what the booking calendar lets a guest pick', () => {
  it('holds a booked stay’s nights, not its check-out morning', () => {
    expect(['2031-03-10', '2031-03-11', '2031-03-12'].every((date) => isBookedNight(date, booked))).toBe(true);
    expect(isBookedNight('2031-03-13', booked)).toBe(false);
    expect(isBookedNight('2031-03-09', booked)).toBe(false);
  });

  it('starts a stay on a free night from the minimum on', () => {
    expect(canPick('2031-02-28', none, min, booked)).toBe(false);
    expect(canPick('2031-03-11', none, min, booked)).toBe(false);
    expect(pickDay('2031-03-05', none, min, booked)).toEqual({ checkIn: '2031-03-05', checkOut: '' });
  });

  it('ends a stay at the latest the morning the next booked stay begins', () => {
    const from5 = { checkIn: '2031-03-05', checkOut: '' };
    expect(lastCheckOutFrom('2031-03-05', booked)).toBe('2031-03-10');
    expect(pickDay('2031-03-10', from5, min, booked)).toEqual({ checkIn: '2031-03-05', checkOut: '2031-03-10' });
  });

  it('starts a new stay on a free night past a booked one while a check-out is awaited (never a dead end)', () => {
    const from5 = { checkIn: '2031-03-05', checkOut: '' };
    expect(canPick('2031-03-14', from5, min, booked)).toBe(true);
    expect(pickDay('2031-03-14', from5, min, booked)).toEqual({ checkIn: '2031-03-14', checkOut: '' });
    // A booked night past the check-in still cannot be picked.
    expect(canPick('2031-03-11', from5, min, booked)).toBe(false);
    expect(pickDay('2031-03-11', from5, min, booked)).toBe(from5);
  });

  it('lets an earlier free night become the check-in while a check-out is awaited', () => {
    const from5 = { checkIn: '2031-03-05', checkOut: '' };
    expect(pickDay('2031-03-03', from5, min, booked)).toEqual({ checkIn: '2031-03-03', checkOut: '' });
  });

  it('starts again after a whole stay', () => {
    const stay = { checkIn: '2031-03-05', checkOut: '2031-03-08' };
    expect(pickDay('2031-03-15', stay, min, booked)).toEqual({ checkIn: '2031-03-15', checkOut: '' });
  });

  it('keeps a stay within the API’s longest stay (90 nights) when nothing is booked after it', () => {
    expect(lastCheckOutFrom('2031-04-01', booked)).toBe('2031-06-30');
  });
});
