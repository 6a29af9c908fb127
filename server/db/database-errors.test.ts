import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-errors';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that has gone away, however the error is wrapped', () => {
    const refused = Object.assign(new AggregateError([withCode('ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    });
    for (const error of [
      refused,
      new AggregateError([withCode('ECONNREFUSED')], ''),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is shutting down'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      // Drizzle's DrizzleQueryError and better-auth keep pg's error as the cause.
      new Error('Failed query: select 1', { cause: withCode('ECONNRESET') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other failure to be an internal error', () => {
    for (const error of [
      withCode('42601', 'syntax error'),
      withCode('23505', 'duplicate key'),
      new Error('Failed query', { cause: withCode('22P02') }),
      new TypeError('x is undefined'),
      'Connection terminated',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
