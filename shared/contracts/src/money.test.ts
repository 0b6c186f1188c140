import { formatKsh, formatPrice, formatWhole } from './money';

describe('formatKsh', () => {
  it('writes whole shillings as KSh with grouped thousands and a plain space', () => {
    expect(formatKsh(2500)).toBe('KSh 2,500');
    expect(formatKsh(15000)).toBe('KSh 15,000');
    expect(formatKsh(1234567)).toBe('KSh 1,234,567');
    expect(formatKsh(800)).toBe('KSh 800');
    expect(formatKsh(0)).toBe('KSh 0');
  });

  it('shows N/A when a property has no price', () => {
    expect(formatPrice(null)).toBe('N/A');
    expect(formatPrice(undefined)).toBe('N/A');
    expect(formatPrice(4200)).toBe('KSh 4,200');
  });
});

describe('formatWhole', () => {
  const intl = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

  it('groups as en-KE does, for every size of whole number and for fractions rounded', () => {
    const values = [
      0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 999999, 1000000, 50_000_000,
    ];
    const more = [2 ** 31, 2 ** 53 - 1, 123456789012345, 4499.5, 4500.49, 0.4, -1, -999, -1000, -1234567, -2500.5];
    for (const value of [...values, ...more]) {
      expect(formatWhole(value)).toBe(intl.format(Math.round(value)));
    }
  });

  it('writes no minus sign for a nought', () => {
    expect(formatWhole(-0.4)).toBe('0');
    expect(formatKsh(-0)).toBe('KSh 0');
  });
});
