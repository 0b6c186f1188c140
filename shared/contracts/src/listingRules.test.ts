import { cancellationTerms } from './bookingLifecycle';
import { cancellationPolicyOf, isListingTime, nightsText, stayTooShortMessage } from './listingRules';
import { readProperty } from './property';

describe('listing rules', () => {
  it('takes 24-hour HH:MM times only', () => {
    expect(['00:00', '09:30', '14:00', '23:59'].every(isListingTime)).toBe(true);
    expect(['24:00', '9:00', '14:60', '14:00:00', '2pm', ''].some(isListingTime)).toBe(false);
  });

  it('lets the type decide the SPEC §9 terms', () => {
    expect(cancellationPolicyOf('safari')).toBe('safari');
    expect(['apartments', 'homes', 'corporate', 'beach'].map(cancellationPolicyOf)).toEqual(Array(4).fill('standard'));
  });

  it('words the minimum stay the same for the forms and the API', () => {
    expect(nightsText(1)).toBe('1 night');
    expect(stayTooShortMessage(3)).toBe(
      'This place has a minimum stay of 3 nights. Please choose a check-out date at least 3 nights after check-in.',
    );
  });

  it('counts the cancellation deadlines back from the listing’s check-in time, in Nairobi time', () => {
    const standard = cancellationTerms('apartments', '2026-12-10', '14:00');
    expect(standard.freeUntil).toBe('2026-12-08T11:00:00.000Z');
    expect(standard.summary).toBe(
      'Free cancellation until Tue, 8 Dec 2026, 14:00 EAT. After that the deposit agreed with the host is forfeited.',
    );
    const safari = cancellationTerms('safari', '2026-12-10', '12:00');
    expect(safari.freeUntil).toBe('2026-12-03T09:00:00.000Z');
    expect(safari.halfUntil).toBe('2026-12-07T09:00:00.000Z');
    // Without a time, SPEC §5's 12:00.
    expect(cancellationTerms('homes', '2026-12-10').freeUntil).toBe('2026-12-08T09:00:00.000Z');
  });

  it('reads the rules a property states, and none it does not', () => {
    const rules = {
      checkInTime: '15:00',
      checkOutTime: '10:00',
      minNights: 2,
      houseRules: { smoking: false, parties: false, pets: true, notes: 'Quiet after 22:00' },
      cancellationPolicy: 'standard',
    };
    expect(readProperty({ id: 'p1', ...rules })).toMatchObject(rules);
    const bare = readProperty({ id: 'p1', checkInTime: '3pm', minNights: 0, houseRules: { smoking: 'no' } });
    expect(bare).not.toHaveProperty('checkInTime');
    expect(bare).not.toHaveProperty('minNights');
    expect(bare).not.toHaveProperty('houseRules');
    expect(bare).not.toHaveProperty('cancellationPolicy');
  });
});
