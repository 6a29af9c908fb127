import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';
import { OPENAPI_FILE, OPENAPI_FILE_ENV, openApiFileText } from './openapi-document';
import { OPERATION_IDS } from './openapi-operation-ids';
import { operationKey } from './openapi-operations';

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document, read field by field
type Json = any;
interface Operation {
  key: string;
  method: string;
  path: string;
  op: Json;
}

const SIGNED_IN = [{ session: [] }, { bearer: [] }];

let t: TestApp;
let doc: Json;
let operations: Operation[];
let basic: TestUser;

beforeAll(async () => {
  // The committed file is written for this address (its server and cookie name), so the app serves it too.
  t = await createTestApp({ ...OPENAPI_FILE_ENV });
  basic = await createUser(t);
  doc = (await t.get('/api/openapi.json')).body;
  operations = Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      op,
    })),
  );
});

/** Every schema object in a document part, wherever it sits. */
function schemasIn(value: Json, found: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) schemasIn(item, found);
  else if (value && typeof value === 'object') {
    if ('type' in value || 'nullable' in value || 'allOf' in value || 'anyOf' in value) found.push(value);
    for (const child of Object.values(value)) schemasIn(child, found);
  }
  return found;
}

/** The access each documented operation's route declares (auth/access.ts keeps the list). */
function declaredAccess(key: string) {
  const route = t.app.accessControl.routes.find((r) => operationKey(r.method, r.url) === key);
  if (!route) throw new Error(`${key}: no registered route`);
  return route.access;
}

describe('the OpenAPI document', () => {
  it('is the committed docs/openapi.json', async () => {
    const committed = await fs.readFile(OPENAPI_FILE, 'utf8').catch(() => '');
    const served = openApiFileText(doc);
    const committedLines = committed.split('\n');
    const firstDifference = served.split('\n').findIndex((line, i) => line !== committedLines[i]);
    expect(
      served === committed,
      `${OPENAPI_FILE} differs from the served document from line ${firstDifference + 1}: run \`npm run openapi\``,
    ).toBe(true);
  });

  it('names every operation with its own camelCase operationId from OPERATION_IDS', () => {
    const unnamed = operations.filter(({ op }) => !op.operationId).map(({ key }) => key);
    expect(unnamed, 'add these to server/http/openapi-operation-ids.ts').toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(
      ids.filter((id, i) => ids.indexOf(id) !== i),
      'operationIds used twice',
    ).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    const gone = Object.keys(OPERATION_IDS).filter((key) => !operations.some((o) => o.key === key));
    expect(gone, 'entries of openapi-operation-ids.ts that match no route').toEqual([]);
    const tableIds = Object.values(OPERATION_IDS);
    expect(
      tableIds.filter((id, i) => tableIds.indexOf(id) !== i),
      'ids given twice in the table',
    ).toEqual([]);
  });

  it("declares each operation's security from the access its route declares", () => {
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'session']);
    expect(doc.components.securitySchemes.session.name).toBe('hookshelf.session_token');
    for (const { key, op } of operations) {
      const access = declaredAccess(key);
      if (access === 'public') {
        // No credentials needed: either none at all, or `{}` (anonymous) among the choices.
        expect(
          op.security.length === 0 || op.security.some((s: Json) => Object.keys(s).length === 0),
          key,
        ).toBe(true);
      } else {
        expect(op.security, key).toEqual(SIGNED_IN);
      }
    }
    // Credentials are optional where they are read when sent: an event names the signed-in caller,
    // better-auth's session calls find the session.
    expect(doc.paths['/api/events'].post.security).toEqual([{}, ...SIGNED_IN]);
    expect(doc.paths['/api/auth/get-session'].get.security).toEqual([{}, ...SIGNED_IN]);
    expect(doc.paths['/api/auth/sign-out'].post.security).toEqual([{}, ...SIGNED_IN]);
    expect(doc.paths['/api/videos/public'].get.security).toEqual([]);
  });

  it('lists the error answers the app gives on behalf of each route, in the error envelope', () => {
    for (const { key, path, op } of operations) {
      const access = declaredAccess(key);
      const statuses = Object.keys(op.responses);
      if (access !== 'public') expect(statuses, key).toContain('401');
      if (access === 'admin' || typeof access === 'object') expect(statuses, key).toContain('403');
      if (path.includes('{')) expect(statuses, key).toContain('404');
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        expect(op.responses[status].description, `${key} ${status}`).not.toBe('Default Response');
        if (Number(status) >= 500) continue;
        expect(op.responses[status].content['application/json'].schema, `${key} ${status}`).toEqual({
          $ref: '#/components/schemas/ApiError',
        });
      }
    }
    const chat = doc.paths['/api/chat'].post.responses;
    expect(chat['429'].headers['retry-after'].schema).toEqual({ type: 'integer' });
  });

  it('documents every status a visitor and a basic user get from each call', async () => {
    const undocumented: string[] = [];
    for (const { key, method, path, op } of operations) {
      const url = path.replace(/\{\w+\}/g, '999999');
      for (const headers of [{}, basic.auth]) {
        const init: RequestInit = { method, headers };
        // Sign-out would end the basic user's session for the calls after it.
        if (key === 'POST /api/auth/sign-out' && 'authorization' in headers) continue;
        if (method !== 'GET') {
          init.headers = { ...headers, 'content-type': 'application/json' };
          init.body = '{}';
        }
        const { status } = await t.request(url, init);
        if (!(String(status) in op.responses)) undocumented.push(`${key} → ${status}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it('writes nullable the OpenAPI 3.0 way: beside a type, never as a null type', () => {
    expect(doc.openapi).toBe('3.0.3');
    const schemas = schemasIn(doc);
    expect(schemas.filter((s) => s.nullable !== undefined && s.type === undefined)).toEqual([]);
    expect(schemas.filter((s) => s.type === 'null')).toEqual([]);
    // A saved video whose video has left the library: the video is null, or the video.
    expect(doc.components.schemas.SavedVideo.properties.video_analysis).toMatchObject({
      type: 'object',
      nullable: true,
      allOf: [{ $ref: '#/components/schemas/PublicVideo' }],
    });
  });

  it("passes Redocly's recommended rules without an error", { timeout: 60_000 }, async () => {
    const cli = 'node_modules/@redocly/cli/bin/cli.js';
    const run = promisify(execFile);
    const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
    // Exit code 1 when there are errors; the report is on stdout either way.
    const { stdout } = await run(process.execPath, [cli, 'lint', OPENAPI_FILE, '--format=json'], {
      env,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    const report = JSON.parse(stdout) as {
      problems: { ruleId: string; severity: string; message: string }[];
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message}`);
    expect(errors).toEqual([]);
  });
});
