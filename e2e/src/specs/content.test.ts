import { launchBrowser, type BrowserSession } from '../support/browser';
import { waitForMail } from '../support/outbox';
import { site } from '../support/site';
import { visible } from '../support/waitFor';

let session: BrowserSession;
beforeAll(async () => {
  session = await launchBrowser();
});
afterAll(async () => {
  await session.close();
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

  it('says Post not found for a post that does not exist', async () => {
    const { page, context } = await session.newPage();
    const ui = site(page);
    await ui.goto('/blog/987654');
    await visible(page.getByText('Post not found'));
    await context.close();
  });
});
