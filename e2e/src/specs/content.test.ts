import { launchBrowser, type BrowserSession } from '../support/browser';
import { topology } from '../support/env';
import { waitForMail } from '../support/outbox';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session?.close();
});

describe('content pages', () => {
  it.each([
    ['/about', 'About Makao'],
    ['/contact', 'Contact Us'],
    ['/blog', 'Kenya Travel Blog'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/sitemap', 'Sitemap'],
    ['/help', 'Help Center'],
    ['/help-center', 'Help Center'],
    ['/become-host', 'Become a Makao Host'],
    ['/host', 'Become a Makao Host'],
    ['/cancellation', 'Cancellation Policy'],
    ['/host-terms', 'Host Terms'],
  ])('%s shows %s inside the shell', async (path, heading) => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto(path);
    await visible(ui.heading(heading));
    await visible(ui.topBar());
    await visible(ui.footer());
    await context.close();
  });

  it('sends a contact inquiry that the API stores and forwards to support', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/contact');
    const stamp = `E2E ${Date.now()}`;
    await ui.contact.field('First name').fill('Wanjiru');
    await ui.contact.field('Last name').fill(stamp);
    await ui.contact.field('Email address').fill('wanjiru@example.co.ke');
    await ui.contact.field('Phone number').fill('+254 711 222 333');
    await ui.contact.field('Inquiry type').selectOption('corporate-housing');
    await ui.contact.field('Message').fill('We need a two-bedroom apartment in Kilimani for three months.');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST');
    await ui.contact.send().click();
    expect((await answer).status()).toBe(201);
    await visible(
      page.getByText('Message sent successfully! Our Kenya vacation rental team will contact you within 2 hours.'),
    );
    expect(await ui.contact.field('Last name').inputValue()).toBe('');
    const mail = await waitForMail(stamp, 'Kilimani');
    expect(mail).toContain('wanjiru@example.co.ke');
    await context.close();
  });

  it('opens a blog post from the list', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/blog');
    const first = ui.blog.readMore().first();
    await visible(first);
    const title = ((await first.getAttribute('aria-label')) ?? (await first.textContent()) ?? '').replace(
      /^Read More: /,
      '',
    );
    await first.click();
    await visible(ui.heading(title.trim()));
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/\d+$/);
    await context.close();
  });

  it("on a phone, a post's date, read time and author wrap with no line starting with a separator", async () => {
    const { page, context } = await session.newPage({ width: 390, height: 844 });
    const ui = site(page);
    await ui.goto('/blog');
    await ui.blog.readMore().first().click();
    const author = page.getByRole('main').getByText(/^By /).first();
    await visible(author);
    // Where each item's text begins, against the paragraph's left edge: the item that starts a line
    // (the date, and the author once wrapped) begins at the edge; its separator is clipped outside it.
    const layout = await author.evaluate((element) => {
      const meta = element.closest('p') as HTMLElement;
      const items = [...(element.parentElement as HTMLElement).children].map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const first = range.getClientRects()[0] as DOMRect;
        return { text: item.textContent ?? '', left: Math.round(first.left), top: Math.round(first.top) };
      });
      return { edge: Math.round(meta.getBoundingClientRect().left), clips: getComputedStyle(meta).overflow, items };
    });
    const lineStarts = layout.items.filter(
      (item, index) => index === 0 || item.top > (layout.items[index - 1]?.top ?? 0),
    );
    expect(lineStarts.length).toBeGreaterThan(1);
    expect(layout.clips).toBe('hidden');
    for (const item of lineStarts)
      expect({ text: item.text, left: item.left }).toEqual({ text: item.text, left: layout.edge });
    await context.close();
  });

  it("shows a post's pictures from the API and never asks another host for one", async () => {
    const { page, context } = await session.newPage();
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).hostname === 'tracker.example') elsewhere.push(request.url());
    });
    // The post as the API serves it, with a tracking pixel and one of the API's pictures added to its content.
    await page.route(/\/wp-json\/wp\/v2\/posts\/\d+\?/, async (route) => {
      const response = await route.fetch();
      const post = (await response.json()) as { content: { rendered: string } };
      post.content.rendered +=
        '<p>Photo credits.</p><img src="https://tracker.example/pixel.gif?reader=1" alt="Tracking pixel">' +
        `<img src="${topology().api}/images/blog/blog-diani-weekend.svg" alt="Dhow off Diani">`;
      await route.fulfill({ response, json: post });
    });
    const ui = site(page);
    await ui.goto('/blog');
    await visible(ui.blog.readMore());
    await ui.blog.readMore().first().click();
    await visible(page.getByText('Photo credits.'));
    const picture = page.getByRole('img', { name: 'Dhow off Diani' });
    await picture.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await picture.elementHandle(),
      { timeout: 15_000 },
    );
    expect(await page.locator('img[src*="tracker.example"]').count()).toBe(0);
    expect(await page.getByRole('img', { name: 'Tracking pixel' }).count()).toBe(0);
    expect(elsewhere).toEqual([]);
    await context.close();
  });

  it('says Post not found for a post that does not exist', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/blog/987654');
    await visible(page.getByText('Post not found'));
    await context.close();
  });
});
