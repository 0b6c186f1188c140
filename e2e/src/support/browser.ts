import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * Debian's Chromium with the flags this machine needs (no browser download is possible here).
 * Playwright gives every launch a fresh temporary profile (it refuses `--user-data-dir` in `launch`).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  newPage(options?: {
    width?: number;
    height?: number;
    reducedMotion?: 'reduce' | 'no-preference';
    /** false: a guest whose browser runs no script at all. */
    javaScriptEnabled?: boolean;
  }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    browser,
    async newPage({ width = 1280, height = 900, reducedMotion = 'no-preference', javaScriptEnabled = true } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'en-KE',
        timezoneId: 'Africa/Nairobi',
        reducedMotion,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => process.stdout.write(`  [page error] ${error.message}\n`));
      return { page, context };
    },
    async close() {
      await browser.close();
    },
  };
}
