import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../../api/src/config';
import { apiProperties } from '../support/api';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { staticOrigin } from '../support/origins';
import { serveMapTiles } from '../support/mapTiles';
import { activeVersions, repoDir } from '../support/releases';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

/**
 * The shell origin and the CDN origin (scripts/lib/topology.mjs, securityHeaders.mjs): the site under
 * its Content-Security-Policy, out of any other origin's frames, and error answers that no cache keeps.
 */
let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

/** Pages of a third origin (127.0.0.1 on a port of its own): `pages[path]` is the HTML at `path`. */
async function thirdOrigin(pages: Record<string, string>): Promise<{ origin: string; server: Server }> {
  const server = createServer((req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(pages[req.url ?? '/'] ?? ''),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Every Content-Security-Policy violation the page reports, as the console says it ("Refused to …")
 * and as `securitypolicyviolation` events on each document the page loads.
 */
async function violationsOf(page: Page): Promise<string[]> {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Refused to|Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.exposeFunction('__reportViolation', (text: string) => refused.push(text));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __reportViolation(text: string): void }).__reportViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI}`,
      ),
    ),
  );
  return refused;
}

describe('the site and its security headers', () => {
  it('cannot be framed by a page of another origin', async () => {
    const { shell } = topology();
    // The contact form, inside a page of another origin, as a clickjacking page would show it; beside
    // it a frame of that page's own origin, which loads.
    const framing = await thirdOrigin({
      '/': `<!doctype html><title>elsewhere</title>
        <iframe id="own" src="/own"></iframe>
        <iframe id="site" src="${shell}/contact" width="800" height="600"
          onload="this.setAttribute('data-loaded', '')"></iframe>`,
      '/own': '<!doctype html><title>framed here</title>',
    });
    const { page, context } = await session.newPage();
    try {
      const refused = await violationsOf(page);
      await page.goto(framing.origin, { waitUntil: 'load' });
      const own = await page.locator('#own').contentFrame();
      expect(await own.locator('title').textContent()).toBe('framed here');
      // The frame has finished: with what the browser put there instead of the site.
      await page.locator('#site[data-loaded]').waitFor({ state: 'attached', timeout: 15_000 });
      const framed = await (await page.locator('#site').elementHandle())?.contentFrame();
      expect(framed?.url()).not.toMatch(new RegExp(`^${shell}`));
      expect(await framed?.getByRole('banner').count()).toBe(0);
      expect(refused.join('\n')).toContain("frame-ancestors 'none'");
    } finally {
      await context.close();
      framing.server.close();
    }
  });

  it('runs every page under its policy: the head script, the remotes, the booking dialog, nothing refused', async () => {
    const { shell } = topology();
    const { page, context } = await session.newPage();
    const refused = await violationsOf(page);
    // The detail page's map draws OpenStreetMap's tiles; no network here, so each tile is a stand-in.
    await serveMapTiles(context);
    const ui = site(page);

    const answer = await ui.goto('/');
    const policy = answer?.headers()['content-security-policy'] ?? '';
    // The inline head script is allowed by its hash (read from the build), never by 'unsafe-inline'.
    const html = readFileSync(join(repoDir, 'shell', 'dist', 'index.html'), 'utf8');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(`'sha256-${hash}'`);
    expect(scriptSrc).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");

    // The head script ran: it marked the route and left its early requests.
    await ui.home.cards().first().waitFor();
    expect(
      await page.evaluate(() => ({
        route: document.documentElement.dataset.firstRoute,
        early: typeof (window as unknown as { __MAKAO_EARLY__?: unknown }).__MAKAO_EARLY__,
      })),
    ).toEqual({ route: 'catalog/HomePage', early: 'object' });
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog.getByLabel('Check-in date'));
    await page.keyboard.press('Escape');

    await ui.goto('/properties');
    await visible(ui.listing.heading());
    await visible(page.getByRole('article').first());
    // The head script preloaded the listing's first picture from the API.
    expect(await page.locator('link[rel=preload][as=image]').count()).toBe(1);

    const [property] = await apiProperties('?limit=1');
    await ui.goto(`/property/${property?.id}`);
    await ui.detail.turnToBooking();
    await visible(page.getByRole('form', { name: `Book Your Stay at ${property?.title}` }));
    await page.getByRole('heading', { name: "Where you'll be" }).scrollIntoViewIfNeeded();
    const map = page.getByRole('region', { name: /^Map of / });
    await visible(map.locator('img.leaflet-tile-loaded').first());

    await ui.goto('/blog');
    await visible(ui.heading('Kenya Travel Blog'));
    await ui.blog.readMore().first().click();
    await visible(page.getByRole('article').getByRole('heading', { level: 1 }));

    await ui.goto('/contact');
    await visible(ui.contact.form());
    expect(new URL(page.url()).origin).toBe(shell);
    expect(refused).toEqual([]);

    // The policy is enforced, and this test sees what it refuses: a script the build did not ship.
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.appendChild(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    const deadline = Date.now() + 5_000;
    while (!refused.some((text) => /script-src/.test(text)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(refused.join('\n')).toMatch(/script-src/);
    await context.close();
  });
});

const noImmutable = (answer: Response) => {
  const cache = answer.headers.get('cache-control') ?? '';
  expect(cache).not.toContain('immutable');
  expect(cache).toMatch(/no-store|no-cache/);
};

describe('the static origins', () => {
  it('send nosniff, a referrer policy and no framing on every answer; the CDN sends its scripts with their type', async () => {
    const { shell, cdn } = topology();
    const version = activeVersions().catalog;
    const manifest = (await (await fetch(`${cdn}/catalog/${version}/mf-manifest.json`)).json()) as {
      metaData: { remoteEntry: { path: string; name: string } };
    };
    const entry = [manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name].filter(Boolean).join('/');
    const answers = await Promise.all(
      [`${shell}/`, `${shell}/remotes.json`, `${shell}/missing.js`, `${cdn}/catalog/${version}/${entry}`].map((url) =>
        fetch(url),
      ),
    );
    for (const answer of answers) {
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      // The origins are http here: HSTS only where the origin is https.
      expect(answer.headers.get('strict-transport-security')).toBeNull();
    }
    const script = answers[3] as Response;
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answer in the coding the client accepts, and never in one it refuses with q=0', async () => {
    const { shell, cdn } = topology();
    const version = activeVersions().catalog;
    /** The Content-Encoding an answer comes in for this Accept-Encoding (headers only, 10 s at most). */
    const codingOf = (url: string, accept: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const request = get(url, { headers: { 'accept-encoding': accept }, timeout: 10_000 }, (answer) => {
          answer.resume();
          resolve(answer.headers['content-encoding']);
        });
        request.on('timeout', () => request.destroy(new Error(`${url} did not answer`)));
        request.on('error', reject);
      });
    for (const url of [`${shell}/`, `${cdn}/catalog/${version}/mf-manifest.json`]) {
      expect(await codingOf(url, 'gzip, deflate, br, zstd')).toBe('br');
      expect(await codingOf(url, 'br;q=0, gzip')).toBe('gzip');
      expect(await codingOf(url, 'BR;q=0.5, gzip;q=0.9')).toBe('gzip');
      expect(await codingOf(url, 'gzip;q=0, br;q=0')).toBeUndefined();
      expect(await codingOf(url, 'identity')).toBeUndefined();
    }
  });

  it('send precompressed bytes that decode to the file itself, and say that the answer varies with Accept-Encoding', async () => {
    const { shell, cdn } = topology();
    const version = activeVersions().catalog;
    const answerTo = (url: string, accept: string) =>
      new Promise<{ body: Buffer; encoding?: string; vary: string }>((resolve, reject) => {
        const request = get(url, { headers: { 'accept-encoding': accept }, timeout: 10_000 }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () =>
            resolve({
              body: Buffer.concat(chunks),
              encoding: answer.headers['content-encoding'],
              vary: String(answer.headers.vary ?? ''),
            }),
          );
        });
        request.on('timeout', () => request.destroy(new Error(`${url} did not answer`)));
        request.on('error', reject);
      });
    for (const url of [`${shell}/`, `${cdn}/catalog/${version}/mf-manifest.json`]) {
      const file = await answerTo(url, 'identity');
      expect(file.encoding).toBeUndefined();
      const br = await answerTo(url, 'br');
      const gzip = await answerTo(url, 'gzip');
      expect([br.encoding, gzip.encoding]).toEqual(['br', 'gzip']);
      expect(brotliDecompressSync(br.body).equals(file.body)).toBe(true);
      expect(gunzipSync(gzip.body).equals(file.body)).toBe(true);
      expect(br.body.length).toBeLessThan(file.body.length);
      for (const answer of [file, br, gzip]) expect(answer.vary).toMatch(/accept-encoding/i);
    }
  });

  it('answer a malformed percent-escape with 400 in the error shape', async () => {
    const { shell, cdn } = topology();
    for (const origin of [shell, cdn]) {
      const answer = await fetch(`${origin}/%E0%A4%A`);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ error: expect.any(String) });
      noImmutable(answer);
    }
  });

  it('never cache an error answer: a missing hashed file, a path outside the folder, a POST', async () => {
    const { shell, cdn } = topology();
    const version = activeVersions().catalog;
    const cases: Array<[string, RequestInit, number]> = [
      [`${cdn}/catalog/${version}/static/js/async/gone.0123456789.js`, {}, 404],
      [`${shell}/static/js/gone.0123456789.js`, {}, 404],
      [`${cdn}/catalog/..%2f..%2f..%2fetc/passwd`, {}, 403],
      [`${shell}/static/..%2f..%2f..%2fetc/passwd`, {}, 403],
      [`${cdn}/catalog/${version}/mf-manifest.json`, { method: 'POST' }, 405],
      [`${shell}/static/js/x.js`, { method: 'POST' }, 405],
    ];
    for (const [url, init, status] of cases) {
      const answer = await fetch(url, init);
      expect([url, answer.status]).toEqual([url, status]);
      noImmutable(answer);
      expect(await answer.json()).toEqual({ error: expect.any(String) });
    }
  });

  it("build the page's policy from the configured origins and the HTML served; HSTS when the origin is https", async () => {
    const root = mkdtempSync(join(tmpdir(), 'makao-static-'));
    const page = join(root, 'index.html');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    writeFileSync(
      page,
      '<!doctype html><script>window.a = 1</script><script src="/x.js"></script><script>b()</script>',
    );
    const origins = {
      SHELL_ORIGIN: 'https://makao.example',
      CDN_ORIGIN: 'https://cdn.makao.example',
      API_ORIGIN: 'https://api.makao.example',
    };
    const shell = await staticOrigin('shellOrigin', root, origins);
    const cdn = await staticOrigin('cdnOrigin', root, origins);
    try {
      const policyOf = async (url: string) => {
        const answer = await fetch(url);
        expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
        return Object.fromEntries(
          (answer.headers.get('content-security-policy') ?? '').split('; ').map((d) => {
            const [name, ...sources] = d.split(' ');
            return [name, sources];
          }),
        ) as Record<string, string[]>;
      };
      const policy = await policyOf(`${shell.url}/any/route`);
      expect(policy['script-src']).toEqual(["'self'", origins.CDN_ORIGIN, sha('window.a = 1'), sha('b()')]);
      expect(policy['connect-src']).toEqual(["'self'", origins.CDN_ORIGIN, origins.API_ORIGIN]);
      expect(policy['img-src']).toContain('https://tile.openstreetmap.org');
      expect(policy['frame-src']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      // A new build of the page: the policy follows it without a restart.
      writeFileSync(page, '<!doctype html><script>window.c = 2</script>');
      utimesSync(page, new Date(), new Date(Date.now() + 60_000));
      expect((await policyOf(`${shell.url}/`))['script-src']).toEqual([
        "'self'",
        origins.CDN_ORIGIN,
        sha('window.c = 2'),
      ]);
      // The CDN serves files, never a page: an HTML file there may run nothing.
      expect(await policyOf(`${cdn.url}/index.html`)).toEqual({
        'default-src': ["'none'"],
        'frame-ancestors': ["'none'"],
      });
    } finally {
      for (const { child } of [shell, cdn]) child.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('never cache a 500', async () => {
    // A file that cannot be read: its name, then `index.html` inside it, are both folders.
    const root = mkdtempSync(join(tmpdir(), 'makao-static-'));
    mkdirSync(join(root, 'catalog', '1', 'broken.js', 'index.html'), { recursive: true });
    mkdirSync(join(root, 'static', 'broken.js', 'index.html'), { recursive: true });
    const origins = await Promise.all([staticOrigin('cdnOrigin', root), staticOrigin('shellOrigin', root)]);
    try {
      for (const [origin, path] of [
        [origins[0], '/catalog/1/broken.js'],
        [origins[1], '/static/broken.js'],
      ] as const) {
        const answer = await fetch(`${origin.url}${path}`);
        expect(answer.status).toBe(500);
        noImmutable(answer);
        expect(await answer.json()).toEqual({ error: expect.any(String) });
      }
    } finally {
      for (const { child } of origins) child.kill();
      rmSync(root, { recursive: true, force: true });
    }
  });

  describe('bound their sockets as the API does', () => {
    const bounds = {
      HEADERS_TIMEOUT_MS: '300',
      REQUEST_TIMEOUT_MS: '600',
      KEEP_ALIVE_TIMEOUT_MS: '300',
      SOCKET_TIMEOUT_MS: '60000',
      MAX_CONNECTIONS: '3',
    };
    /** Far beyond every bound set here, far below Node's own (60 s to 300 s, or none). */
    const DEADLINE = 8_000;
    let root: string;
    let origins: Awaited<ReturnType<typeof staticOrigin>>[];
    beforeAll(async () => {
      root = mkdtempSync(join(tmpdir(), 'makao-static-'));
      writeFileSync(join(root, 'index.html'), '<!doctype html><title>Makao</title>');
      origins = await Promise.all([staticOrigin('cdnOrigin', root, bounds), staticOrigin('shellOrigin', root, bounds)]);
    });
    afterAll(() => {
      for (const { child } of origins ?? []) child.kill();
      if (root) rmSync(root, { recursive: true, force: true });
    });

    /** A raw connection to `url`'s port: what the origin sent by the time it closed, or a failure after DEADLINE. */
    async function rawClient(url: string) {
      const socket = connect(Number(new URL(url).port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('error', () => undefined);
      const closed = new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`still open after ${DEADLINE} ms: ${received}`)), DEADLINE);
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(received);
        });
      });
      closed.catch(() => undefined);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('error', reject);
      });
      return { socket, closed };
    }

    it('cut off headers that drip in, and close an idle keep-alive connection', async () => {
      for (const origin of origins) {
        const slow = await rawClient(origin.url);
        slow.socket.write('GET / HTTP/1.1\r\nHost: makao.test\r\n');
        const drip = setInterval(() => slow.socket.writable && slow.socket.write('X'), 50);
        try {
          expect(await slow.closed).toMatch(/^HTTP\/1\.1 408 /);
        } finally {
          clearInterval(drip);
        }
        const idle = await rawClient(origin.url);
        idle.socket.write('GET / HTTP/1.1\r\nHost: makao.test\r\n\r\n');
        expect(await idle.closed).toMatch(/^HTTP\/1\.1 200 /);
      }
    });

    it('refuse connections beyond the cap', async () => {
      for (const origin of origins) {
        // Each holds its connection with a request line and nothing more, well within the bounds.
        const held = await Promise.all([1, 2, 3].map(() => rawClient(origin.url)));
        for (const { socket } of held) socket.write('GET / HTTP/1.1\r\n');
        const refused = await rawClient(origin.url);
        expect(await refused.closed).toBe('');
        for (const { socket } of held) socket.destroy();
      }
    });

    it("default to the API's own bounds", () => {
      const script = `const { serverBounds } = await import(${JSON.stringify(join(repoDir, 'scripts/lib/serverBounds.mjs'))});
        process.stdout.write(JSON.stringify(serverBounds({})));`;
      const origin = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' }),
      );
      const api = loadConfig({});
      expect(origin).toEqual({
        headersTimeoutMs: api.headersTimeoutMs,
        requestTimeoutMs: api.requestTimeoutMs,
        keepAliveTimeoutMs: api.keepAliveTimeoutMs,
        socketTimeoutMs: api.socketTimeoutMs,
        maxConnections: api.maxConnections,
      });
      // An idle socket is closed well within 45 s.
      expect(origin.keepAliveTimeoutMs).toBeLessThan(45_000);
    });
  });
});
