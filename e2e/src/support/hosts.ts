import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { completeListing, phonePhoto } from '../../../api/test/host-fixtures';
import { topology, type E2ETopology } from './env';
import { approveListing } from './operators';
import { outboxMessages } from './outbox';
import { freePorts } from './ports';

/** The host session cookie a context holds for the API (`makao_session` on plain http). */
export async function sessionCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies(topology().api)).find((c) => /makao_session$/.test(c.name));
  if (!cookie) throw new Error('the browser holds no host session cookie for the API');
  return `${cookie.name}=${cookie.value}`;
}

/** Which site a helper works on: the worker's shared topology by default, or a test's own. */
export type Where = Pick<E2ETopology, 'api' | 'shell' | 'outboxDir' | 'opsSetupLink'>;

/**
 * A host API call as the host's own client makes it, outside the browser: the session cookie, and
 * for a change the site's Origin and the session's CSRF token.
 */
export async function hostApi(
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
  where: Where = topology(),
): Promise<{ status: number; data: Record<string, unknown> | null }> {
  const { api, shell } = where;
  const headers: Record<string, string> = { Cookie: cookie };
  if (method !== 'GET') {
    const session = await hostApi(cookie, 'GET', '/api/hosts/session', undefined, where);
    headers.Origin = shell;
    headers['X-CSRF-Token'] = String(session.data?.csrfToken ?? '');
    if (body !== undefined) headers['Content-Type'] = 'application/json';
  }
  const response = await fetch(`${api}${path}`, {
    method,
    headers,
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const answer = (await response.json().catch(() => null)) as { data?: Record<string, unknown> } | null;
  return { status: response.status, data: answer?.data ?? null };
}

export interface HostWithListing {
  name: string;
  email: string;
  password: string;
  phone: string;
  /** The API session cookie of the registration (for `hostApi`). */
  cookie: string;
  listingId: string;
  listingTitle: string;
  price: number;
}

/**
 * A new host with a verified email and one published listing (three photos), made through the API
 * as the host area makes it and approved by the topology's operator; the browser tests of what comes
 * after publishing start from here.
 */
export async function newHostWithListing(
  firstName = 'Njeri',
  listing: Partial<typeof completeListing> & { title?: string } = {},
  where: Where = topology(),
  { approved = true }: { approved?: boolean } = {},
): Promise<HostWithListing> {
  const { api, shell } = where;
  const stamp = `${Date.now().toString(36)}${Math.random().toString(16).slice(2, 6)}`;
  const host = {
    name: `${firstName} Kariuki`,
    email: `${firstName.toLowerCase()}.${stamp}@example.co.ke`,
    password: 'Acacia-tree-at-dusk',
    phone: '0711 222 333',
  };
  const registered = await fetch(`${api}/api/hosts/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shell },
    body: JSON.stringify(host),
  });
  if (registered.status !== 202) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  // The emailed link verifies the address and signs the host in.
  const token = new URL(await verificationLink(host.email, where)).searchParams.get('token');
  const verified = await fetch(`${api}/api/hosts/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: shell },
    body: JSON.stringify({ token }),
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  const cookie = (verified.headers.get('set-cookie') ?? '').split(';')[0] as string;
  const listingTitle = listing.title ?? `${firstName}'s garden cottage ${stamp}`;
  const { price } = { ...completeListing, ...listing };
  const created = await hostApi(
    cookie,
    'POST',
    '/api/hosts/create-listing-from-journey',
    { ...completeListing, ...listing, title: listingTitle },
    where,
  );
  if (created.status !== 201) throw new Error(`create listing: ${created.status}`);
  const listingId = String(created.data?.id);
  const csrf = String((await hostApi(cookie, 'GET', '/api/hosts/session', undefined, where)).data?.csrfToken ?? '');
  for (const orientation of [1, 6, 8]) {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await phonePhoto({ orientation }))], { type: 'image/jpeg' }),
      'photo.jpg',
    );
    const uploaded = await fetch(`${api}/api/upload?listingId=${listingId}`, {
      method: 'POST',
      headers: { Cookie: cookie, Origin: shell, 'X-CSRF-Token': csrf },
      body: form,
    });
    if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${await uploaded.text()}`);
  }
  const published = await hostApi(cookie, 'POST', `/api/hosts/listings/${listingId}/publish`, undefined, where);
  if (published.status !== 200) throw new Error(`publish: ${published.status}`);
  // The first publication waits for the operations team: the topology's operator approves it (unless
  // the test is about that review).
  if (approved) await approveListing(where, listingId);
  return { ...host, cookie, listingId, listingTitle, price };
}

/** Signs `host` in through the host area's form; the dashboard greets them. */
export async function signInAsHost(
  page: Page,
  host: { name: string; email: string; password: string },
  where: Pick<Where, 'shell'> = topology(),
) {
  await page.goto(`${where.shell}/hosting/login`, { waitUntil: 'domcontentloaded' });
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email address', { exact: true }).fill(host.email);
  await form.getByLabel('Password', { exact: true }).fill(host.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByRole('heading', { name: `Karibu, ${host.name.split(' ')[0]}`, level: 1 })
    .waitFor({ state: 'visible', timeout: 15_000 });
}

/** The mail's text with quoted-printable soft breaks and escapes undone. */
export function decodeQuotedPrintable(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

const verifyLink = /https?:\/\/[^\s"'<>]+\/hosting\/verify-email\?token=[^\s"'<>&]+/;

/** The email verification link mailed to `email`: `<shell>/hosting/verify-email?token=…`. */
export async function verificationLink(email: string, where: Pick<Where, 'outboxDir'> = topology()): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = outboxMessages(where.outboxDir)
      .map(decodeQuotedPrintable)
      .find((text) => text.includes(email) && verifyLink.test(text));
    if (mail) return verifyLink.exec(mail)?.[0] as string;
    if (Date.now() > deadline) throw new Error(`no verification link mailed to ${email} in the outbox`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Three phone photos as JPEG files for the file chooser, each with a GPS position in its EXIF: two
 * stored sideways (orientation 6 and 8, upright they are portrait), one landscape (orientation 1).
 */
export async function phonePhotoFiles(): Promise<{ paths: string[]; portrait: number; landscape: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'makao-photos-'));
  const photos = [
    { name: 'veranda.jpg', orientation: 6 },
    { name: 'living-room.jpg', orientation: 1 },
    { name: 'bedroom.jpg', orientation: 8 },
  ];
  const paths: string[] = [];
  for (const { name, orientation } of photos) {
    const path = join(dir, name);
    writeFileSync(path, await phonePhoto({ width: 1200, height: 800, orientation }));
    paths.push(path);
  }
  return { paths, portrait: 2, landscape: 1 };
}

/**
 * A page of another origin on the same site as the shell and API (`localhost` on a free port), so a
 * `SameSite=Lax` cookie still goes with its requests: only the API's own checks stand in the way.
 */
export async function attackerOrigin(pages: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const [port] = await freePorts(1);
  const server = createServer((req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(pages[req.url ?? '/'] ?? ''),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://localhost:${port}`, server };
}

/** Full-page screenshots at 390 and 1280 px wide into `dir`, then back to the page's own size. */
export async function screenshots(page: Page, dir: string, name: string) {
  const size = page.viewportSize() ?? { width: 1280, height: 900 };
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // From the top, so the sticky top bar is drawn where it belongs; after what the new width loads.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(size);
}
