import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors';

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/**
 * The one place errors become HTTP: AppErrors keep their status and code, validation errors become a 400
 * naming the parameter, client errors from Fastify keep their 4xx, and anything else is a 500 that
 * reveals nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ success: false, error: error.message, code: error.code });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = PART_NAMES[error.validationContext ?? ''] ?? 'field';
      const messages = error.validation.map((issue) => {
        const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
        return `Invalid ${part} '${name}': ${issue.message}`;
      });
      return reply.code(400).send({ success: false, error: messages.join('; '), code: 'invalid_input' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ success: false, error: error.message, code: codeFor(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ success: false, error: 'Internal server error', code: 'internal_error' });
  });
}

function codeFor(error: FastifyError): string {
  if (error.statusCode === 429) return 'rate_limited';
  if (error.statusCode === 413) return 'payload_too_large';
  if (error.statusCode === 415) return 'unsupported_media_type';
  return error.code ? error.code.toLowerCase() : 'bad_request';
}
