/**
 * In a zone whose clocks skip midnight (Chile: 00:00 → 01:00 on 6 September 2026), so a night's local
 * midnight stand-in is tested where it does not exist.
 * @jest-environment test-utils/time-zone-environment
 * @jest-environment-options {"timeZone": "America/Santiago"}
 */
import { describeNights, nextSelection, nightOf, pickerDate, takenNights } from './calendarNights';
import { hostBlock } from './calendarFixtures';

const block = hostBlock('b1', '2026-12-14', '2026-12-17');
const imported = hostBlock('b2', '2026-12-20', '2026-12-21', 'ical');
const taken = takenNights({
  from: '2026-12-01',
  to: '2027-12-01',
  blocks: [block, imported],
  bookings: [
    { reference: 'MK-1', status: 'confirmed', checkIn: '2026-11-28', checkOut: '2026-12-03' },
    { reference: 'MK-2', status: 'requested', checkIn: '2026-12-08', checkOut: '2026-12-09' },
  ],
});

describe('calendar nights', () => {
  it('tells a range by its nights, first to last', () => {
    expect(describeNights('2026-12-14', '2026-12-17')).toBe('14–16 Dec · 3 nights');
    expect(describeNights('2026-12-30', '2027-01-02')).toBe('30 Dec 2026 – 1 Jan 2027 · 3 nights');
    expect(describeNights('2026-12-14', '2026-12-15')).toBe('14 Dec · 1 night');
  });

  it('marks each night a stay or block covers, check-out day excluded, within the window', () => {
    expect(taken.get('2026-11-30')).toBeUndefined();
    expect(taken.get('2026-12-01')).toEqual({ kind: 'booked' });
    expect(taken.get('2026-12-02')).toEqual({ kind: 'booked' });
    expect(taken.get('2026-12-03')).toBeUndefined();
    expect(taken.get('2026-12-08')).toEqual({ kind: 'requested' });
    expect(taken.get('2026-12-16')).toEqual({ kind: 'blocked', block });
    expect(taken.get('2026-12-17')).toBeUndefined();
    expect(taken.get('2026-12-20')).toEqual({ kind: 'imported', block: imported });
  });

  it('picks a range of free nights, a whole block, or starts again', () => {
    const one = nextSelection(null, '2026-12-10', taken);
    expect(one).toEqual({ kind: 'free', first: '2026-12-10', last: '2026-12-10' });
    expect(nextSelection(one, '2026-12-12', taken)).toEqual({ kind: 'free', first: '2026-12-10', last: '2026-12-12' });
    expect(nextSelection(one, '2026-12-09', taken)).toEqual({ kind: 'free', first: '2026-12-09', last: '2026-12-10' });
    // Across the requested night of 8 Dec: a new range.
    expect(nextSelection(nextSelection(null, '2026-12-07', taken), '2026-12-10', taken)).toEqual(one);
    expect(nextSelection(one, '2026-12-10', taken)).toBeNull();
    expect(nextSelection(one, '2026-12-15', taken)).toEqual({ kind: 'block', block });
    expect(nextSelection(one, '2026-12-20', taken)).toBeNull();
  });

  it('reads back the night a picker day stands for, whatever the zone', () => {
    for (const night of ['2026-01-01', '2026-04-05', '2026-09-06', '2026-12-31']) {
      expect(nightOf(pickerDate(night))).toBe(night);
    }
  });
});
