import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { PublicVideo } from '../shared/contracts/video';
import { seriousAccessibilityViolations } from './support/axe';
import { listScreenshot, openPage, screenshot } from './support/browser';
import { dismissFirstVisitDialogs } from './support/first-visit';

// Issue 14: the first screen's images load at once and for real, and a video without an image shows the
// designed placeholder with its own title, on the demo library the app seeds itself.

async function firstPage(): Promise<PublicVideo[]> {
  const response = await fetch(`${inject('appUrl')}/api/videos/public?page=1`);
  return ((await response.json()) as { data: PublicVideo[] }).data;
}

/** Opens /public-beta at a width, counting every image request that fails. */
async function browseAt(width: number) {
  const { page } = await openPage({ width, height: width < 640 ? 812 : 900 });
  await dismissFirstVisitDialogs(page);
  const failedImages: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/images/') && response.status() >= 400) failedImages.push(response.url());
  });
  await page.goto('/public-beta');
  await page
    .locator('#video-list-heading')
    .filter({ hasText: /^[\d,]+ videos?$/ })
    .waitFor();
  return { page, failedImages };
}

/** The tiles whose top edge is in the first row (the same offsetTop as the first tile). */
function firstRowImages(page: Page) {
  return page.evaluate(() => {
    const tiles = [...document.querySelectorAll<HTMLElement>('[data-video-id]')];
    const top = tiles[0]?.getBoundingClientRect().top;
    return tiles
      .filter((tile) => tile.getBoundingClientRect().top === top)
      .map((tile) => tile.querySelector('img'))
      .filter((img): img is HTMLImageElement => img !== null)
      .map((img) => ({
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        src: img.getAttribute('src') ?? '',
      }));
  });
}

describe('thumbnails on the public browse page', () => {
  it.each([375, 1440])(
    'at %i px, loads the first row eagerly and for real, with no failed image',
    async (width) => {
      const { page, failedImages } = await browseAt(width);
      const firstRow = await firstRowImages(page);
      expect(firstRow.length).toBeGreaterThan(0);
      for (const image of firstRow) {
        expect(image.loading).toBe('eager');
        expect(image.src).toMatch(/\/images\/derived\/[0-9a-f]{32}\.webp$/);
      }
      // The first two — a phone's whole first row — ask for high priority; the largest image is among them.
      expect(firstRow.slice(0, 2).map((image) => image.fetchPriority)).toEqual(['high', 'high']);
      // Every first-row image arrives and decodes (naturalWidth > 0), with no broken image anywhere.
      await page.waitForFunction(() => {
        const tiles = [...document.querySelectorAll<HTMLElement>('[data-video-id]')].slice(0, 6);
        const images = tiles.map((tile) => tile.querySelector('img')).filter((img) => img !== null);
        return images.every((img) => img.complete && img.naturalWidth > 0);
      });
      await listScreenshot(page, `thumbnails-browse-${width}`);
      expect(failedImages).toEqual([]);
      await page.context().close();
    },
  );

  it('shows a video without an image as a placeholder card carrying its title', async () => {
    const videos = await firstPage();
    const without = videos.find((v) => v.thumbnail === null && v.simple_description);
    if (!without) throw new Error('the demo library has no video without an image on page 1');
    const { page } = await browseAt(375);
    const placeholder = page.locator(`[data-video-id="${without.id}"] [data-thumbnail-placeholder]`);
    await placeholder.waitFor();
    expect(await placeholder.textContent()).toContain(without.simple_description);
    expect(await placeholder.locator(`svg[data-platform-mark="${without.platform}"]`).count()).toBe(2);
    expect(await page.locator(`[data-video-id="${without.id}"] img`).count()).toBe(0);
    await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
    await page.context().close();
  });

  it.each([375, 1440])(
    'shows the placeholder on /v/{id} and the image in the modal at %i px',
    async (width) => {
      const videos = await firstPage();
      const without = videos.find((v) => v.thumbnail === null && v.simple_description);
      const withImage = videos.find((v) => v.thumbnail !== null);
      if (!without || !withImage) throw new Error('page 1 needs a video with and one without an image');
      const { page } = await openPage({ width, height: width < 640 ? 812 : 900 });
      await dismissFirstVisitDialogs(page);
      await page.goto(`/v/${without.id}`);
      const placeholder = page.locator('[data-thumbnail-placeholder]').first();
      await placeholder.waitFor();
      expect(await placeholder.textContent()).toContain(without.simple_description);
      await expect(seriousAccessibilityViolations(page)).resolves.toEqual([]);
      await screenshot(page, `thumbnails-placeholder-page-${width}`);

      await page.goto('/public-beta');
      await page
        .getByRole('link', {
          name: `Open video: ${withImage.simple_description?.trim() || 'No description'}`,
        })
        .first()
        .click();
      const poster = page.locator('[role="dialog"] img').first();
      await poster.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>('[role="dialog"] img');
        return img?.complete && img.naturalWidth > 0;
      });
      expect(await poster.getAttribute('srcset')).toContain('540w');
      await screenshot(page, `thumbnails-modal-${width}`);
      await page.context().close();
    },
  );
});
