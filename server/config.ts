import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** docs/decisions/0008-sign-up-mode.md: who may get an account by signing in. */
export const SIGNUP_MODES = ['open', 'invite-only'] as const;
export type SignupMode = (typeof SIGNUP_MODES)[number];

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((addresses) => addresses.every((address) => z.email().safeParse(address).success), {
    error: 'must be a comma-separated list of e-mail addresses',
  });

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string) => {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies may tell us the client's address in X-Forwarded-For. None by default: the app listens
 * on every interface, and a client that may set the header itself could then pose as any address and
 * walk round every per-IP limit. Deployments behind a proxy name its addresses. A bare hop count is
 * refused: it cannot tell the proxy from a client that reaches the app directly (Fastify 5 ignores one).
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): string[] | false => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false') return false;
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length === 0) return entries;
    context.addIssue({
      code: 'custom',
      message: `must list the proxies in front of the app: addresses, CIDRs, or loopback/linklocal/uniquelocal, comma-separated (a hop count cannot tell a proxy from a client); not ${bad.join(', ')}`,
    });
    return z.NEVER;
  });

/** docs/decisions/0024-embeddings.md: the built-in encoder by default, an OpenAI-compatible endpoint, or none. */
export const EMBEDDING_MODES = ['local', 'remote', 'off'] as const;

const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    ALLOW_OPEN_IMPORT: flag,
    NODE_ENV: z.string().optional(),
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\/\S+$/,
        'must be an smtp:// or smtps:// URL, e.g. smtp://user:password@mail.example:587',
      )
      .optional(),
    MAIL_FROM: z.string().min(3).default('Hookshelf <no-reply@localhost>'),
    SIGNUP_MODE: z.enum(SIGNUP_MODES, { error: `must be one of ${SIGNUP_MODES.join(', ')}` }).default('open'),
    ADMIN_EMAILS: emailList,
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: trustProxy,
    SERVE_SOURCE_MAPS: flag,
    EVENT_RETENTION_DAYS: z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days')
      .default(400),
    TRENDING_DAYS: z.coerce
      .number({ error: 'must be a whole number of days' })
      .int('must be a whole number of days')
      .min(1, 'must be at least 1 day')
      .max(3650, 'must be at most 3650 days')
      .default(30),
    EMBEDDINGS: z
      .enum(EMBEDDING_MODES, { error: `must be one of ${EMBEDDING_MODES.join(', ')}` })
      .default('local'),
    EMBEDDINGS_WORKERS: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(8, 'must be at most 8')
      .default(2),
    EMBEDDINGS_BASE_URL: z.url('must be a URL, e.g. http://localhost:11434/v1').optional(),
    EMBEDDINGS_API_KEY: z.string().min(1).optional(),
    EMBEDDINGS_MODEL: z.string().min(1).optional(),
    ANTHROPIC_API_KEY: z.string().min(1).optional(),
    ANTHROPIC_BASE_URL: z.url('must be a URL, e.g. https://api.anthropic.com').optional(),
    OPENAI_BASE_URL: z.url('must be a URL, e.g. http://localhost:11434/v1').optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_MODEL: z.string().min(1).optional(),
  })
  .refine((env) => env.EMBEDDINGS !== 'remote' || (env.EMBEDDINGS_BASE_URL && env.EMBEDDINGS_MODEL), {
    path: ['EMBEDDINGS'],
    message:
      'remote needs EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL (an OpenAI-compatible /embeddings endpoint)',
  })
  // An endpoint without a model cannot answer: say so at start rather than on the first chat message.
  .refine((env) => !env.OPENAI_BASE_URL || env.OPENAI_MODEL, {
    path: ['OPENAI_MODEL'],
    message: 'is needed with OPENAI_BASE_URL: the model the endpoint serves, e.g. llama3.1',
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /**
     * Origins allowed to make state-changing calls (better-auth checks sign-in requests). With no
     * PUBLIC_URL the app is reached on this machine by any loopback name, so all three are trusted.
     */
    trustedOrigins: env.PUBLIC_URL
      ? [new URL(env.PUBLIC_URL).origin]
      : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`],
    logLevel: env.LOG_LEVEL,
    allowOpenImport: env.ALLOW_OPEN_IMPORT,
    production: env.NODE_ENV === 'production',
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    signupMode: env.SIGNUP_MODE,
    adminEmails: env.ADMIN_EMAILS,
    /** Unset: generated once and kept in DATA_DIR/auth-secret (server/auth/auth-secret.ts). */
    authSecret: env.AUTH_SECRET ?? null,
    /** Fastify's `trustProxy`: false, or the proxies' addresses (request.ip follows it). */
    trustProxy: env.TRUST_PROXY,
    /** The web build's source maps are built but not served unless asked: they would publish the source. */
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    /** Usage events (and their daily rollups) older than this many days are deleted (issue 16). */
    eventRetentionDays: env.EVENT_RETENTION_DAYS,
    /**
     * The Feed's Trending tab (docs/product/feed.md#trending): the outliers among the videos added in this
     * many days up to the library's latest addition (docs/decisions/0061-trending-window-and-for-you.md).
     */
    trendingDays: env.TRENDING_DAYS,
    /**
     * Issue 17: 'local' runs the built-in sentence encoder in EMBEDDINGS_WORKERS worker threads; 'remote'
     * calls an OpenAI-compatible embeddings endpoint; 'off' keeps search full-text only.
     */
    embeddings:
      env.EMBEDDINGS === 'remote'
        ? {
            mode: 'remote' as const,
            baseUrl: (env.EMBEDDINGS_BASE_URL ?? '').replace(/\/+$/, ''),
            apiKey: env.EMBEDDINGS_API_KEY ?? null,
            model: env.EMBEDDINGS_MODEL ?? '',
          }
        : env.EMBEDDINGS === 'local'
          ? { mode: 'local' as const, workers: env.EMBEDDINGS_WORKERS }
          : { mode: 'off' as const },
    /**
     * Issue 18, docs/decisions/0023-bot-models.md: the strategy bot's model providers beside the offline strategist, which
     * needs nothing. Claude models are available with ANTHROPIC_API_KEY (ANTHROPIC_BASE_URL points the SDK
     * elsewhere: a proxy, or a test's fake server); the OpenAI-compatible model with OPENAI_BASE_URL.
     */
    bot: {
      anthropic: env.ANTHROPIC_API_KEY
        ? {
            apiKey: env.ANTHROPIC_API_KEY,
            baseUrl: env.ANTHROPIC_BASE_URL ? env.ANTHROPIC_BASE_URL.replace(/\/+$/, '') : null,
          }
        : null,
      openai: env.OPENAI_BASE_URL
        ? {
            baseUrl: env.OPENAI_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.OPENAI_API_KEY ?? null,
            model: env.OPENAI_MODEL ?? '',
          }
        : null,
    },
  }));

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends Error {}

/** Reads and validates every setting once; a bad one throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty setting (e.g. `DATABASE_URL=`) means "not set".
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = configSchema.safeParse(given);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
