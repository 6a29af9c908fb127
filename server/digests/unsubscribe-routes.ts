import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findDigestSetting, turnDigestsOff } from './digest-settings';
import { type UnsubscribePage, unsubscribePageHtml } from './unsubscribe-page';
import { unsubscribePath, userOfUnsubscribeToken } from './unsubscribe-token';

export interface UnsubscribeRoutesOptions {
  /** The auth secret the links were signed with (server/auth/auth-secret.ts). */
  secret: string;
}

/** A form post or a mail client's one-click post is a line of text; nothing more is read. */
const BODY_LIMIT = 4096;
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * A digest's unsubscribe link (docs/product/feed.md#unsubscribing, RFC 8058), without signing in:
 * GET /digest/unsubscribe/{token} shows a page that asks (a link scanner or a preview that opens it
 * changes nothing); POST with the body `List-Unsubscribe=One-Click` — the mail client's one-click
 * unsubscribe, or the page's button — turns digests off. A token not made with our secret is a 400 page.
 */
export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRoutesOptions> = async (app, { secret }) => {
  // Fastify reads JSON and text alone; these two are what mail clients and forms post (this scope only).
  app.addContentTypeParser(FORM_TYPES, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const siteUrl = app.config.publicUrl;
  const send = (reply: FastifyReply, status: number, page: UnsubscribePage) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(unsubscribePageHtml(page));
  const invalid = (reply: FastifyReply, reason: string) =>
    send(reply, 400, { state: 'invalid', siteUrl, reason });
  const NOT_OURS = 'This unsubscribe link is incomplete or was changed.';

  app.get<{ Params: { token: string } }>(
    '/digest/unsubscribe/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(secret, request.params.token);
      if (!userId) return invalid(reply, NOT_OURS);
      const setting = await findDigestSetting(app.db, userId);
      const frequency = setting?.frequency;
      if (frequency !== 'daily' && frequency !== 'weekly') return send(reply, 200, { state: 'off', siteUrl });
      const action = unsubscribePath(request.params.token);
      return send(reply, 200, { state: 'confirm', frequency, action });
    },
  );

  app.post<{ Params: { token: string } }>(
    '/digest/unsubscribe/:token',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const userId = userOfUnsubscribeToken(secret, request.params.token);
      if (!userId) return invalid(reply, NOT_OURS);
      if (!isOneClick(request.headers['content-type'], request.body)) {
        return invalid(reply, 'An unsubscribe request must carry List-Unsubscribe=One-Click.');
      }
      await turnDigestsOff(app.db, userId);
      return send(reply, 200, { state: 'off', siteUrl });
    },
  );
};

/** RFC 8058: the POST's body is `List-Unsubscribe=One-Click`, as a url-encoded form or a multipart one. */
function isOneClick(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  if ((contentType ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(body);
  }
  return new URLSearchParams(body).get('List-Unsubscribe') === 'One-Click';
}
