/**
 * Prices read `KSh 2,500` everywhere. The platform's Intl currency format prints `Ksh` with a
 * non-breaking space and decimals, so money is whole shillings grouped by en-KE rules: a comma every
 * three digits.
 *
 * Performance: the grouping is written out, not `Intl.NumberFormat`. Building that formatter loads
 * the locale's data, a large part of the longest task of every page's start when it was used, and
 * every page formats a price or a count before it is interactive (bench/results.md, "Intl's locale
 * data off every page's start; the shell entry yields before React DOM").
 * `money.test.ts` holds it to Intl's own en-KE output.
 */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** A whole number grouped the same way: `1,234`. */
export function formatWhole(value: number): string {
  const whole = Math.round(value);
  // -0 prints as 0; a number too large for plain digits (past 1e21) is not a price or a count.
  return Number.isFinite(whole) ? String(whole === 0 ? 0 : whole).replace(THOUSANDS, ',') : String(whole);
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
