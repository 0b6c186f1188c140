import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium with the flags this machine needs (no browser download is possible here). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserSession {
  browser: Browser;
  newPage(options?: { width?: number; height?: number }): Promise<{ page: Page; context: BrowserContext }>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'makao-chromium-'));
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
      `--user-data-dir=${profile}`,
    ],
  });
  return {
    browser,
    async newPage({ width = 1280, height = 900 } = {}) {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'en-KE',
        timezoneId: 'Africa/Nairobi',
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => process.stdout.write(`  [page error] ${error.message}\n`));
      return { page, context };
    },
    async close() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
