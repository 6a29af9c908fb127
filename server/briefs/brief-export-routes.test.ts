import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { briefCollaborators } from '../db/schema';
import { videoRecord } from '../test/factories';
import { sendJson } from '../test/send-json';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let owner: TestUser;
let viewer: TestUser;
let briefId: string;
const HOOKS = [
  'Stop scrolling: this pan lasts forever.',
  'Three pan myths, busted.',
  'Ever wonder why eggs stick?',
];

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([videoRecord({ id: 1 }), videoRecord({ id: 2 })]);
  owner = await createUser(t);
  viewer = await createUser(t);
  const created = await sendJson(t, owner, 'POST', '/api/briefs', {
    title: 'Crème brûlée launch',
    goal: 'Sell the torch',
    videos: [
      { video_id: 1, why: 'The best open' },
      { video_id: 2, why: 'Clear steps' },
    ],
    hooks: HOOKS.map((text, i) => ({ text, video_id: (i % 2) + 1, device: 'question' })),
    beats: [{ name: 'Setup', description: 'Show the raw custard', video_id: 1 }],
    shots: [{ description: 'Torch close-up', on_screen_text: 'Watch this', duration_s: 3 }],
    notes: 'Team only: budget is small',
  });
  briefId = created.body.data.id;
  await t.database.db.insert(briefCollaborators).values({
    briefId,
    email: viewer.email,
    userId: viewer.id,
    role: 'viewer',
    status: 'accepted',
    invitedBy: owner.id,
  });
});

async function download(user: TestUser, query: string) {
  const response = await fetch(`${t.baseUrl}/api/briefs/${briefId}/export?${query}`, { headers: user.auth });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe('GET /api/briefs/{id}/export', () => {
  it('gives Markdown with the title, every hook, the notes and links to the cited videos', async () => {
    const { status, headers, bytes } = await download(viewer, 'format=md');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(headers.get('content-disposition')).toBe(
      `attachment; filename="crme-brle-launch.md"; filename*=UTF-8''${encodeURIComponent('crème-brûlée-launch.md')}`,
    );
    const text = bytes.toString('utf8');
    expect(text).toContain('# Crème brûlée launch');
    for (const hook of HOOKS) expect(text).toContain(hook);
    expect(text).toContain('Team only: budget is small');
    expect(text).toContain(`${t.publicUrl}/v/1`);
  });

  it('gives a PDF whose extracted text holds the title and every hook, on Letter paper when asked', async () => {
    const { status, headers, bytes } = await download(owner, 'format=pdf&paper=letter');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('application/pdf');
    const document = await getDocument({ data: new Uint8Array(bytes) }).promise;
    let text = '';
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      expect(page.view.slice(2)).toEqual([612, 792]);
      text += ` ${(await page.getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
    }
    await document.destroy();
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Crème brûlée launch');
    for (const hook of HOOKS) expect(words).toContain(hook);
  });

  it('refuses a stranger as if the brief did not exist, and a bad format by name', async () => {
    const stranger = await createUser(t);
    expect((await download(stranger, 'format=pdf')).status).toBe(404);
    const bad = await t.get(`/api/briefs/${briefId}/export?format=docx`, { headers: owner.auth });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/format/);
  });
});
