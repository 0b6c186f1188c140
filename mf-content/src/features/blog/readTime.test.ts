import { READ_TIME_MAX, READ_TIME_MIN, readTimeMinutes } from './readTime';

describe('decorative read time', () => {
  const ids = Array.from({ length: 2000 }, (_, i) => i + 1);

  it('is always a whole number of minutes from 3 to 6', () => {
    expect(READ_TIME_MIN).toBe(3);
    expect(READ_TIME_MAX).toBe(6);
    for (const id of ids) {
      const minutes = readTimeMinutes(id);
      expect(Number.isInteger(minutes)).toBe(true);
      expect(minutes).toBeGreaterThanOrEqual(3);
      expect(minutes).toBeLessThanOrEqual(6);
    }
  });

  it('uses every value of the range across posts', () => {
    expect(new Set(ids.map(readTimeMinutes))).toEqual(new Set([3, 4, 5, 6]));
  });

  it('stays the same for a post every time it is shown', () => {
    expect(readTimeMinutes(42)).toBe(readTimeMinutes(42));
  });
});
