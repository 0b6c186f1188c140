import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { pageData } from 'contracts';
// The theme alone (the `shared/ui` entry also brings browser-only state).
import { theme } from '../../../shared/src/ui/tokens';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { site } from '../support/site';
import { isWorkspaceModule } from '../support/releases';
import { count, visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

// The apps import the router as react-router-dom, the key under which the shared cut is provided.
const singletons = ['react', 'react-dom', 'react-router-dom', 'jotai', 'styled-components'] as const;

interface Manifest {
  shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
}

/** Each app's mf-manifest.json, by app. */
type Manifests = { shell: Manifest } & Record<string, Manifest>;

/** Each app's mf-manifest.json: the shell's build and each remote's active release. */
function deployedManifests(): Manifests {
  const { deployDir } = topology();
  const registry = JSON.parse(readFileSync(join(deployDir, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { active: string }>;
  };
  const manifests: Manifests = {
    shell: JSON.parse(readFileSync(join(__dirname, '../../../shell/dist/mf-manifest.json'), 'utf8')),
  };
  for (const [name, entry] of Object.entries(registry.remotes)) {
    manifests[name] = JSON.parse(readFileSync(join(deployDir, 'cdn', name, entry.active, 'mf-manifest.json'), 'utf8'));
  }
  return manifests;
}

/** Per app, the files that carry each shared package. */
function sharedAssetFiles(): Map<string, Map<string, Set<string>>> {
  const manifests = deployedManifests();
  const byPackage = new Map<string, Map<string, Set<string>>>();
  for (const [app, manifest] of Object.entries(manifests)) {
    for (const shared of manifest.shared) {
      const files = new Set(
        [...shared.assets.js.sync, ...shared.assets.js.async].map((f) => f.split('/').pop() as string),
      );
      const apps = byPackage.get(shared.name) ?? new Map<string, Set<string>>();
      apps.set(app, files);
      byPackage.set(shared.name, apps);
    }
  }
  return byPackage;
}

async function visitEveryRemote(page: Page) {
  const ui = site(page);
  await ui.goto('/');
  await ui.home.cards().first().waitFor();
  await page.getByRole('link', { name: 'Services' }).first().click();
  await ui.about.heading().waitFor();
  await ui.goto('/booking-submitted');
  await ui.bookingSubmitted.notFound().waitFor();
}

/** What the page head preloaded as `as` (`script`, `fetch`): the addresses, in order. */
const preloadsOf = (page: Page, as: string) =>
  page.evaluate(
    (kind) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
        .filter((l) => l.as === kind)
        .map((l) => l.href),
    as,
  );

/** The URLs of every request the page makes to `pathname` (any origin), as they happen. */
/** The requests to `call`: a path (any query), or a path and query (that address exactly). */
function requestsTo(page: Page, call: string): string[] {
  const asked: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if ((call.includes('?') ? `${url.pathname}${url.search}` : url.pathname) === call) asked.push(request.url());
  });
  return asked;
}

/** The first picture in the page's main area (cards' photos are decorative, alt="", so not by role). */
const firstPicture = (page: Page) => page.locator('main img').first().getAttribute('src');

describe('the composed site', () => {
  it('lists seeded properties from the API on the home page', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    // The featured list, then (while none can be featured) the newest stays: the cards come from them.
    const answers: Promise<{ data: Array<{ title: string }> }>[] = [];
    page.on('response', (r) => {
      if (r.url().startsWith(`${topology().api}/api/properties?`)) answers.push(r.json());
    });
    await ui.goto('/');
    await ui.home.featuredHeading().waitFor();
    await count(ui.home.cards(), 6);
    const titles = await ui.home.cards().getByRole('heading', { level: 3 }).allTextContents();
    const listed = (await Promise.all(answers)).flatMap((body) => body.data.map((p) => p.title));
    expect(listed).toEqual(expect.arrayContaining(titles));
    await context.close();
  });

  it('downloads exactly one copy of each shared singleton across the shell and the remotes', async () => {
    const { page, context } = await session.newPage();
    const requested: string[] = [];
    page.on('request', (request: Request) =>
      requested.push(new URL(request.url()).pathname.split('/').pop() as string),
    );
    await visitEveryRemote(page);
    const assets = sharedAssetFiles();
    for (const name of singletons) {
      const apps = assets.get(name);
      expect(apps).toBeDefined();
      const downloadedBy = [...(apps as Map<string, Set<string>>).entries()]
        .filter(([, files]) => requested.some((file) => files.has(file)))
        .map(([app]) => app);
      expect({ name, downloadedBy }).toEqual({ name, downloadedBy: ['shell'] });
    }
    await context.close();
  });

  it('gives every remote each library and shared entry it takes from the shell: remotes bring no copies of those', () => {
    const { shell, ...remotes } = deployedManifests();
    const provided = new Set(shell.shared.map((s) => s.name));
    for (const [remote, manifest] of Object.entries(remotes)) {
      const hasCopy = (s: (typeof manifest.shared)[number]) => s.assets.js.sync.length + s.assets.js.async.length > 0;
      const libraries = manifest.shared.filter((s) => !isWorkspaceModule(s.name));
      // Of the workspace packages, a remote brings a copy only of what the shell does not provide.
      const taken = manifest.shared.filter((s) => !hasCopy(s));
      const copied = manifest.shared.filter((s) => isWorkspaceModule(s.name) && hasCopy(s));
      expect({
        remote,
        libraryCopies: libraries.filter(hasCopy).map((s) => s.name),
        missing: taken.map((s) => s.name).filter((name) => !provided.has(name)),
        needlessCopies: copied.map((s) => s.name).filter((name) => provided.has(name)),
      }).toEqual({ remote, libraryCopies: [], missing: [], needlessCopies: [] });
      expect(taken.length).toBeGreaterThan(libraries.length);
    }
  });

  it("starts the shell's libraries and the route's remote from the page head, asking for its manifest once", async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    const manifests: string[] = [];
    page.on('request', (request: Request) => {
      if (request.url().endsWith('/mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await ui.goto('/properties');
    await ui.listing.heading().waitFor();
    const preloaded = await preloadsOf(page, 'script');
    expect(preloaded.some((href) => /\/static\/js\/async\/lib-shared\.[^/]+\.js$/.test(href))).toBe(true);
    expect(preloaded.some((href) => href.includes('/catalog/') && /remoteEntry/.test(href))).toBe(true);
    expect(manifests.filter((path) => path.startsWith('/catalog/'))).toHaveLength(1);
    // Every script the head preloads, the shell's and the remote's, at low priority: the first paint
    // comes from the HTML and waits for none of them.
    const priorities = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload]')]
        .filter((l) => l.as === 'script')
        .map((l) => l.getAttribute('fetchpriority')),
    );
    expect(new Set(priorities)).toEqual(new Set(['low']));
    await context.close();
  });

  it("fetches a detail page's property once, from the page head, which preloads its first photo", async () => {
    const list = (await (await fetch(`${topology().api}/api/properties?limit=1`)).json()) as {
      data: Array<{ id: string; title: string; images: string[] }>;
    };
    const [property] = list.data;
    const { page, context } = await session.newPage();
    const asked = requestsTo(page, `/api/properties/${property?.id}`);
    await site(page).goto(`/property/${property?.id}`);
    await visible(page.getByRole('heading', { name: property?.title, level: 1 }));
    // Asked once, by the head (the page's own fetch took that answer), which then preloaded the photo.
    expect(asked).toEqual([`${topology().api}/api/properties/${property?.id}`]);
    expect(await preloadsOf(page, 'image')).toEqual([property?.images[0]]);
    await context.close();
  });

  // One request each: had the page not taken the head's answer, it would have asked again.
  it.each([
    [
      // The listing's own call (Recently Added and the county rows ask for theirs after it).
      'the unfiltered listing',
      '/properties',
      pageData.propertyList.path,
      (page: Page) => page.getByText(/properties, showing 6/),
    ],
    ["the blog's posts", '/blog', '/wp-json/wp/v2/posts', (page: Page) => site(page).blog.readMore()],
  ])('fetches %s once, from the page head, which preloads the first picture', async (_, path, call, shown) => {
    const { page, context } = await session.newPage();
    const asked = requestsTo(page, call);
    await site(page).goto(path);
    await visible(shown(page));
    expect(asked).toHaveLength(1);
    expect(await preloadsOf(page, 'image')).toEqual([await firstPicture(page)]);
    await context.close();
  });

  // First contentful paint: the page's HTML paints the top bar, and on home the hero's
  // picture, before any script runs; the shell then draws the same bar in the same place.
  it.each([
    ['/properties', 390],
    ['/properties', 1280],
    ['/', 390],
    ['/', 1280],
  ])('paints the top bar of %s at %i px from the HTML, where the shell then draws it', async (path, width) => {
    const look = (page: Page) =>
      page.evaluate(() => {
        const bar = document.querySelector('header') as HTMLElement;
        const brand = bar.querySelector('a') as HTMLElement;
        const box = brand.getBoundingClientRect();
        const hero = document.querySelector('.fp-hero, section[aria-labelledby="hero-heading"]');
        return {
          banners: document.querySelectorAll('header').length,
          brand: [box.x, box.y, box.width, box.height].map(Math.round),
          brandText: brand.textContent,
          brandColor: getComputedStyle(brand).color,
          barBackground: getComputedStyle(bar).backgroundColor,
          heroPicture:
            hero && getComputedStyle(hero).display !== 'none' ? getComputedStyle(hero).backgroundImage : null,
        };
      });
    const before = await session.newPage({ width, height: 800 });
    await before.page.route(/\.js(\?|$)/, (route) => route.abort());
    await before.page.goto(`${topology().shell}${path}`);
    const first = await look(before.page);
    // Its links work before the shell's code does.
    await Promise.all([before.page.waitForURL(/\/$/), before.page.getByRole('link', { name: 'Makao home' }).click()]);
    await before.context.close();

    const { page, context } = await session.newPage({ width, height: 800 });
    const ui = site(page);
    await ui.goto(path);
    await (path === '/' ? ui.home.cards().first() : ui.listing.heading()).waitFor();
    const drawn = await look(page);
    expect(drawn.banners).toBe(1); // the first paint is gone, replaced by the shell's bar
    expect(first).toEqual({ ...drawn, heroPicture: first.heroPicture });
    if (path === '/') {
      expect(first.heroPicture).toContain('linear-gradient');
      expect(first.heroPicture).toBe(drawn.heroPicture);
    } else {
      expect(first.heroPicture).toBeNull();
    }
    await context.close();
  });

  it('tells a guest without JavaScript how to book, below the top bar the HTML paints', async () => {
    const { page, context } = await session.newPage({ width: 390, javaScriptEnabled: false });
    await page.goto(`${topology().shell}/properties`);
    // Playwright's text engine skips <noscript>: the element itself, which this browser shows.
    const message = page.locator('noscript');
    await visible(message);
    expect(await message.textContent()).toContain('Makao needs JavaScript to show stays.');
    const bar = await page.locator('header').boundingBox();
    // Where its words are (the element's own box starts under the bar: its padding makes the room).
    const textTop = await message.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().top;
    });
    expect(bar).not.toBeNull();
    expect(textTop).toBeGreaterThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
    await context.close();
  });

  it("shows a remote's toast in the shell's viewport (one store)", async () => {
    const { page, context } = await session.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const ui = site(page);
    await ui.goto('/');
    await ui.home.cards().first().click();
    await ui.detail.share().click();
    await visible(ui.toasts().getByText('Link copied'));
    await context.close();
  });

  it("styles a remote's components with the shell's theme", async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/about');
    const hero = ui.about.heading().locator('xpath=..');
    const background = await hero.evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = theme.colors.primary.replace('#', '');
    const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
    expect(background).toBe(`rgb(${r}, ${g}, ${b})`);
    await context.close();
  });

  it("navigates from a link inside a remote through the shell's router without reloading", async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await ui.home.viewAll().click();
    await ui.listing.heading().waitFor();
    expect(new URL(page.url()).pathname).toBe('/properties');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await context.close();
  });

  it.each(['catalog', 'booking', 'content'] as const)(
    'keeps the rest of the site working when the %s remote cannot be reached',
    async (blocked) => {
      const { page, context } = await session.newPage();
      const ui = site(page);
      await page.route(`${topology().cdn}/${blocked}/**`, (route) => route.abort());
      const pages = { catalog: '/', content: '/about', booking: '/booking-submitted' } as const;
      await ui.goto(pages[blocked]);
      await visible(ui.remoteFallback());
      await visible(ui.retry());
      await visible(ui.topBar());
      await visible(ui.footer());
      // The other remotes still render, reached through the shell's navigation.
      if (blocked !== 'content') {
        await ui.footer().getByRole('link', { name: 'Services' }).click();
        await ui.about.heading().waitFor();
      }
      if (blocked !== 'catalog') {
        await ui.footer().getByRole('link', { name: 'All properties' }).click();
        await ui.listing.heading().waitFor();
      }
      await context.close();
    },
  );
});
