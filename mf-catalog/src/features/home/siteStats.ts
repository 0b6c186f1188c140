import { useQuery } from '@tanstack/react-query';
import { formatWhole, type SiteStats } from 'contracts';
import { apiUrl, requestApiJson } from 'shared/config';

/** The numbers move slowly: fresh for as long as the API lets a browser keep them. */
const STATS_FRESH_MS = 5 * 60_000;
/** Below this a number is shown as it is ("54"); from it on, rounded down to a readable claim. */
const EXACT_BELOW = 100;

/**
 * A number as a claim the data supports: rounded down to its first two digits, with "+" (SPEC §1's
 * form): 3,245 is "3,200+", 152 "150+", 15,234 "15,000+", 500 "500+"; under 100 the number itself.
 */
export function readableClaim(n: number): string {
  const whole = Math.max(0, Math.floor(n));
  if (whole < EXACT_BELOW) return formatWhole(whole);
  const step = 10 ** (String(whole).length - 2);
  return `${formatWhole(Math.floor(whole / step) * step)}+`;
}

const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** `GET /api/stats`' answer; anything else is a failure (the band then shows nothing). */
export function readSiteStats(body: unknown): SiteStats {
  const data = (typeof body === 'object' && body !== null ? (body as { data?: unknown }).data : undefined) as
    Partial<Record<keyof SiteStats, unknown>> | undefined;
  const rating = data?.rating;
  const ratingOk = rating === null || (typeof rating === 'number' && rating >= 1 && rating <= 5);
  if (!data || !count(data.properties) || !count(data.guests) || !count(data.reviews) || !ratingOk) {
    throw new Error('Unreadable site numbers');
  }
  return { properties: data.properties, guests: data.guests, reviews: data.reviews, rating: rating as number | null };
}

async function fetchSiteStats(signal: AbortSignal): Promise<SiteStats> {
  return readSiteStats(await requestApiJson(apiUrl('/api/stats'), { signal, failure: 'Failed to fetch site numbers' }));
}

/** The site in numbers, through the site's query cache (one retry, as every query). */
export function useSiteStats() {
  return useQuery({
    queryKey: ['site-stats'],
    queryFn: ({ signal }) => fetchSiteStats(signal),
    staleTime: STATS_FRESH_MS,
  });
}
