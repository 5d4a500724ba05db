/** Debian's chromium driven by playwright-core, with a throwaway profile. */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export function findChromium(): string | undefined {
  return CHROMIUM_PATHS.find((p) => existsSync(p));
}

export interface LaunchedBrowser {
  browser: BrowserContext;
  close(): Promise<void>;
}

/** A persistent context so that --user-data-dir is ours and fresh; deleted on close. */
export async function launchChromium(executablePath: string): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'sanam-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    locale: 'th-TH',
  });
  return {
    browser: context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

export type { Browser };
