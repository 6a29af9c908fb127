import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import {
  notesUpdateSchema,
  type SaveStatus,
  savedVideoIdParamsSchema,
  savedVideoIdQuerySchema,
  savedVideoListQuerySchema,
  savedVideoListResponseSchema,
  savedVideoResponseSchema,
  saveStatusBatchResponseSchema,
  saveStatusQuerySchema,
  saveStatusResponseSchema,
  saveVideoSchema,
  unsavedResponseSchema,
  unsaveVideoSchema,
} from '../../shared/contracts/swipefiles';
import { actingUserId, requireViewer, type Viewer } from '../auth/access';
import { AppError, errors } from '../errors';
import {
  findSavedVideo,
  findSavedVideoWithVideo,
  findSaveStatuses,
  removeSavedVideo,
  removeVideo,
  type SavedVideoScope,
  saveVideo,
  updateNotes,
} from './saved-video-repository';
import { loadSwipefile, type SwipefileNeed } from './swipefile-access';
import { presentSavedVideo } from './swipefile-presenter';
import { readSavedVideosPage } from './swipefile-reads';
import { ensureDefaultSwipefile } from './swipefile-repository';

const SIGNED_IN = { access: 'signed-in' } as const;
const TAGS = ['Saved videos'];
const routeErrors = errorResponses(400, 401, 403, 404);

/**
 * Saving videos, reading a swipefile's videos, notes and save status (docs/product/calls.md#swipefiles-and-saving).
 * Saving goes only into the caller's own swipefiles; removing and notes need `can_edit`.
 */
export const savedVideoRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * The swipefile a call names, checked for `need`; none (null) means the default swipefile of the user
   * the call acts for (docs/decisions/0016-default-swipefile.md; docs/decisions/0014-client-supplied-ids.md: the caller, or anyone for an admin).
   */
  const swipefileOf = async (
    viewer: Viewer,
    call: { swipefile_id?: string | null | undefined; user_id?: string | undefined },
    need: SwipefileNeed,
  ) => {
    const userId = actingUserId(viewer, call.user_id);
    if (call.swipefile_id) return (await loadSwipefile(app.db, viewer, call.swipefile_id, need)).swipefile;
    return ensureDefaultSwipefile(app.db, userId);
  };

  /**
   * A saved row and its swipefile, checked for `need`. A saved row in a swipefile the caller cannot read
   * is answered as an unknown saved video, so its id confirms nothing.
   */
  const loadSavedVideo = async (viewer: Viewer, id: string, need: SwipefileNeed) => {
    const saved = await findSavedVideo(app.db, id);
    if (!saved) throw errors.savedVideoNotFound();
    try {
      await loadSwipefile(app.db, viewer, saved.swipefileId, need);
    } catch (error) {
      if (error instanceof AppError && error.code === 'swipefile_not_found')
        throw errors.savedVideoNotFound();
      throw error;
    }
    return saved;
  };

  const presentSaved = async (id: string) => {
    const row = await findSavedVideoWithVideo(app.db, id);
    if (!row) throw errors.savedVideoNotFound();
    return presentSavedVideo(row);
  };

  app.get(
    '/saved-videos',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "A page of a swipefile's videos, newest saved first; search by title, notes, hooks and tags",
        querystring: savedVideoListQuerySchema,
        response: { 200: savedVideoListResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const { swipefile_id, user_id, search, page, limit } = request.query;
      let scope: SavedVideoScope;
      if (swipefile_id) {
        scope = { swipefileId: (await loadSwipefile(app.db, viewer, swipefile_id, 'read')).swipefile.id };
      } else if (user_id) {
        // `?user_id=` alone: everything that user saved (docs/decisions/0014-client-supplied-ids.md: the caller, or an admin).
        scope = { ownerId: actingUserId(viewer, user_id) };
      } else {
        scope = { swipefileId: (await ensureDefaultSwipefile(app.db, viewer.id)).id };
      }
      return readSavedVideosPage(app.db, scope, { search, page, limit });
    },
  );

  app.post(
    '/saved-videos',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Save a video into one of the caller's swipefiles (null: the default one)",
        body: saveVideoSchema,
        response: { 200: savedVideoResponseSchema, 201: savedVideoResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      // Only the owner saves into a swipefile: a stranger's id is unknown (404), a collaborator's refused.
      const swipefile = await swipefileOf(requireViewer(request), request.body, 'own');
      const saved = await saveVideo(app.db, {
        swipefileId: swipefile.id,
        videoId: request.body.video_id,
        // The owner, so that save status reads one user's rows (saved_videos_user_video_idx).
        userId: swipefile.userId,
        notes: request.body.notes,
      });
      reply.code(saved.created ? 201 : 200);
      return { success: true as const, data: presentSavedVideo(saved.row) };
    },
  );

  app.delete(
    '/saved-videos',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary:
          'Remove a video from a swipefile: ?id= of the saved row, or a body naming video and swipefile',
        querystring: savedVideoIdQuerySchema,
        body: unsaveVideoSchema.nullish(),
        response: { 200: unsavedResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      if (request.query.id) {
        const saved = await loadSavedVideo(viewer, request.query.id, 'edit');
        const removed = await removeSavedVideo(app.db, saved.swipefileId, saved.id);
        return { success: true as const, data: { removed } };
      }
      if (!request.body) throw errors.invalidInput('body: give video_id and swipefile_id, or ?id=');
      const swipefile = await swipefileOf(viewer, request.body, 'edit');
      const removed = await removeVideo(app.db, swipefile.id, request.body.video_id);
      return { success: true as const, data: { removed } };
    },
  );

  app.put(
    '/saved-videos/:id/notes',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: "Replace a saved video's notes (owner and editors)",
        params: savedVideoIdParamsSchema,
        body: notesUpdateSchema,
        response: { 200: savedVideoResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const saved = await loadSavedVideo(requireViewer(request), request.params.id, 'edit');
      await updateNotes(app.db, saved.swipefileId, saved.id, request.body.notes);
      return { success: true as const, data: await presentSaved(saved.id) };
    },
  );

  app.get(
    '/video-save-status',
    {
      config: SIGNED_IN,
      schema: {
        tags: TAGS,
        summary: 'Whether the caller saved a video (?video_id=) or each of up to 100 (?video_ids=1,2,…)',
        querystring: saveStatusQuerySchema,
        response: {
          200: z.union([saveStatusResponseSchema, saveStatusBatchResponseSchema]),
          ...routeErrors,
        },
      },
    },
    async (request) => {
      const userId = actingUserId(requireViewer(request), request.query.user_id);
      const ids = request.query.video_ids ?? [request.query.video_id as number];
      // No default swipefile is created here: a user who never saved has saved nothing.
      const found = await findSaveStatuses(app.db, userId, ids);
      const statuses: SaveStatus[] = ids.map((id) => {
        const swipefileIds = found.get(id) ?? [];
        return { video_id: id, is_saved: swipefileIds.length > 0, saved_to_swipefiles: swipefileIds };
      });
      if (request.query.video_ids) return { success: true as const, data: statuses };
      return { success: true as const, data: statuses[0] as SaveStatus };
    },
  );
};
