import type pg from 'pg';

/**
 * drizzle-orm (0.45) runs a pooled transaction's BEGIN before the try/finally that gives its client back to
 * the pool, so a BEGIN that fails — the connection died as it was handed out: a database restart, the
 * server ending its connections — keeps that client checked out for good. After `max` such failures every
 * query waits for a connection that never comes, and closing the pool never ends (the upstream issue is
 * drizzle-team/drizzle-orm#6241, open as of 0.45.4).
 *
 * Here a client checked out with connect() and no callback (drizzle's transactions and migrations; pool.query
 * passes a callback) whose first statement is a BEGIN that fails goes back to the pool as broken, and the
 * holder's own release, should a later drizzle make one, does nothing.
 */
export function releaseClientsOnFailedBegin(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: unknown) => Promise<pg.PoolClient> | undefined;
  pool.connect = ((callback?: unknown) => {
    if (callback) return connect(callback);
    return (connect() as Promise<pg.PoolClient>).then(watchFirstStatement);
  }) as pg.Pool['connect'];
  // A client given back before any statement leaves no watch behind for its next holder.
  pool.on('release', (_error, client) => {
    delete (client as { query?: unknown }).query;
  });
}

function watchFirstStatement(client: pg.PoolClient): pg.PoolClient {
  const target = client as unknown as { query: (...args: unknown[]) => unknown };
  // An own property over the prototype's query, for this statement only.
  target.query = (...args: unknown[]) => {
    delete (target as { query?: unknown }).query;
    const result = target.query(...args);
    if (!isBegin(args[0]) || !(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      client.release(error instanceof Error ? error : new Error(String(error)));
      client.release = () => {};
      throw error;
    });
  };
  return client;
}

function isBegin(statement: unknown): boolean {
  const text = typeof statement === 'string' ? statement : (statement as { text?: unknown } | null)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}
