/**
 * Prices read `KSh 2,500` everywhere. The platform's Intl currency format prints `Ksh` with a
 * non-breaking space and decimals, so money is whole shillings grouped by en-KE rules.
 */
const grouping = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** A whole number grouped the same way: `1,234`. */
export function formatWhole(value: number): string {
  return grouping.format(Math.round(value));
}

export function formatKsh(amount: number): string {
  return `KSh ${formatWhole(amount)}`;
}

/** SPEC §2: the card shows `KSh {price}`, or N/A when there is no price. */
export function formatPrice(amount: number | null | undefined): string {
  return typeof amount === 'number' && Number.isFinite(amount) ? formatKsh(amount) : 'N/A';
}

/** SPEC §9: a stay's total = nights × nightly price, whole KSh. */
export function stayTotal(pricePerNight: number, nights: number): number {
  return Math.round(pricePerNight) * nights;
}
