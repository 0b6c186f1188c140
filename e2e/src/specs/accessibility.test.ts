import { contentRoutes, listingRoutes } from 'contracts';
import { apiProperties } from '../support/api';
import { seriousViolations } from '../support/axe';
import { launchBrowser, type BrowserSession } from '../support/browser';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
let propertyId: string;
beforeAll(async () => {
  session = await launchBrowser();
  propertyId = ((await apiProperties('?limit=1'))[0] as { id: string }).id;
});
afterAll(async () => {
  await session?.close();
});

/** Every route, `{id}` standing for a seeded property's id (known once the suite has started). */
const routes = [
  '/',
  '/properties',
  ...listingRoutes.map((r) => r.path),
  '/property/{id}',
  '/properties/{id}',
  ...contentRoutes.map((r) => r.path.replace(':id', '1')),
  '/booking-submitted',
  '/booking-confirmation',
];
/** The routes in groups of six, a test each: each group's time stays bounded on a busy machine. */
const groups = Array.from({ length: Math.ceil(routes.length / 6) }, (_, i) => routes.slice(i * 6, i * 6 + 6));

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it.each(groups.map((group) => [group.join(', '), group] as const))(
    'finds no serious or critical violation on %s',
    async (_names, group) => {
      const found: Record<string, unknown> = {};
      // Two tabs take half the routes each: most of a route's time is waiting for the network to settle.
      const check = async (paths: string[]) => {
        const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
        const ui = site(page);
        for (const path of paths) {
          await ui.goto(path.replace('{id}', propertyId));
          await visible(page.getByRole('heading', { level: 1 }));
          // A guest's first scroll: what loads when they turn from the first screen is checked too.
          await page.mouse.wheel(0, 600);
          await page.waitForLoadState('networkidle');
          const violations = await seriousViolations(page);
          if (violations.length) found[path] = violations;
        }
        await context.close();
      };
      const half = Math.ceil(group.length / 2);
      await Promise.all([check(group.slice(0, half)), check(group.slice(half))]);
      expect(found).toEqual({});
    },
    180_000,
  );

  it('finds none in the open booking dialog', async () => {
    const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto('/');
    await page.getByRole('article').first().getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await visible(dialog);
    await visible(dialog.getByLabel('Check-in date'));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds none in the photo lightbox', async () => {
    const { page, context } = await session.newPage({ reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto(`/property/${propertyId}`);
    await page.getByRole('button', { name: /^Open photo 1 of \d+$/ }).click();
    await visible(page.getByRole('dialog'));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds none in the mobile menu', async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844, reducedMotion: 'reduce' });
    const ui = site(page);
    await ui.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await visible(page.getByRole('button', { name: 'Close menu' }));
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
