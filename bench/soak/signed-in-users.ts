import { buildApp } from '../../server/app';
import type { AppConfig } from '../../server/config';
import type { Database } from '../../server/db/database';

/**
 * Signs in `count` new users through the app's own better-auth API (as server/test/users.ts does: a
 * sign-in code made on the server, then the sign-in call), and returns their session tokens for
 * `Authorization: Bearer`. The sessions live in the database, so the app process under test accepts
 * them. The app is built here only for its auth and closed again; it never listens.
 */
export async function signInUsers(config: AppConfig, database: Database, count: number): Promise<string[]> {
  const app = await buildApp({ config, database, logger: false });
  try {
    const tokens: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const email = `soak-reader-${i}@example.com`;
      const otp = await app.auth.api.createVerificationOTP({ body: { email, type: 'sign-in' } });
      const { token } = await app.auth.api.signInEmailOTP({ body: { email, otp } });
      tokens.push(token);
    }
    return tokens;
  } finally {
    await app.close();
  }
}
