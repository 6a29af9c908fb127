import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, isErrorCode } from '../../shared/contracts/error-codes';

/**
 * Makes every API test enforce the error catalogue: an error answer whose `code` is missing from
 * shared/contracts/error-codes.ts, or whose status is not the catalogue's for that code, becomes a 500
 * that says so (failing whichever assertion reads it) and is listed in `violations`, which the test app
 * turns into a failure of the test file even when no assertion looked at that answer.
 */
export function checkErrorCodes(app: FastifyInstance): string[] {
  const violations: string[] = [];
  const checked = new WeakSet<FastifyReply>();

  const check = (request: FastifyRequest, reply: FastifyReply, body: unknown): string | null => {
    if (reply.statusCode < 400 || typeof body !== 'object' || body === null) return null;
    const code = (body as { code?: unknown }).code;
    const where = `${request.method} ${request.url} answered ${reply.statusCode}`;
    if (!isErrorCode(code))
      return `${where} with code ${JSON.stringify(code)}, which is not in the catalogue`;
    if (ERROR_CODES[code].status !== reply.statusCode)
      return `${where} with code '${code}', which the catalogue gives status ${ERROR_CODES[code].status}`;
    return null;
  };

  const refuse = (reply: FastifyReply, violation: string) => {
    violations.push(violation);
    reply.code(500);
    return { success: false, error: `test harness: ${violation}`, code: 'uncatalogued_error_code' };
  };

  // Objects (the error handler's and the not-found handler's answers) before they are serialised…
  app.addHook('preSerialization', async (request, reply, payload) => {
    checked.add(reply);
    const violation = check(request, reply, payload);
    return violation ? refuse(reply, violation) : payload;
  });
  // …and JSON sent as text.
  app.addHook('onSend', async (request, reply, payload) => {
    if (checked.has(reply) || typeof payload !== 'string' || reply.statusCode < 400) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload; // not JSON: an HTML page, a file
    }
    const violation = check(request, reply, body);
    return violation ? JSON.stringify(refuse(reply, violation)) : payload;
  });

  return violations;
}
