import { sql } from 'drizzle-orm';
import type { Db } from './database';

/** A connection or a transaction on it. */
type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A lease on background work that one instance does at a time (a `worker_leases` row): the holder renews
 * it while it works; an instance that dies lets it lapse after `ms`, and another claims it. Work done under
 * the lease renews it in its own transaction (`renew`), whose row lock makes a concurrent claim wait for
 * the commit: a holder whose lease was taken meanwhile finds out there and writes nothing.
 */
export class WorkerLease {
  constructor(
    private readonly db: Db,
    readonly name: string,
    readonly holder: string,
    private readonly ms: number,
  ) {}

  /** Takes the lease if it is free or lapsed, or renews it if this holder has it; false if another does. */
  async claim(): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      INSERT INTO worker_leases AS l (name, holder, lease_until)
      VALUES (${this.name}, ${this.holder}, now() + make_interval(secs => ${this.ms / 1000}))
      ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, lease_until = excluded.lease_until
      WHERE l.holder = excluded.holder OR l.lease_until < now()
      RETURNING name`);
    return rows.length > 0;
  }

  /** Renews the lease inside the caller's transaction; false when this holder no longer has it. */
  async renew(tx: DbOrTx): Promise<boolean> {
    const { rows } = await tx.execute(sql`
      UPDATE worker_leases SET lease_until = now() + make_interval(secs => ${this.ms / 1000})
      WHERE name = ${this.name} AND holder = ${this.holder}
      RETURNING name`);
    return rows.length > 0;
  }

  /** Gives the lease up at once (shutting down), so another instance need not wait for it to lapse. */
  async release(): Promise<void> {
    await this.db.execute(sql`
      UPDATE worker_leases SET lease_until = now() WHERE name = ${this.name} AND holder = ${this.holder}`);
  }
}
