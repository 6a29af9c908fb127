import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';

/** pino options: readable lines on a terminal during development, JSON lines otherwise. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel' | 'production'>,
): FastifyServerOptions['logger'] {
  const pretty = process.stdout.isTTY && !config.production;
  return {
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
