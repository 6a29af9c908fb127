import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import { launchChromium } from './chromium';

const ARTIFACTS_DIR = path.resolve('.test-artifacts/screenshots');

let browser: Browser | null = null;

// Registered at import (collection) time so it runs after the file's tests.
afterAll(async () => {
  await browser?.close();
  browser = null;
});

/** A fresh browser context (own cookies and storage) on the app under test. */
export async function openPage(
  options: { width?: number; height?: number } = {},
): Promise<{ page: Page; context: BrowserContext; appUrl: string }> {
  browser ??= await launchChromium();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    baseURL: inject('appUrl'),
  });
  const page = await context.newPage();
  return { page, context, appUrl: inject('appUrl') };
}

/** Keeps a screenshot of a screen as a test artifact (.test-artifacts/screenshots/NAME.png). */
export async function screenshot(page: Page, name: string): Promise<void> {
  await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}
