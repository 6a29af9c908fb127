import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import type { BriefRole } from '../../shared/contracts/brief-limits';
import {
  briefCreateSchema,
  briefDraftSchema,
  briefListResponseSchema,
  briefParamsSchema,
  briefResponseSchema,
  briefShareSchema,
  briefUpdateSchema,
} from '../../shared/contracts/briefs';
import { deletedResponseSchema } from '../../shared/contracts/swipefiles';
import type { PublicVideo } from '../../shared/contracts/video';
import { requireViewer } from '../auth/access';
import type { BriefRow } from '../db/schema';
import { presentPublicVideo } from '../videos/video-presenter';
import { readVideosByIds } from '../videos/video-repository';
import { loadBrief } from './brief-access';
import { resolveContent } from './brief-content';
import { draftBrief } from './brief-drafting';
import { citedVideoCards, presentBrief, presentBriefSummary } from './brief-presenter';
import {
  countCollaborators,
  createBrief,
  deleteBrief,
  listBriefsFor,
  markBriefRead,
  ownerNameOf,
  setBriefAccess,
  updateBrief,
} from './brief-repository';

const SIGNED_IN = { access: 'signed-in' } as const;
const PREMIUM = { access: { tiers: ['premium'] } } as const;
const TAGS = ['Briefs'];
const routeErrors = errorResponses(400, 401, 403, 404);

/**
 * Briefs (issue 34; docs/product/briefs.md): list, create, read, edit, delete, share and draft. Every call
 * on one brief goes through `loadBrief`, which alone decides access.
 */
export const briefRoutes: FastifyPluginAsyncZod = async (app) => {
  const present = async (brief: BriefRow, role: BriefRole) => {
    const [cards, ownerName, collaboratorCount] = await Promise.all([
      citedVideoCards(app.db, brief),
      ownerNameOf(app.db, brief.userId),
      countCollaborators(app.db, brief.id),
    ]);
    return presentBrief(brief, role, { cards, ownerName, collaboratorCount });
  };

  app.get(
    '/briefs',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "The caller's briefs and those shared with them, latest change first",
        response: { 200: briefListResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const rows = await listBriefsFor(app.db, requireViewer(request).id);
      const coverIds = rows.flatMap((row) => (row.first_video_id === null ? [] : [row.first_video_id]));
      const covers = new Map<number, PublicVideo>(
        (await readVideosByIds(app.db, [...new Set(coverIds)], 'public')).map((row) => [
          row.id,
          presentPublicVideo(row),
        ]),
      );
      return { success: true as const, data: rows.map((row) => presentBriefSummary(row, covers)) };
    },
  );

  app.post(
    '/briefs',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Create a brief (at most 200 a user)',
        body: briefCreateSchema,
        response: { 201: briefResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const content = await resolveContent(app.db, request.body, null);
      const brief = await createBrief(app.db, viewer.id, content);
      reply.code(201);
      return { success: true as const, data: await present(brief, 'owner') };
    },
  );

  app.post(
    '/briefs/draft',
    {
      config: PREMIUM,
      schema: {
        tags: TAGS,
        summary: 'Draft a new brief from a swipefile the caller may read, or from videos (premium and admin)',
        body: briefDraftSchema,
        response: { 201: briefResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const brief = await draftBrief(app, viewer, request.body);
      reply.code(201);
      return { success: true as const, data: await present(brief, 'owner') };
    },
  );

  app.get(
    '/briefs/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Read a brief (owner and collaborators); its comments count as read from now',
        params: briefParamsSchema,
        response: { 200: briefResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const access = await loadBrief(app.db, viewer, request.params.id, 'read');
      const [data] = await Promise.all([
        present(access.brief, access.role),
        markBriefRead(app.db, access.brief.id, viewer.id),
      ]);
      return { success: true as const, data };
    },
  );

  app.put(
    '/briefs/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary:
          'Change a brief (owner and editors): the fields sent; with `revision`, only if nobody saved since',
        params: briefParamsSchema,
        body: briefUpdateSchema,
        response: { 200: briefResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'edit');
      const content = await resolveContent(app.db, request.body, access.brief);
      const brief = await updateBrief(app.db, access.brief.id, content, request.body.revision);
      return { success: true as const, data: await present(brief, access.role) };
    },
  );

  app.delete(
    '/briefs/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Delete a brief, its comments and its collaborators (owner)',
        params: briefParamsSchema,
        response: { 200: deletedResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'own');
      await deleteBrief(app.db, access.brief.id);
      return { success: true as const, data: { id: access.brief.id } };
    },
  );

  app.post(
    '/briefs/:id/share',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Set who may read a brief: private, anyone with the link, or public (owner)',
        params: briefParamsSchema,
        body: briefShareSchema,
        response: { 200: briefResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const access = await loadBrief(app.db, requireViewer(request), request.params.id, 'own');
      const brief = await setBriefAccess(app.db, access.brief, request.body.access_level);
      return { success: true as const, data: await present(brief, 'owner') };
    },
  );
};
