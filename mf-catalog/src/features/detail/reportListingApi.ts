import { apiUrl, requestApi } from 'shared/config';
import { moderationApi, moderationMessages, type ListingReportRequest } from 'contracts/moderation';

/** The page's own words when no answer came (the API's refusals carry theirs). */
export const REPORT_FAILED = "We couldn't send your report. Check your connection and try again.";

/** A refused report: the API's own words (`{ error, details? }`). */
export class ReportRefused extends Error {
  override readonly name = 'ReportRefused';
}

const errorOf = (body: unknown): string | null =>
  typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
    ? (body as { error: string }).error
    : null;

/** `POST /api/properties/:id/report`: resolves with the API's thanks, or throws what it said. */
export async function sendListingReport(propertyId: string, request: ListingReportRequest): Promise<string> {
  const answer = await requestApi(apiUrl(moderationApi.report(propertyId)), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(request),
    failure: REPORT_FAILED,
  });
  let body: unknown = null;
  try {
    body = answer.json();
  } catch {
    // Not JSON (a proxy's page): the page's own words below.
  }
  if (!answer.ok) throw new ReportRefused(errorOf(body) ?? REPORT_FAILED);
  const message = (body as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' ? message : moderationMessages.reported;
}
