import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors';
import { AppError, errors } from '../errors';

const PART_NAMES: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'body field',
  headers: 'header',
};

/**
 * The one place errors become HTTP, and every answer carries a code of the catalogue
 * (shared/contracts/error-codes.ts): AppErrors keep theirs, validation errors become `invalid_input`
 * naming the parameter, Fastify's own client errors get the catalogued code of their status, a database
 * that has gone away is a 503 `database_unavailable`, and anything else is an `internal_error` that reveals
 * nothing of the internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = toAppError(error);
    if (answer.code === 'internal_error') request.log.error({ err: error }, 'request failed');
    if (answer.code === 'database_unavailable') request.log.warn({ err: error }, 'database unavailable');
    return reply.code(answer.statusCode).headers(answer.headers).send(answer.toBody());
  });
}

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = PART_NAMES[error.validationContext ?? ''] ?? 'field';
    const messages = error.validation.map((issue) => {
      const name = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(root)';
      return `Invalid ${part} '${name}': ${issue.message}`;
    });
    return errors.invalidInput(messages.join('; '));
  }
  if (isDatabaseUnavailable(error)) return errors.databaseUnavailable();
  const status = error.statusCode ?? 500;
  if (status < 400 || status >= 500) return errors.internalError();
  // Fastify's and its plugins' codes (FST_ERR_CTP_INVALID_MEDIA_TYPE, …) are not ours to pass on.
  const byStatus = CLIENT_ERRORS[status];
  return byStatus ? byStatus(error.message) : errors.badRequest(error.message);
}

/** Fastify's client errors by status; any other 4xx (a malformed or empty JSON body, …) is a bad_request. */
const CLIENT_ERRORS: Record<number, (message: string) => AppError> = {
  401: errors.unauthorized,
  403: errors.forbidden,
  404: errors.notFound,
  413: errors.payloadTooLarge,
  415: errors.unsupportedMediaType,
};
