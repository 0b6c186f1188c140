import { monthNames, nairobiDate } from 'contracts';

/**
 * The instant a WordPress post was published. WordPress writes `date_gmt` in UTC and `date` in the
 * site's own zone, both without a zone suffix; UTC is preferred, and a bare local `date` is read as
 * Nairobi time (where our blog source and our guests' calendar live).
 */
export function publishedInstant(post: { date?: unknown; date_gmt?: unknown }): number {
  const noZone = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
  if (typeof post.date_gmt === 'string' && noZone.test(post.date_gmt)) return Date.parse(`${post.date_gmt}Z`);
  if (typeof post.date !== 'string') return Number.NaN;
  return Date.parse(noZone.test(post.date) ? `${post.date}+03:00` : post.date);
}

/**
 * SPEC §2: post dates in the en-KE format ("12 September 2024"), on the Nairobi calendar.
 *
 * Performance: written out, not `Intl.DateTimeFormat`, whose construction loads the locale's data:
 * most of the content remote's longest task on `/blog` (bench/results.md, "Intl's locale data off
 * every page's start; the shell entry yields before React DOM"). `postDate.test.ts` holds it to Intl.
 */
export function formatPostDate(instant: number): string {
  if (!Number.isFinite(instant)) return '';
  const [year, month, day] = nairobiDate(instant).split('-').map(Number) as [number, number, number];
  return `${day} ${monthNames[month - 1]} ${year}`;
}

/** An ISO timestamp for `<time dateTime>`. */
export function isoDateTime(instant: number): string | undefined {
  return Number.isFinite(instant) ? new Date(instant).toISOString() : undefined;
}
