import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** A call as `user` (or a visitor, for null), with a JSON body when one is given. */
export function sendJson(t: TestApp, user: TestUser | null, method: string, path: string, body?: unknown) {
  return t.request(path, {
    method,
    headers: { ...(user?.auth ?? {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
