import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { views } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';

const PUBLIC_URL = 'https://hookshelf.example';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
});

const pagesSitemap = async () => String((await t.get('/sitemaps/pages.xml')).body);

describe('views in the sitemap (docs/decisions/0006-views.md)', () => {
  it('lists every view with its last change, and drops a deleted one', async () => {
    const [bakers] = await t.database.db
      .insert(views)
      .values({ name: 'Bakers', slug: 'bakers', tagFilter: 'Baking' })
      .returning();
    await t.database.db.insert(views).values({ name: 'Cafés', slug: 'cafés', tagFilter: 'Coffee' });
    const xml = await pagesSitemap();
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/views/bakers</loc><lastmod>${bakers?.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).toContain(`<loc>${PUBLIC_URL}/views/caf%C3%A9s</loc>`);
    const index = String((await t.get('/sitemap.xml')).body);
    expect(index).toContain(`<loc>${PUBLIC_URL}/sitemaps/pages.xml</loc>`);
    await t.database.db.delete(views).where(eq(views.slug, 'bakers'));
    expect(await pagesSitemap()).not.toContain('/views/bakers');
  });
});
