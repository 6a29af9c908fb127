import path from 'node:path';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');

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
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    allowOpenImport: env.ALLOW_OPEN_IMPORT,
    production: env.NODE_ENV === 'production',
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
