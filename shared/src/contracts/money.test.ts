import { formatKsh, formatPrice } from './money';

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
