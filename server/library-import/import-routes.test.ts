import http from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { importStreamLineSchema } from '../../shared/contracts/import';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser } from '../test/users';

describe('POST /api/admin/import', () => {
  it('is for admins only unless ALLOW_OPEN_IMPORT=1', async () => {
    const t = await createTestApp();
    const importAs = (headers: Record<string, string>) =>
      t.request('/api/admin/import', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify([videoRecord({ id: 1 })]),
      });
    expect((await importAs({})).status).toBe(401);
    const basic = await importAs((await createUser(t)).auth);
    expect(basic.status).toBe(403);
    expect(basic.body.error).toBe('Access denied: Admin privileges required');
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(0);

    const admin = await importAs((await createUser(t, { tier: 'admin' })).auth);
    expect(admin.status).toBe(200);
    expect(admin.body.data.inserted).toBe(1);
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(1);
  });

  it('imports an uploaded NDJSON file and a JSON body, and the videos appear at once', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const form = new FormData();
    const ndjson = [videoRecord({ id: 1 }), videoRecord({ id: 2 }), { id: 3 }]
      .map((r) => JSON.stringify(r))
      .join('\n');
    form.append('file', new Blob([ndjson], { type: 'application/x-ndjson' }), 'videos.ndjson');
    const upload = await t.request('/api/admin/import', { method: 'POST', body: form });
    expect(upload.status).toBe(200);
    expect(upload.body.data).toMatchObject({ inserted: 2, updated: 0, rejected: [{ position: 'line 3' }] });
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(2);

    const json = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([videoRecord({ id: 2, simple_description: 'Changed' }), videoRecord({ id: 4 })]),
    });
    expect(json.body.data).toMatchObject({ inserted: 1, updated: 1 });
    const list = await t.get('/api/videos/public');
    expect(list.body.pagination.total).toBe(3);
    expect((await t.get('/api/videos/public/2')).body.data.simple_description).toBe('Changed');
  });

  it('answers a body that is not a list of records with a 400', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const object = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 1 }),
    });
    expect(object.status).toBe(400);
    expect(object.body.code).toBe('import_body_invalid');
    const broken = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[{"id": 1',
    });
    expect(broken.status).toBe(400);
    // A multipart type without its boundary: the parts cannot be found, and the answer says why.
    const unbounded = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data' },
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n[]\r\n--x--\r\n',
    });
    expect(unbounded.status).toBe(400);
    expect(unbounded.body).toMatchObject({ success: false, code: 'bad_request' });
    expect(unbounded.body.error).toContain('boundary');
    // A form cut off inside its file part.
    const cut = await t.request('/api/admin/import', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="file"; filename="v.ndjson"\r\n\r\n{"id":1}\nzz',
    });
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({ success: false, code: 'bad_request' });
    expect(cut.body.error).toContain('multipart upload is malformed');
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(0);
  });

  it('streams a large NDJSON file in batches and answers the screen with progress lines, then the report', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const lines = Array.from({ length: 1_234 }, (_, i) => JSON.stringify(videoRecord({ id: i + 1 })));
    lines[700] = '{"id": 701, "title": "cut off';
    const body = lines.join('\n');
    const response = await fetch(`${t.baseUrl}/api/admin/import`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-ndjson',
        accept: 'application/x-ndjson',
        origin: t.publicUrl,
      },
      body,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
    const stream = (await response.text())
      .trim()
      .split('\n')
      .map((line) => importStreamLineSchema.parse(JSON.parse(line)));
    const progress = stream.filter((line) => line.type === 'progress');
    // One line per committed batch (500, 500 and the remainder of 233, two written at a time so in
    // either order), then one at the end; counts only grow.
    const inserted = progress.map((p) => p.inserted);
    const steps = inserted.map((n, i) => n - (inserted[i - 1] ?? 0));
    expect(steps.slice(0, 3).sort((a, b) => a - b)).toEqual([233, 500, 500]);
    expect(inserted.at(-1)).toBe(1233);
    expect(progress.at(-1)).toMatchObject({
      recordsRead: 1_234,
      rejected: 1,
      bytesRead: Buffer.byteLength(body),
    });
    const last = stream.at(-1);
    expect(last?.type).toBe('report');
    if (last?.type !== 'report') return;
    expect(last.report).toMatchObject({ inserted: 1_233, updated: 0, unchanged: 0 });
    expect(last.report.rejected).toEqual([{ position: 'line 701', reason: 'not valid JSON' }]);
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(1_233);

    // The same file again, as a JSON array in a multipart upload: everything is unchanged.
    const form = new FormData();
    const array = `[${lines.filter((_, i) => i !== 700).join(',\n')}]`;
    form.append('file', new Blob([array], { type: 'application/json' }), 'videos.json');
    const again = await t.request('/api/admin/import', { method: 'POST', body: form });
    expect(again.body.data).toMatchObject({ inserted: 0, updated: 0, unchanged: 1_233, rejected: [] });
  });

  it('reports where a truncated JSON array broke off, keeping the records before it', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' });
    const full = JSON.stringify([videoRecord({ id: 1 }), videoRecord({ id: 2 }), videoRecord({ id: 3 })]);
    const cut = full.slice(0, full.length - 40);
    const form = new FormData();
    form.append('file', new Blob([cut], { type: 'application/json' }), 'videos.json');
    const response = await t.request('/api/admin/import', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    expect(response.body.data.inserted).toBe(2);
    expect(response.body.data.rejected).toEqual([
      {
        position: 'index 2',
        reason: `the JSON array breaks off at byte ${Buffer.byteLength(cut)} (the file ends inside it; is it truncated?)`,
      },
    ]);
  });

  it('keeps the batches committed before a client disconnects, writes nothing after, and keeps serving', async () => {
    const t = await createTestApp({ ALLOW_OPEN_IMPORT: '1' }, { captureLogs: true });
    const url = new URL('/api/admin/import', t.baseUrl);
    const request = http.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-ndjson', origin: t.publicUrl },
    });
    request.on('error', () => {});
    // One whole batch and part of the next, then the connection drops.
    request.write(
      `${Array.from({ length: 620 }, (_, i) => JSON.stringify(videoRecord({ id: i + 1 }))).join('\n')}\n`,
    );
    await expect
      .poll(async () => (await t.get('/api/videos/public')).body.pagination.total, {
        interval: 50,
        timeout: 10_000,
      })
      .toBe(500);
    request.destroy();
    // The import is over once it logs so; only then does "nothing after" hold.
    await vi.waitFor(
      () =>
        expect(t.logs.find((line) => line.msg === 'import interrupted')).toMatchObject({
          progress: { inserted: 500 },
        }),
      { interval: 50, timeout: 10_000 },
    );
    expect((await t.get('/api/videos/public')).body.pagination.total).toBe(500);
  });
});

describe('a refused import on a keep-alive connection', () => {
  it('leaves the connection usable: the next request on it is answered, and the app closes promptly', async () => {
    const t = await createTestApp();
    const admin = await createUser(t, { tier: 'admin' });
    const basic = await createUser(t);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Megabytes: far more than a socket holds before it stops reading when nobody takes the data.
    const notAList = JSON.stringify({ note: 'x'.repeat(3_000_000) });
    const refusals = [
      { headers: { ...admin.auth, 'content-type': 'application/json' }, status: 400 },
      { headers: { ...basic.auth, 'content-type': 'application/json' }, status: 403 },
      { headers: { ...admin.auth, 'content-type': 'text/plain' }, status: 415 },
    ];
    try {
      for (const refusal of refusals) {
        const refused = await call(t, agent, 'POST', '/api/admin/import', refusal.headers, notAList);
        expect(refused.status).toBe(refusal.status);
        const next = await call(t, agent, 'GET', '/api/health', {});
        expect(next.status).toBe(200);
        expect(next.socket).toBe(refused.socket);
      }
    } finally {
      agent.destroy();
    }
    // Shutdown waits for open connections: one left hanging on an unread body would hold it (and PostgreSQL) up.
    await t.app.close();
    expect(await openConnections(t.app.server)).toBe(0);
  }, 30_000);
});

/** How many connections `server` still holds. */
function openConnections(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) =>
    server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

/** One request through `agent` (so a keep-alive connection is reused), with the socket it went over. */
function call(
  t: TestApp,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; text: string; socket: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(new URL(path, t.baseUrl), {
      method,
      agent,
      headers: { origin: t.publicUrl, ...headers },
    });
    // A connection that stopped reading would hold the answer back for good.
    request.setTimeout(5_000, () => request.destroy(new Error(`no answer to ${method} ${path}`)));
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, socket: request.socket }));
    });
    request.end(body);
  });
}
