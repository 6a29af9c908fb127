import { beforeAll, describe, expect, it } from 'vitest';
import { videoRecord } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

/**
 * Schema-driven fuzzing: every operation in the OpenAPI document gets bad values in each of its path
 * parameters, query parameters and body fields — wrong types, huge, negative, NUL, unicode, arrays for
 * scalars, deep nesting — plus wrong content types, malformed and oversized bodies. Whatever comes
 * back must be an answer, never a 5xx, and the app must be healthy afterwards.
 */

// biome-ignore lint/suspicious/noExplicitAny: a JSON Schema from the OpenAPI document
type Schema = any;
interface Operation {
  method: string;
  path: string;
  parameters: { in: 'path' | 'query'; name: string; schema: Schema }[];
  body: Schema | null;
}
interface Probe {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | ArrayBuffer;
}

const NUL = '\u0000';
const BAD_SCALARS: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 40,
  2 ** 64,
  -(2 ** 63),
  1e308,
  '',
  ' ',
  NUL,
  `a${NUL}b`,
  '-1',
  '9'.repeat(40),
  'NaN',
  '😀'.repeat(300),
  '\u202e\u0301\uffff',
  '\ud800',
  'x'.repeat(70_000),
  "'; DROP TABLE videos; --",
  [],
  ['a', 'b'],
  {},
  { $gt: '' },
  [[[]]],
];
const BAD_QUERY_VALUES = [
  '',
  '%00',
  'a%00b',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999',
  'NaN',
  '%F0%9F%98%80'.repeat(50),
  '%ED%A0%80',
  '%FF%FE',
  'x'.repeat(5000),
  '%27%20OR%201%3D1--',
  '[]',
  '{}',
];
const BAD_PATH_VALUES = [
  '0',
  '-1',
  '1.5',
  'abc',
  '%00',
  'a%00b',
  '9'.repeat(40),
  '%F0%9F%98%80',
  '%ED%A0%80',
  'x'.repeat(600),
  '..%2F..%2Fetc%2Fpasswd',
  '%20',
];

let t: TestApp;
let admin: TestUser;
/** The user whose id the user routes get, and whose session the sign-out probes end: not the admin's. */
let other: TestUser;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  await t.createVideos([videoRecord({ id: 1 }), videoRecord({ id: 2 })]);
  admin = await createUser(t, { tier: 'admin' });
  other = await createUser(t);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Schema>> };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
});

/** A value the schema accepts, to hold the other fields steady while one is spoiled. */
function validExample(schema: Schema): unknown {
  if (!schema || typeof schema !== 'object') return 'a';
  if (schema.anyOf) return validExample(schema.anyOf[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return [validExample(schema.items)];
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, validExample(value)]),
      );
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      return 'a';
  }
}

/** Every field path in a body schema (`events.0.type`), with its schema. */
function fieldPaths(schema: Schema, prefix: (string | number)[] = []): (string | number)[][] {
  if (!schema || typeof schema !== 'object') return [];
  if (schema.anyOf) return fieldPaths(schema.anyOf[0], prefix);
  if (schema.type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [
      [...prefix, key],
      ...fieldPaths(value, [...prefix, key]),
    ]);
  }
  if (schema.type === 'array') return fieldPaths(schema.items, [...prefix, 0]);
  return [];
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last !== undefined) node[last] = value;
  return copy;
}

const deepNesting = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

function concretePath(op: Operation, spoil?: { name: string; value: string }): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (spoil?.name === name) return spoil.value;
    return name === 'id' && op.path.includes('users') ? other.id : name === 'id' ? '1' : 'cooking';
  });
}

function probesFor(op: Operation): Probe[] {
  const probes: Probe[] = [];
  // Signing the admin out (or taking away their tier) would leave every later probe at the access check.
  const caller = op.path === '/api/auth/sign-out' ? other : admin;
  const json = (body: unknown, url = concretePath(op)): Probe => ({
    method: op.method,
    url,
    headers: { ...caller.auth, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const bare = (url: string): Probe => ({ method: op.method, url, headers: { ...caller.auth } });
  const hasBody = op.method !== 'GET';
  const baseBody = op.body ? validExample(op.body) : {};
  const request = (url: string) => (hasBody ? json(baseBody, url) : bare(url));

  for (const param of op.parameters.filter((p) => p.in === 'path')) {
    for (const value of BAD_PATH_VALUES) probes.push(request(concretePath(op, { name: param.name, value })));
  }
  for (const param of op.parameters.filter((p) => p.in === 'query')) {
    const base = concretePath(op);
    for (const value of BAD_QUERY_VALUES) probes.push(request(`${base}?${param.name}=${value}`));
    probes.push(request(`${base}?${param.name}=1&${param.name}=2`));
    probes.push(request(`${base}?${param.name}[]=1`));
    probes.push(request(`${base}?${param.name}[a][b]=1`));
  }
  if (!hasBody) return probes;

  if (op.body) {
    for (const path of fieldPaths(op.body)) {
      for (const value of BAD_SCALARS) probes.push(json(withValue(baseBody, path, value)));
    }
  }
  for (const value of BAD_SCALARS) probes.push(json(value));
  const url = concretePath(op);
  const raw = (contentType: string | null, body: string | ArrayBuffer): Probe => ({
    method: op.method,
    url,
    headers: { ...caller.auth, ...(contentType ? { 'content-type': contentType } : {}) },
    body,
  });
  probes.push(
    raw('application/json', '{"broken": '),
    raw('application/json', deepNesting(5000)),
    raw('application/json', `[${'[]'.repeat(100_000)}]`),
    raw('application/json', JSON.stringify({ big: 'x'.repeat(3 * 1024 * 1024) })),
    raw('application/json', '\u0000'),
    raw('application/json; charset=utf-16', JSON.stringify(baseBody)),
    raw('text/plain', JSON.stringify(baseBody)),
    raw('application/xml', '<a/>'),
    raw('application/x-www-form-urlencoded', 'a=1&b=2'),
    raw('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nzz'),
    raw('multipart/form-data', 'no boundary'),
    raw(null, JSON.stringify(baseBody)),
    raw('application/x-ndjson', `{"id":1}\n${NUL}\n{"id":`),
    raw('application/json', new Uint8Array([0xff, 0xfe, 0x00, 0x7b]).buffer),
  );
  return probes;
}

async function run(probe: Probe): Promise<{ status: number; text: string }> {
  const response = await fetch(t.baseUrl + probe.url, {
    method: probe.method,
    headers: probe.headers,
    ...(probe.body !== undefined ? { body: probe.body } : {}),
  });
  return { status: response.status, text: await response.text() };
}

describe('text with a NUL byte', () => {
  it.each([
    ['/api/videos/public?search=a%00b', 'search'],
    ['/api/videos/public?topic=Cooking,%00', 'topic'],
    ['/api/videos/public?format=%00', 'format'],
  ])('is refused with a 400 naming the parameter: %s', async (url, name) => {
    const { status, body } = await t.get(url);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(body.error).toContain(`'${name}'`);
    expect(body.error).toContain('NUL');
  });

  it.each([
    ['/api/admin/audit?target_type=a%00b', 'target_type'],
    ['/api/admin/audit?target_id=%00', 'target_id'],
  ])('is refused with a 400 naming the parameter on an admin read: %s', async (url, name) => {
    const { status, body } = await t.get(url, { headers: admin.auth });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'invalid_input' });
    expect(body.error).toContain(`'${name}'`);
    expect(body.error).toContain('NUL');
  });

  it('is refused in a sign-up name', async () => {
    const { status, body } = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nul@example.com', otp: '123456', name: 'Ada\u0000' }),
    });
    expect(status).toBe(400);
    expect(body.error).toContain("'name'");
  });
});

describe('schema-driven fuzzing of every API operation', () => {
  it('answers thousands of bad requests with 4xx, never 5xx, and stays healthy', async () => {
    // Each probe as the admin (past every access check) and as a visitor (the public code paths).
    const asAdmin = operations.flatMap(probesFor);
    const asVisitor = asAdmin.map(({ headers: { authorization: _, ...headers }, ...probe }) => ({
      ...probe,
      headers,
    }));
    const probes = [...asAdmin, ...asVisitor];
    expect(probes.length).toBeGreaterThanOrEqual(2000);
    const failures: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < probes.length) {
        const probe = probes[next++] as Probe;
        const { status, text } = await run(probe);
        if (status >= 500) {
          const body = typeof probe.body === 'string' ? probe.body.slice(0, 120) : '(bytes)';
          failures.push(
            `${status} ${probe.method} ${probe.url.slice(0, 160)} ${body} → ${text.slice(0, 160)}`,
          );
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(failures).toEqual([]);
    // The probes reached past the access checks to the end: the admin is still signed in, still an admin.
    expect((await t.get('/api/me', { headers: admin.auth })).body.data).toMatchObject({ isAdmin: true });

    const health = await t.get('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database.ok).toBe(true);
    const list = await t.get('/api/videos/public?limit=5');
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
  }, 600_000);
});
