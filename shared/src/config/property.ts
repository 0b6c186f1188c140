import { pageData, pageDataUrl, readPropertyBody, type Property } from 'contracts';
import { ApiError, requestPageData } from './apiRequest';
import { runtimeConfig } from './runtime';

/** SPEC §8: the message every failure to fetch one property carries. */
export const FETCH_PROPERTY_ERROR = 'Failed to fetch property details';

/**
 * SPEC §7: `GET /api/properties/{id}`, at the contract's URL (`pageData.property`, the one the page head
 * asks for early on a detail page), read from `data` or the body itself. Every failure carries
 * `FETCH_PROPERTY_ERROR`; `isNotFound` tells the API's 404 from no answer, a late one or a 5xx. The
 * catalog's detail page and the booking confirmation's missing property both ask through it.
 */
export async function requestProperty(id: string, signal?: AbortSignal): Promise<Property> {
  const body = await requestPageData(pageDataUrl(pageData.property, runtimeConfig().apiBaseUrl, { id }), {
    signal,
    failure: FETCH_PROPERTY_ERROR,
  });
  const property = readPropertyBody(body);
  if (!property.id) throw new ApiError(FETCH_PROPERTY_ERROR, 'unreadable', 200);
  return property;
}
