import { beforeAll, describe, expect, it } from 'vitest';
import { insertSwipefile, setAccess } from '../test/shared-swipefile-fixtures';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

const PUBLIC_URL = 'https://hookshelf.example';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  owner = await createUser(t);
});

const pagesSitemap = async () => String((await t.get('/sitemaps/pages.xml')).body);

describe('public swipefiles in the sitemap (docs/decisions/0018-shared-links.md)', () => {
  it('lists a public swipefile with its last change, never a link-only or private one', async () => {
    const open = await insertSwipefile(t.database.db, owner.id, { name: 'Open one', access: 'public' });
    const link = await insertSwipefile(t.database.db, owner.id, { name: 'Link one', access: 'link_only' });
    await insertSwipefile(t.database.db, owner.id, { name: 'Private one', access: 'private' });
    const xml = await pagesSitemap();
    expect(xml).toContain(
      `<url><loc>${PUBLIC_URL}/public/swipefiles/${open.publicSlug}</loc><lastmod>${open.updatedAt.toISOString()}</lastmod></url>`,
    );
    expect(xml).not.toContain(String(link.shareToken));
    expect(xml).not.toContain('/shared/swipefiles/');
    expect([...xml.matchAll(/\/public\/swipefiles\//g)]).toHaveLength(1);
    // The index's pages entry changes when a public swipefile does.
    const index = String((await t.get('/sitemap.xml')).body);
    expect(index).toContain(`<lastmod>${open.updatedAt.toISOString()}</lastmod>`);
  });

  it('drops a swipefile that is no longer public', async () => {
    const open = await insertSwipefile(t.database.db, owner.id, { name: 'Briefly open', access: 'public' });
    expect(await pagesSitemap()).toContain(String(open.publicSlug));
    await setAccess(t.database.db, open.id, 'private');
    expect(await pagesSitemap()).not.toContain(String(open.publicSlug));
  });
});
