import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifyContextConfig, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { OPERATION_IDS } from './openapi-operation-ids';

/** The security schemes of the document (components.securitySchemes): the session cookie and its token. */
export const SECURITY_SCHEMES = {
  session: 'session',
  bearer: 'bearer',
} as const;

const SIGNED_IN = [{ [SECURITY_SCHEMES.session]: [] }, { [SECURITY_SCHEMES.bearer]: [] }];
// `{}` is "no credentials": a visitor is served too, and a signed-in caller is recognised.
const OPTIONAL_SESSION = [{}, ...SIGNED_IN];

/**
 * Public calls that read the caller's session themselves (better-auth, in auth-routes.ts) rather than
 * through `identifyViewer`: a client must send its credentials for them to mean anything.
 */
const READS_OWN_SESSION = new Set(['POST /api/auth/sign-out', 'GET /api/auth/get-session']);

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What each error status means, whichever route answers it; the body's `code` says precisely. */
const ERROR_DESCRIPTIONS: Record<string, string> = {
  400: 'The input is invalid (`invalid_input` names the parameter or field) or the request could not be read',
  401: 'Sign in first: no session, or it has ended',
  403: 'Refused: the caller may not do this (tier, role, a refused sign-in, or a cookie-carrying call from another site)',
  404: 'Not found (or not visible to the caller)',
  409: 'In conflict with the current state; the `code` says how',
  413: 'The body is larger than this call accepts',
  415: 'The body is in a content type this call does not accept',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'The server failed; the details are in its log, never in the answer',
  503: 'Unavailable for now; Retry-After says when to try again',
};
const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds to wait before trying again' },
};
const API_ERROR_REF = '#/components/schemas/ApiError';

interface DocumentedSchema extends FastifySchema {
  hide?: boolean;
  response?: Record<string, unknown>;
}

/** 'GET /api/videos/{id}' for a route: how the document and OPERATION_IDS name an operation. */
export function operationKey(method: string, url: string): string {
  return `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/**
 * The swagger `transform`: zod's schemas become JSON Schema (fastify-type-provider-zod), then each
 * operation gets what is decided once for all routes — its operationId (OPERATION_IDS), its security
 * (from the access the route declares, auth/access.ts) and the error answers it can give. Only the
 * document changes: the routes validate and serialise with their own schemas as before.
 */
export const documentOperation: SwaggerTransform = (input) => {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as DocumentedSchema;
  if (schema.hide) return result;
  const { route } = input;
  const method = documentedMethod(route);
  const key = operationKey(method, result.url);
  return {
    url: result.url,
    schema: {
      ...schema,
      operationId: OPERATION_IDS[key],
      security: security(route.config, key),
      response: withErrorAnswers(schema, route.config, method, key),
    } as FastifySchema,
  };
};

function documentedMethod(route: RouteOptions): string {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  // One schema, one operationId: a route on several methods would publish the id twice.
  if (methods.length !== 1) throw new Error(`${route.url}: document one method per route, not ${methods}`);
  return methods[0] as string;
}

function security(config: FastifyContextConfig | undefined, key: string) {
  if (config?.access !== 'public') return SIGNED_IN;
  return config.identifyViewer || READS_OWN_SESSION.has(key) ? OPTIONAL_SESSION : [];
}

/**
 * The route's own responses, with the error answers the app gives on its behalf: 400 when it validates
 * input (or takes a body), 401 and 403 from its declared access, 403 for a cross-site cookie call that
 * changes state (auth/request-origin.ts), 404 with a path parameter, 429 when it is rate-limited.
 */
function withErrorAnswers(
  schema: DocumentedSchema,
  config: FastifyContextConfig | undefined,
  method: string,
  key: string,
): Record<string, unknown> {
  const access = config?.access ?? 'public';
  const derived = new Set<number>();
  if (schema.querystring || schema.params || schema.body || STATE_CHANGING.has(method)) derived.add(400);
  if (access !== 'public') derived.add(401);
  if (access === 'admin' || typeof access === 'object' || STATE_CHANGING.has(method)) derived.add(403);
  if (key.includes('{')) derived.add(404);
  if (config?.rateLimit) derived.add(429);

  const responses: Record<string, unknown> = { ...schema.response };
  for (const status of derived) responses[status] ??= { $ref: API_ERROR_REF };
  for (const [status, answer] of Object.entries(responses)) {
    if (Number(status) < 400) continue;
    const schema = answer as { $ref?: string; description?: string };
    if (schema.$ref === API_ERROR_REF) responses[status] = errorAnswer(status);
    // An error answer of its own (health's 503 says which part is down) keeps its schema.
    else if (!schema.$ref && !schema.description)
      responses[status] = { ...schema, description: describe(status) };
  }
  return responses;
}

const describe = (status: string) => ERROR_DESCRIPTIONS[status] ?? 'An error; the `code` says which';

function errorAnswer(status: string) {
  return {
    description: describe(status),
    ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: { $ref: API_ERROR_REF } } },
  };
}
