import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GATED_VIDEO_FIELDS } from '../../shared/contracts/video';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { PresentedVideos } from './presented-videos';
import { PresentedWarming } from './presented-warming';

let t: TestApp;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([
    videoRecord({ id: 701, transcript: 'A gated transcript line.', hook_verbal_content: 'Gated hook' }),
    videoRecord({ id: 702 }),
    videoRecord({ id: 703 }),
  ]);
  reader = await createUser(t);
});

/** The real database, with the queries sent to its pool counted. */
function countedDb() {
  const counted = { reads: 0, db: t.app.db };
  counted.db = new Proxy(t.app.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== '$client') return value;
      return new Proxy(value, {
        get(pool, name, poolReceiver) {
          if (name === 'query') counted.reads += 1;
          return Reflect.get(pool, name, poolReceiver);
        },
      });
    },
  });
  return counted;
}

const byId = (body: { data: { id: number }[] }, id: number) =>
  body.data.find((video) => video.id === id) as Record<string, unknown> | undefined;

describe('the presented-video cache behind the lists', () => {
  it('never hands a visitor the signed-in version of a video it already holds', async () => {
    // The signed-in list reads (and keeps) the full video first; the visitor's list comes after.
    const signedIn = (await t.get('/api/videos', { headers: reader.auth })).body;
    expect(byId(signedIn, 701)?.transcript).toBe('A gated transcript line.');
    for (let i = 0; i < 2; i++) {
      const visitor = (await t.get('/api/videos/public')).body;
      const video = byId(visitor, 701);
      expect(video?.simple_description).toBe('Weeknight dinner idea 701');
      for (const field of GATED_VIDEO_FIELDS) expect(video).not.toHaveProperty(field);
    }
  });

  it('shows a changed video at once, in the list, a search and the similar row alike', async () => {
    await t.get('/api/videos/public');
    await t.get('/api/videos/public?search=weeknight');
    await t.createVideos([videoRecord({ id: 702, simple_description: 'Sheet-pan salmon, re-cut' })]);
    const list = (await t.get('/api/videos/public')).body;
    expect(byId(list, 702)?.simple_description).toBe('Sheet-pan salmon, re-cut');
    const signedIn = (await t.get('/api/videos', { headers: reader.auth })).body;
    expect(byId(signedIn, 702)?.simple_description).toBe('Sheet-pan salmon, re-cut');
  });

  it('answers the same list as reading every row would, however little it may keep', async () => {
    // A cache allowed a few hundred characters keeps at most one video: every answer is still whole.
    const tiny = new PresentedVideos(t.app.db, t.app.libraryChanges, 800);
    const roomy = new PresentedVideos(t.app.db, t.app.libraryChanges);
    for (const ids of [
      [701, 702, 703],
      [703, 701],
      [702, 999_999, 701],
      [701, 702, 703],
    ]) {
      const small = await tiny.json(ids, 'public');
      expect(small).toEqual(await roomy.json(ids, 'public'));
      expect(small.map((json) => JSON.parse(json.toString()).id)).toEqual(ids.filter((id) => id !== 999_999));
    }
  });

  it('reads a video once for requests that ask for it at the same time, and again after a change', async () => {
    const counted = countedDb();
    const videos = new PresentedVideos(counted.db, t.app.libraryChanges);
    const reads = () => counted.reads;
    const pages = await Promise.all([
      videos.json([701, 702], 'public'),
      videos.json([702, 701, 703], 'public'),
      videos.json([703], 'public'),
    ]);
    expect(pages.map((page) => page.map((json) => JSON.parse(json.toString()).id))).toEqual([
      [701, 702],
      [702, 701, 703],
      [703],
    ]);
    // The first request reads 701 and 702, the second only 703; the third waits for the second's read.
    expect(reads()).toBe(2);
    await videos.json([701, 702, 703], 'public');
    expect(reads()).toBe(2);

    await t.createVideos([videoRecord({ id: 703, simple_description: 'Re-cut after the reads' })]);
    const [after] = await videos.json([703], 'public');
    expect(JSON.parse(String(after)).simple_description).toBe('Re-cut after the reads');
    expect(reads()).toBe(3);
  });

  it('answers with a cached video even when another request’s read evicts it meanwhile', async () => {
    // Room for about one video: keeping 703 drops 701.
    const size = (await new PresentedVideos(t.app.db, t.app.libraryChanges).json([701, 703], 'public')).map(
      (json) => json.length,
    );
    const videos = new PresentedVideos(t.app.db, t.app.libraryChanges, Math.max(...size) + 10);
    await videos.json([701], 'public');
    const reading703 = videos.json([703], 'public');
    // 701 is cached, 703 is being read: this page waits for that read, which evicts 701 when it lands.
    const page = await videos.json([701, 703], 'public');
    expect(page.map((json) => JSON.parse(json.toString()).id)).toEqual([701, 703]);
    expect((await reading703).map((json) => JSON.parse(json.toString()).id)).toEqual([703]);
    expect(await videos.json([701], 'public')).toHaveLength(1);
  });

  it('is filled with the library ahead of the pages, and filled again once a change has emptied it', async () => {
    const counted = countedDb();
    const videos = new PresentedVideos(counted.db, t.app.libraryChanges);
    const warming = new PresentedWarming(videos, t.app.browseOrders, t.app.libraryChanges, t.app.log, 300);
    try {
      warming.start();
      await warming.settled();
      expect(videos.held('public').videos).toBe(3);
      const readsWarming = counted.reads;
      const page = await videos.json([703, 702, 701], 'public');
      expect(page.map((json) => JSON.parse(json.toString()).id)).toEqual([703, 702, 701]);
      // Every video of the page was presented already.
      expect(counted.reads).toBe(readsWarming);
      // A stop asked for before it starts reads nothing.
      expect(
        await new PresentedVideos(counted.db, t.app.libraryChanges).warm([701], 'public', () => true),
      ).toBe(0);

      await t.createVideos([videoRecord({ id: 702, simple_description: 'Re-cut before the warming' })]);
      expect(videos.held('public').videos).toBe(0);
      // The change is heard twice (here at once, then its NOTIFY over LISTEN), each restarting the quiet
      // wait: settled until the cache is full again, whichever came last.
      await vi.waitFor(
        async () => {
          await warming.settled();
          expect(videos.held('public').videos).toBe(3);
        },
        { timeout: 10_000, interval: 50 },
      );
      const [after] = await videos.json([702], 'public');
      expect(JSON.parse(String(after)).simple_description).toBe('Re-cut before the warming');
    } finally {
      await warming.stop();
    }
  });
});
