import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FOLLOWS_PER_USER, type Follow } from '../../shared/contracts/follows';
import { follows } from '../db/schema';
import { videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let admin: TestUser;
let premium: TestUser;

const analysis = (topic: string, format = 'Tutorial / How-To') => ({
  topics: [{ match: topic }],
  concepts: [{ match: 'Transformation' }],
  elements: [{ match: 'Text Hook' }],
  accountTypes: [{ match: 'Personal Brand / Creator' }],
  format: { match: format },
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin' });
  premium = await createUser(t, { tier: 'premium' });
  await t.createVideos([
    videoRecord({ id: 1, db_analysis: analysis('Cooking'), author_username: 'Weeknight.Kitchen' }),
    videoRecord({ id: 2, db_analysis: analysis('Baking'), author_username: 'bread.boss' }),
    videoRecord({ id: 3, db_analysis: analysis('Pastry'), author_username: 'bread.boss' }),
    videoRecord({ id: 4, db_analysis: analysis('Sourdough'), author_username: 'bread.boss' }),
    videoRecord({ id: 5, db_analysis: analysis('Meal Prep', 'Listicle') }),
  ]);
  const view = await send(admin, 'POST', '/api/views/public', {
    name: 'Bread and butter',
    slug: 'bread-and-butter',
    tag_filter: 'Baking',
  });
  expect(view.status).toBe(201);
});

const send = (user: TestUser | null, method: string, path: string, body?: unknown) =>
  sendJson(t, user, method, path, body);

const followAs = (user: TestUser, body: unknown) => send(user, 'POST', '/api/follows', body);
const listOf = async (user: TestUser) => {
  const answer = await send(user, 'GET', '/api/follows');
  expect(answer.status).toBe(200);
  return answer.body.data as Follow[];
};
const newPremiumUser = () => createUser(t, { tier: 'premium' });
/** How many rows the user has in the table (the list shows one per thing). */
const rows = async (user: TestUser) =>
  (await t.database.db.select().from(follows).where(eq(follows.userId, user.id))).length;

describe('follows: follow, list, unfollow', () => {
  it('follows each kind of thing, labels it as the web app shows it, and unfollows it', async () => {
    const user = await newPremiumUser();
    const asked = [
      { kind: 'topic', value: 'Cooking', label: 'Cooking' },
      { kind: 'format', value: 'Listicle', label: 'Listicle' },
      { kind: 'concept', value: 'Transformation', label: 'Transformation' },
      { kind: 'element', value: 'Text Hook', label: 'Text Hook' },
      { kind: 'account_type', value: 'Personal Brand / Creator', label: 'Personal Brand / Creator' },
      {
        kind: 'creator',
        value: '@Weeknight.Kitchen',
        stored: 'weeknight.kitchen',
        label: '@weeknight.kitchen',
      },
      { kind: 'view', value: 'bread-and-butter', label: 'Bread and butter' },
      { kind: 'search', value: '  meal   prep ', stored: 'meal prep', label: "your search 'meal prep'" },
    ];
    const made: Follow[] = [];
    for (const { kind, value, label, stored } of asked) {
      const answer = await followAs(user, { kind, value });
      expect(answer.status, kind).toBe(201);
      expect(answer.body.data).toMatchObject({ kind, value: stored ?? value, label });
      made.push(answer.body.data);
    }
    expect(made.find((f) => f.kind === 'search')?.filters).toEqual({});
    expect(made.find((f) => f.kind === 'topic')).not.toHaveProperty('filters');

    const listed = await listOf(user);
    // Newest first.
    expect(listed.map((f) => f.id)).toEqual(made.map((f) => f.id).reverse());

    const topic = made[0] as Follow;
    const gone = await send(user, 'DELETE', `/api/follows/${topic.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: topic.id });
    expect((await listOf(user)).map((f) => f.id)).not.toContain(topic.id);
    const again = await send(user, 'DELETE', `/api/follows/${topic.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('follow_not_found');
  });

  it('lets admins follow too, and keeps each user to their own follows', async () => {
    const answer = await followAs(admin, { kind: 'topic', value: 'Baking' });
    expect(answer.status).toBe(201);
    expect((await listOf(admin)).map((f) => f.label)).toEqual(['Baking']);
    expect((await listOf(premium)).map((f) => f.id)).not.toContain(answer.body.data.id);
  });

  it("answers 404 for someone else's follow, and leaves it be", async () => {
    const owner = await newPremiumUser();
    const theirs = (await followAs(owner, { kind: 'creator', value: 'bread.boss' })).body.data as Follow;
    const refused = await send(premium, 'DELETE', `/api/follows/${theirs.id}`);
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ code: 'follow_not_found', error: 'Follow not found.' });
    expect((await listOf(owner)).map((f) => f.id)).toEqual([theirs.id]);
    // The same answer as an id nobody has: nothing says the follow exists.
    const unknown = await send(premium, 'DELETE', '/api/follows/00000000-0000-4000-8000-000000000000');
    expect(unknown.body).toEqual(refused.body);
  });
});

describe('follows: the same thing twice is one follow', () => {
  it('answers the existing follow with 200, whatever the case, spaces or @', async () => {
    const user = await newPremiumUser();
    const pairs = [
      [
        { kind: 'topic', value: 'Cooking' },
        { kind: 'topic', value: ' cooking ' },
      ],
      [
        { kind: 'creator', value: 'weeknight.kitchen' },
        { kind: 'creator', value: '@WEEKNIGHT.kitchen' },
      ],
      [
        { kind: 'view', value: 'bread-and-butter' },
        { kind: 'view', value: 'Bread-And-Butter' },
      ],
      [
        { kind: 'search', value: 'Meal prep' },
        { kind: 'search', value: 'meal  PREP' },
      ],
    ];
    for (const [first, second] of pairs) {
      const made = await followAs(user, first);
      expect(made.status).toBe(201);
      const again = await followAs(user, second);
      expect(again.status, JSON.stringify(second)).toBe(200);
      expect(again.body.data.id).toBe(made.body.data.id);
    }
    expect(await listOf(user)).toHaveLength(pairs.length);
  });

  it('treats a search with the same filters in another order as the same search', async () => {
    const user = await newPremiumUser();
    const first = await followAs(user, {
      kind: 'search',
      value: 'bread',
      filters: { topics: ['Pastry', 'Baking', 'baking'], format: 'Tutorial / How-To', concept: '' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({
      kind: 'search',
      value: 'bread',
      label: "your search 'bread'",
      filters: { topics: ['Baking', 'Pastry'], format: 'Tutorial / How-To' },
    });
    const second = await followAs(user, {
      kind: 'search',
      value: 'Bread',
      filters: { format: 'tutorial / how-to', topics: ['pastry', 'Baking'] },
    });
    expect(second.status).toBe(200);
    expect(second.body.data.id).toBe(first.body.data.id);
    // Other filters, or none, are another search.
    const narrower = await followAs(user, {
      kind: 'search',
      value: 'bread',
      filters: { topics: ['Baking'] },
    });
    expect(narrower.status).toBe(201);
    expect((await followAs(user, { kind: 'search', value: 'bread' })).status).toBe(201);
    expect(await listOf(user)).toHaveLength(3);
  });

  it('writes one row when the same follow arrives several times at once', async () => {
    const user = await newPremiumUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => followAs(user, { kind: 'topic', value: 'Pastry' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await listOf(user)).toHaveLength(1);
  });
});

describe('follows: refused input', () => {
  const refused = async (body: unknown, code = 'invalid_input') => {
    const answer = await followAs(premium, body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.body.code).toBe(code);
    return answer.body.error as string;
  };

  it('names a bad kind and lists the kinds there are', async () => {
    const message = await refused({ kind: 'hashtag', value: 'food' });
    expect(message).toContain("'kind'");
    expect(message).toContain('topic, format, concept, element, account_type, creator, view, search');
    expect(await refused({ value: 'food' })).toContain("'kind'");
  });

  it('names an empty value, a search without words among them', async () => {
    expect(await refused({ kind: 'search', value: '   ' })).toMatch(/'value'.*the text to search for/);
    expect(await refused({ kind: 'topic', value: '' })).toMatch(/'value'.*the name of a topic/);
    expect(await refused({ kind: 'creator', value: '@' })).toMatch(/'value'.*handle/);
  });

  it('names a topic, view or creator the library does not hold', async () => {
    expect(await refused({ kind: 'topic', value: 'Knitting' }, 'follow_target_unknown')).toBe(
      "No topic is named 'Knitting'",
    );
    expect(await refused({ kind: 'account_type', value: 'Cooking' }, 'follow_target_unknown')).toBe(
      "No account type is named 'Cooking'",
    );
    expect(await refused({ kind: 'view', value: 'no-such-view' }, 'follow_target_unknown')).toBe(
      "No view has the slug 'no-such-view'",
    );
    expect(await refused({ kind: 'creator', value: '@nobody.here' }, 'follow_target_unknown')).toBe(
      'No video in the library is by @nobody.here',
    );
  });

  it("names a search's filter the library does not hold, or does not know", async () => {
    const unknownTopic = { kind: 'search', value: 'bread', filters: { topics: ['Baking', 'Knitting'] } };
    expect(await refused(unknownTopic, 'follow_target_unknown')).toBe(
      "Filter 'topics': no topic is named 'Knitting'",
    );
    expect(
      await refused({ kind: 'search', value: 'x', filters: { view: 'gone' } }, 'follow_target_unknown'),
    ).toBe("Filter 'view': no view has the slug 'gone'");
    expect(await refused({ kind: 'search', value: 'x', filters: { sort: 'views' } })).toContain('sort');
    expect(await refused({ kind: 'search', value: 'x', filters: { platform: 'myspace' } })).toContain(
      'platform',
    );
    expect(await refused({ kind: 'topic', value: 'Baking', filters: { topics: ['Pastry'] } })).toMatch(
      /'filters'.*only a search/,
    );
  });
});

describe('follows: the limit', () => {
  /** Fills a user's follows up to `count` with saved searches, written directly. */
  const fill = async (user: TestUser, count: number) => {
    await t.database.db.execute(sql`
      INSERT INTO follows (user_id, kind, value)
      SELECT ${user.id}, 'search', 'filler ' || n FROM generate_series(1, ${count}) AS n`);
  };
  it(`refuses follow number ${FOLLOWS_PER_USER + 1} with a 400 naming the limit, but still answers an existing one`, async () => {
    const user = await newPremiumUser();
    await fill(user, FOLLOWS_PER_USER - 1);
    expect((await followAs(user, { kind: 'topic', value: 'Cooking' })).status).toBe(201);
    const over = await followAs(user, { kind: 'topic', value: 'Baking' });
    expect(over.status).toBe(400);
    expect(over.body.code).toBe('limit_reached');
    expect(over.body.error).toBe('You can follow at most 200 things. Unfollow one to follow another.');
    expect((await followAs(user, { kind: 'topic', value: 'cooking' })).status).toBe(200);
    expect((await followAs(user, { kind: 'search', value: 'Filler 7' })).status).toBe(200);
    expect(await rows(user)).toBe(FOLLOWS_PER_USER);
  });

  it('lets only one of several follows at once take the last place', async () => {
    const user = await newPremiumUser();
    await fill(user, FOLLOWS_PER_USER - 1);
    const answers = await Promise.all(
      ['Cooking', 'Baking', 'Pastry', 'Sourdough', 'Meal Prep'].map((value) =>
        followAs(user, { kind: 'topic', value }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400, 400, 400, 400]);
    expect(await rows(user)).toBe(FOLLOWS_PER_USER);
  });
});

describe('follows: who may', () => {
  it('refuses basic users (403) and visitors (401) on every call', async () => {
    const basic = await createUser(t);
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/follows'],
      ['POST', '/api/follows', { kind: 'topic', value: 'Cooking' }],
      ['DELETE', '/api/follows/00000000-0000-4000-8000-000000000000'],
    ];
    for (const [method, path, body] of calls) {
      const asBasic = await send(basic, method, path, body);
      expect(asBasic.status, `${method} ${path}`).toBe(403);
      expect(asBasic.body.code).toBe('forbidden');
      expect((await send(null, method, path, body)).status).toBe(401);
    }
    expect(await rows(basic)).toBe(0);
  });

  it("removes a user's follows with their account", async () => {
    const user = await newPremiumUser();
    await followAs(user, { kind: 'topic', value: 'Cooking' });
    await t.database.db.execute(sql`DELETE FROM "user" WHERE id = ${user.id}`);
    expect(await rows(user)).toBe(0);
  });
});

describe('follows: merged and renamed entries', () => {
  const topicId = async (slug: string) => {
    const answer = await t.get(`/api/topics/public/${slug}`);
    expect(answer.status).toBe(200);
    return answer.body.data.id as number;
  };

  it('keeps following the entry a followed name was merged into, and one name for it is one follow', async () => {
    const user = await newPremiumUser();
    const both = await newPremiumUser();
    const sourdough = (await followAs(user, { kind: 'topic', value: 'Sourdough' })).body.data as Follow;
    await followAs(both, { kind: 'topic', value: 'Sourdough' });
    await followAs(both, { kind: 'topic', value: 'Baking' });
    const search = await followAs(user, {
      kind: 'search',
      value: 'starter',
      filters: { topics: ['Sourdough'] },
    });
    expect(search.status).toBe(201);

    const merged = await send(
      admin,
      'POST',
      `/api/admin/taxonomies/topics/${await topicId('sourdough')}/merge`,
      {
        into_id: await topicId('baking'),
      },
    );
    expect(merged.status).toBe(200);

    const listed = await listOf(user);
    expect(listed.find((f) => f.id === sourdough.id)).toMatchObject({ value: 'Baking', label: 'Baking' });
    expect(listed.find((f) => f.kind === 'search')?.filters).toEqual({ topics: ['Baking'] });
    // Following the old name, or the entry it went into, is the follow the user has.
    for (const value of ['Sourdough', 'Baking']) {
      const again = await followAs(user, { kind: 'topic', value });
      expect(again.status, value).toBe(200);
      expect(again.body.data).toMatchObject({ id: sourdough.id, label: 'Baking' });
    }

    // Who followed both names now follows one entry: one item, and unfollowing it ends both rows.
    const one = await listOf(both);
    expect(one.map((f) => f.label)).toEqual(['Baking']);
    expect(await rows(both)).toBe(2);
    expect((await send(both, 'DELETE', `/api/follows/${one[0]?.id}`)).status).toBe(200);
    expect(await listOf(both)).toEqual([]);
    expect(await rows(both)).toBe(0);
  });

  it('follows an entry by a name it had before a rename', async () => {
    const user = await newPremiumUser();
    const id = await topicId('meal-prep');
    const renamed = await send(admin, 'PUT', `/api/admin/taxonomies/topics/${id}`, { name: 'Batch Cooking' });
    expect(renamed.status).toBe(200);
    const answer = await followAs(user, { kind: 'topic', value: 'Meal Prep' });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ value: 'Batch Cooking', label: 'Batch Cooking' });
  });
});
