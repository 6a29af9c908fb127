import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** DECISIONS.md 8: who may get an account by signing in. */
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
