import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../shared/contracts/audit';
import { createTestApp, type TestApp } from '../test/test-app';
import { createUser, type TestUser } from '../test/users';

let t: TestApp;
let admin: TestUser;
let basic: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { tier: 'admin' });
  basic = await createUser(t);
});

const readLog = async (query = '') => {
  const response = await t.get(`/api/admin/audit${query}`, { headers: admin.auth });
  expect(response.status).toBe(200);
  return response.body as { data: AuditEntry[]; next_before_id: number | null };
};

describe('the audit log', () => {
  it('records a tier change with the admin who made it and the tier before and after', async () => {
    const response = await t.request(`/api/admin/users/${basic.id}/tier`, {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ tier: 'premium' }),
    });
    expect(response.status).toBe(200);
    const { data } = await readLog(`?target_type=user&target_id=${basic.id}`);
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      action: 'user.tier',
      target_label: basic.email,
      actor: { id: admin.id, email: admin.email },
      before: { tier: 'basic' },
      after: { tier: 'premium' },
    });
  });

  it('pages newest first without repeating an entry', async () => {
    for (const tier of ['basic', 'premium', 'basic'] as const) {
      await t.request(`/api/admin/users/${basic.id}/tier`, {
        method: 'PUT',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ tier }),
      });
    }
    const first = await readLog('?limit=2');
    expect(first.data.map((e) => e.after)).toEqual([{ tier: 'basic' }, { tier: 'premium' }]);
    expect(first.next_before_id).not.toBeNull();
    const second = await readLog(`?limit=2&before_id=${first.next_before_id}`);
    const ids = [...first.data, ...second.data].map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.data.at(-1)?.before).toEqual({ tier: 'basic' });
  });

  it('refuses a bad filter with a message naming it', async () => {
    const response = await t.get('/api/admin/audit?action=taxonomy.rename', { headers: admin.auth });
    expect(response.status).toBe(400);
    expect((response.body as { error: string }).error).toMatch(/action/);
  });

  it('writes nothing for a tier change of a user who does not exist', async () => {
    const response = await t.request('/api/admin/users/00000000-0000-4000-8000-000000000000/tier', {
      method: 'PUT',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ tier: 'premium' }),
    });
    expect(response.status).toBe(404);
    const { data } = await readLog('?target_id=00000000-0000-4000-8000-000000000000');
    expect(data).toEqual([]);
  });
});
