import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { documentOperation, SECURITY_SCHEMES } from './openapi-operations';
import { asOpenApi30 } from './openapi-schemas';

/** Where the document is committed, for tools that read it without running the app (`npm run openapi`). */
export const OPENAPI_FILE = 'docs/openapi.json';

/**
 * The settings the committed document is written with: the served one names the install's PUBLIC_URL
 * (its server, its cookie name), so the file is made for the address `npm start` serves by default.
 */
export const OPENAPI_FILE_ENV = { PUBLIC_URL: 'http://localhost:3000' } as const;

/**
 * The @fastify/swagger options: what the document says about the API as a whole, and how routes enter it.
 * `sessionCookie` is the session cookie's name (auth/auth.ts sessionCookieName), handed in by app.ts.
 */
export function openApiOptions(
  config: Pick<AppConfig, 'publicUrl'>,
  sessionCookie: string,
): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'Hookshelf API',
        version: '1.0.0',
        description:
          'The Hookshelf library of analysed short-form videos. Public reads need no sign-in; errors are `{success:false, error, code}`.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          [SECURITY_SCHEMES.session]: { type: 'apiKey', in: 'cookie', name: sessionCookie },
          [SECURITY_SCHEMES.bearer]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The token of POST /api/auth/sign-in/email-otp',
          },
        },
      },
    },
    transform: documentOperation,
    transformObject: (input) => asOpenApi30(jsonSchemaTransformObject(input)),
  };
}

/** The document as the committed file holds it. */
export const openApiFileText = (document: unknown): string =>
  `${JSON.stringify(withSortedSchemas(document), null, 2)}\n`;

/**
 * The named schemas in name order: zod registers them as modules load, so their order follows whichever
 * route file a process imported first, and the committed file must not change with it.
 */
function withSortedSchemas(document: unknown): unknown {
  const { components } = document as { components?: { schemas?: Record<string, unknown> } };
  if (!components?.schemas) return document;
  const schemas = Object.fromEntries(Object.entries(components.schemas).sort(([a], [b]) => (a < b ? -1 : 1)));
  return { ...(document as object), components: { ...components, schemas } };
}
