import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, isErrorCode } from '../../shared/contracts/error-codes';
import { translateAuthError } from '../auth/auth-errors';
import { createTestApp, type TestApp } from '../test/test-app';
import { registerErrorHandler } from './error-handler';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const postEvents = (body: BodyInit, contentType = 'application/json') =>
  t.request('/api/events', { method: 'POST', headers: { 'content-type': contentType }, body });

/** The answer is an error of the catalogue, with the catalogue's status for its code. */
function expectCatalogued(answer: { status: number; body: { code?: unknown } }, code: string) {
  expect(answer.body).toMatchObject({ success: false, code });
  expect(isErrorCode(answer.body.code)).toBe(true);
  expect(answer.status).toBe(ERROR_CODES[code as keyof typeof ERROR_CODES].status);
}

describe("Fastify's own client errors get catalogued codes", () => {
  it('a content type the route does not read is unsupported_media_type', async () => {
    expectCatalogued(await postEvents('<events/>', 'application/xml'), 'unsupported_media_type');
  });

  it('a body over the route limit is payload_too_large', async () => {
    const huge = JSON.stringify({ events: [{ type: 'search', query: 'q'.repeat(400 * 1024) }] });
    expectCatalogued(await postEvents(huge), 'payload_too_large');
  });

  it('malformed JSON is bad_request, with the parser’s message', async () => {
    const answer = await postEvents('{"events": [');
    expectCatalogued(answer, 'bad_request');
    expect(answer.body.error).not.toBe('');
  });

  it('an empty JSON body is bad_request', async () => {
    expectCatalogued(await postEvents(''), 'bad_request');
  });
});

describe('errors without a code of ours', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/teapot', async () => {
    throw Object.assign(new Error('Not acceptable'), { statusCode: 406, code: 'FST_SOMETHING_NEW' });
  });
  app.get('/better-auth/:status', async (request) => {
    const { status } = request.params as { status: string };
    throw translateAuthError(
      Number(status),
      JSON.stringify({ code: 'SOME_CODE_BETTER_AUTH_ADDED', message: 'Something about sign-in' }),
    );
  });
  app.get('/crash', async () => {
    throw new Error('secret internals');
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject(url);
    return { status: response.statusCode, body: response.json() };
  };

  it('another Fastify 4xx is bad_request, not its own code in lower case', async () => {
    const answer = await get('/teapot');
    expectCatalogued(answer, 'bad_request');
    expect(answer.body.error).toBe('Not acceptable');
  });

  it('an unknown better-auth 4xx is auth_error with its message', async () => {
    const answer = await get('/better-auth/422');
    expectCatalogued(answer, 'auth_error');
    expect(answer.body.error).toBe('Something about sign-in');
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not_found'],
  ])('an unknown better-auth %i is %s', async (status, code) => {
    expectCatalogued(await get(`/better-auth/${status}`), code);
  });

  it('an unknown better-auth 5xx and any other failure are internal_error, saying nothing more', async () => {
    for (const url of ['/better-auth/500', '/crash']) {
      const answer = await get(url);
      expectCatalogued(answer, 'internal_error');
      expect(answer.body.error).toBe('Internal server error');
    }
  });
});
