import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The digest run's lease, in the single digest_job row (as embedding_job's, embeddings/embedding-job.ts):
 * one holder at a time across every instance and the command line; a holder that dies lets it lapse
 * after `leaseMs`, and any other may claim it then.
 */
export class DigestLease {
  constructor(
    private readonly db: Db,
    readonly holder: string,
    private readonly leaseMs: number,
  ) {}

  /** Claims the run when no live lease holds it. The row is made by the first claim. */
  async claim(): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      INSERT INTO digest_job AS j (id, holder, lease_until, started_at, finished_at)
      VALUES (1, ${this.holder}, now() + make_interval(secs => ${this.leaseMs / 1000}), now(), NULL)
      ON CONFLICT (id) DO UPDATE
      SET holder = excluded.holder, lease_until = excluded.lease_until, started_at = excluded.started_at,
          finished_at = NULL
      WHERE j.lease_until IS NULL OR j.lease_until < now()
      RETURNING id`);
    return rows.length === 1;
  }

  /** Extends the lease; false when another holder has claimed it since. */
  async renew(): Promise<boolean> {
    const { rows } = await this.db.execute(sql`
      UPDATE digest_job SET lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      WHERE id = 1 AND holder = ${this.holder} AND lease_until IS NOT NULL
      RETURNING id`);
    return rows.length === 1;
  }

  /** Gives the lease up at once, if still held, so the next look of any instance may run. */
  async release(): Promise<void> {
    await this.db.execute(sql`
      UPDATE digest_job SET lease_until = NULL, finished_at = now()
      WHERE id = 1 AND holder = ${this.holder} AND lease_until IS NOT NULL`);
  }
}
