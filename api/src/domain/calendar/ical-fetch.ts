/**
 * Fetching another platform's iCal feed for a host, without letting a host make the API reach its own
 * network (SSRF): only http and https, every address the name resolves to must be public (checked in
 * the socket's own lookup, so the address connected to is the address checked), at most three
 * redirects, each checked the same way, the whole fetch bounded in time and in size.
 * `ICAL_ALLOW_PRIVATE_HOSTS=true` lifts the address rule (tests serve feeds on 127.0.0.1).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { lookup as lookupAll } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ICAL_MAX_BYTES, calendarMessages } from 'contracts/calendar';

/** Why a feed could not be read; `message` is what the host reads in the import status. */
export class FeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedError';
  }
}

const MAX_REDIRECTS = 3;

/** IANA's global unicast block for IPv6: anything outside it (IPv4-compatible `::a.b.c.d` too) is not public. */
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/**
 * Whether connecting to `address` would reach anything but the public internet (anything not an IP
 * counts as such). Classified by ipaddr.js: only its `unicast` range is public, IPv4-mapped and
 * IPv4-compatible IPv6 addresses are judged as the IPv4 address they carry, and an IPv6 address must
 * also lie in 2000::/3, so that forms ipaddr.js does not unwrap (`::7f00:1`, which a URL turns
 * `[::127.0.0.1]` into; 6to4, Teredo and NAT64 prefixes have ranges of their own) are refused.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address) || isIP(address) === 0) return true;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return true;
  return parsed.kind() === 'ipv6' && !(parsed as ipaddr.IPv6).match(globalUnicast);
}

/** The URL as an http(s) URL, or a FeedError the host can read. */
function feedUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new FeedError(calendarMessages.importUrlInvalid);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    throw new FeedError(calendarMessages.importUrlInvalid);
  }
  return url;
}

const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Checks a URL a host gives: its form, and (unless allowed) that its name resolves to public addresses only. */
export async function checkFeedUrl(value: string, allowPrivate: boolean): Promise<URL> {
  const url = feedUrl(value);
  if (allowPrivate) return url;
  const host = hostOf(url);
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = (await lookupAll(host, { all: true })).map((entry) => entry.address);
    } catch {
      throw new FeedError(calendarMessages.importUrlUnresolved);
    }
  }
  if (addresses.length === 0) throw new FeedError(calendarMessages.importUrlUnresolved);
  if (addresses.some(isPrivateAddress)) throw new FeedError(calendarMessages.importUrlPrivate);
  return url;
}

/** The socket's lookup: every resolved address must be public, or the connection is not made. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) {
      callback(error, '', 0);
      return;
    }
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      callback(Object.assign(new Error('private address'), { code: 'EPRIVATE' }), '', 0);
      return;
    }
    if (options.all) {
      (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    } else {
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    }
  });
};

export interface FetchFeedOptions {
  timeoutMs: number;
  allowPrivate: boolean;
  maxBytes?: number;
}

type Step = { redirect: URL } | { body: string };

function fetchOnce(url: URL, options: FetchFeedOptions, signal: AbortSignal): Promise<Step> {
  const maxBytes = options.maxBytes ?? ICAL_MAX_BYTES;
  return new Promise<Step>((resolve, reject) => {
    const host = hostOf(url);
    // An IP in the URL is connected to without a lookup: check it here.
    if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host)) {
      reject(new FeedError(calendarMessages.importUrlPrivate));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(url, {
      agent: false,
      signal,
      headers: { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1', 'user-agent': 'Makao calendar sync' },
      ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
    });
    const fail = (error: FeedError) => {
      reject(error);
      request.destroy();
    };
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof FeedError) reject(error);
      else if (signal.aborted) reject(new FeedError(calendarMessages.syncTimeout));
      else if (error.code === 'EPRIVATE') reject(new FeedError(calendarMessages.importUrlPrivate));
      else reject(new FeedError(calendarMessages.syncUnreachable));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        try {
          resolve({ redirect: feedUrl(new URL(response.headers.location, url).toString()) });
        } catch (error) {
          reject(error);
        }
        return;
      }
      if (status < 200 || status >= 300) {
        response.resume();
        reject(new FeedError(calendarMessages.syncHttp(status)));
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        fail(new FeedError(calendarMessages.syncTooLarge));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          fail(new FeedError(calendarMessages.syncTooLarge));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve({ body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', () => {
        reject(new FeedError(signal.aborted ? calendarMessages.syncTimeout : calendarMessages.syncUnreachable));
      });
    });
  });
}

/** The feed's text, or a FeedError: the whole fetch, redirects included, takes at most `timeoutMs`. */
export async function fetchFeed(value: string, options: FetchFeedOptions): Promise<string> {
  let url = feedUrl(value);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const step = await fetchOnce(url, options, controller.signal);
      if ('body' in step) return step.body;
      if (redirects >= MAX_REDIRECTS) throw new FeedError(calendarMessages.syncTooManyRedirects);
      url = step.redirect;
    }
  } finally {
    clearTimeout(timer);
  }
}
