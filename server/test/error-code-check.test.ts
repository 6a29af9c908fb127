import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { errors } from '../errors';
import { registerErrorHandler } from '../http/error-handler';
import { checkErrorCodes } from './error-code-check';

describe('the test harness check on error codes', () => {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  const violations = checkErrorCodes(app);
  app.get('/made-up', async (_request, reply) =>
    reply.code(400).send({ success: false, error: 'Nope', code: 'made_up_code' }),
  );
  app.get('/made-up-text', async (_request, reply) =>
    reply.code(400).type('application/json').send('{"success":false,"error":"Nope","code":"made_up_code"}'),
  );
  app.get('/wrong-status', async (_request, reply) =>
    reply.code(400).send({ success: false, error: 'Nope', code: 'not_found' }),
  );
  app.get('/catalogued', async () => {
    throw errors.userNotFound();
  });
  afterAll(() => app.close());

  it('turns an uncatalogued code, in an object or in JSON text, into a 500 that names it, and records it', async () => {
    for (const url of ['/made-up', '/made-up-text']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(500);
      expect(response.json().error).toContain('"made_up_code", which is not in the catalogue');
    }
    expect(violations).toHaveLength(2);
  });

  it("refuses a catalogued code sent with another status than the catalogue's", async () => {
    const response = await app.inject('/wrong-status');
    expect(response.statusCode).toBe(500);
    expect(response.json().error).toContain("code 'not_found', which the catalogue gives status 404");
  });

  it('lets a catalogued error through untouched', async () => {
    violations.length = 0;
    const response = await app.inject('/catalogued');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, error: 'User not found', code: 'user_not_found' });
    expect(violations).toEqual([]);
  });
});
