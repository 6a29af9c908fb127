import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../shared/contracts/api-envelope';
import { briefParamsSchema } from '../../shared/contracts/briefs';
import type { CommentAnchorKind } from '../../shared/contracts/comment-limits';
import type { Comment } from '../../shared/contracts/comments';
import {
  briefCommentCreateSchema,
  briefCommentParamsSchema,
  commentListResponseSchema,
  commentResolveSchema,
  commentResponseSchema,
  commentUpdateSchema,
  swipefileCommentCreateSchema,
  swipefileCommentParamsSchema,
  swipefileCommentQuerySchema,
} from '../../shared/contracts/comments';
import { deletedResponseSchema, swipefileParamsSchema } from '../../shared/contracts/swipefiles';
import { requireViewer, type Viewer } from '../auth/access';
import { loadBrief } from '../briefs/brief-access';
import type { BriefRow } from '../db/schema';
import { errors } from '../errors';
import type { Mailer } from '../mail/mailer';
import { findSavedVideo } from '../swipefiles/saved-video-repository';
import { loadSwipefile } from '../swipefiles/swipefile-access';
import { anchorIndexOf, anchorItemOf } from './comment-anchors';
import {
  type CommentTarget,
  type CommentWithAuthor,
  deleteComment,
  findComment,
  insertComment,
  listComments,
  mentionablePeople,
  setCommentResolved,
  updateCommentBody,
} from './comment-repository';
import { mentionedPeople, sendMentionMails } from './mentions';

const SIGNED_IN = { access: 'signed-in' } as const;
const routeErrors = errorResponses(400, 401, 403, 404);

/** The caller's standing on a comment's brief or swipefile, as its loader decided it. */
interface Standing {
  target: CommentTarget;
  /** Owner and editors resolve comments. */
  canEdit: boolean;
  brief: BriefRow | null;
  /** In words for a mention mail, and the page's path. */
  where: string;
  path: string;
}

/**
 * Comments (issue 34; docs/product/briefs.md#comments) on a brief and on the saved videos of a swipefile.
 * Who may do what is the brief's or swipefile's loader's answer (brief-access.ts, swipefile-access.ts):
 * every reader comments (viewers too), owner and editors resolve, only the author edits or deletes a
 * comment. Anyone else gets the loader's 404.
 */
export const commentRoutes: FastifyPluginAsyncZod<{ mailer: Mailer | null }> = async (app, options) => {
  const briefStanding = async (viewer: Viewer, id: string): Promise<Standing> => {
    const access = await loadBrief(app.db, viewer, id, 'read');
    return {
      target: { kind: 'brief', id: access.brief.id },
      canEdit: access.canEdit,
      brief: access.brief,
      where: `the brief "${access.brief.title}"`,
      path: `/briefs/${access.brief.id}`,
    };
  };
  const swipefileStanding = async (viewer: Viewer, id: string): Promise<Standing> => {
    const access = await loadSwipefile(app.db, viewer, id, 'read');
    return {
      target: { kind: 'swipefile', id: access.swipefile.id },
      canEdit: access.canEdit,
      brief: null,
      where: `the swipefile "${access.swipefile.name}"`,
      path: `/swipefiles/${access.swipefile.id}`,
    };
  };

  const present = (
    row: CommentWithAuthor,
    viewer: Viewer,
    standing: Standing,
    people: { email: string }[],
  ): Comment => ({
    id: row.id,
    body: row.body,
    anchor: {
      kind: row.anchorKind as CommentAnchorKind,
      index: anchorIndexOf(standing.brief, row.anchorKind as CommentAnchorKind, row.anchorItem),
      id: row.anchorKind === 'saved_video' ? row.savedVideoId : row.anchorItem,
    },
    author: { name: row.authorName, email: row.authorEmail },
    is_mine: row.userId === viewer.id,
    can_edit: row.userId === viewer.id,
    can_resolve: standing.canEdit,
    resolved: row.resolvedAt !== null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    mentions: mentionedPeople(row.body, people).map((person) => person.email),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });

  const readOne = async (viewer: Viewer, standing: Standing, id: string) => {
    const people = await mentionablePeople(app.db, standing.target);
    const row = (await listComments(app.db, standing.target)).find((comment) => comment.id === id);
    if (!row) throw errors.commentNotFound();
    return present(row, viewer, standing, people);
  };

  const mail = (
    viewer: Viewer,
    standing: Standing,
    body: string,
    people: { id: string; email: string }[],
  ) => {
    const recipients = mentionedPeople(body, people).filter((person) => person.id !== viewer.id);
    if (recipients.length === 0) return;
    // After the answer: a slow mail server never holds up the comment.
    void sendMentionMails({ db: app.db, mailer: options.mailer, log: app.log }, viewer.id, recipients, {
      publicUrl: app.config.publicUrl,
      author: viewer.name ?? viewer.email,
      where: standing.where,
      path: standing.path,
      body,
    }).catch((error) => app.log.error({ err: error }, 'mention e-mails failed'));
  };

  const kinds = [
    { base: '/briefs/:id', tag: 'Brief comments', thing: 'brief', standing: briefStanding },
    { base: '/swipefiles/:id', tag: 'Swipefile comments', thing: 'swipefile', standing: swipefileStanding },
  ] as const;

  for (const kind of kinds) {
    const params = kind.thing === 'brief' ? briefCommentParamsSchema : swipefileCommentParamsSchema;

    app.put(
      `${kind.base}/comments/:commentId`,
      {
        config: SIGNED_IN,
        schema: {
          tags: [kind.tag],
          summary: `Edit one's own comment on a ${kind.thing}`,
          params,
          body: commentUpdateSchema,
          response: { 200: commentResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const standing = await kind.standing(viewer, request.params.id);
        const comment = await findComment(app.db, standing.target, request.params.commentId);
        if (comment.userId !== viewer.id) throw errors.forbidden('Only its author can edit a comment');
        await updateCommentBody(app.db, comment.id, request.body.body);
        const people = await mentionablePeople(app.db, standing.target);
        // Only people the edit newly mentions are mailed.
        const before = new Set(mentionedPeople(comment.body, people).map((person) => person.id));
        mail(
          viewer,
          standing,
          request.body.body,
          people.filter((person) => !before.has(person.id)),
        );
        return { success: true as const, data: await readOne(viewer, standing, comment.id) };
      },
    );

    app.delete(
      `${kind.base}/comments/:commentId`,
      {
        config: SIGNED_IN,
        schema: {
          tags: [kind.tag],
          summary: `Delete one's own comment on a ${kind.thing}`,
          params,
          response: { 200: deletedResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const standing = await kind.standing(viewer, request.params.id);
        const comment = await findComment(app.db, standing.target, request.params.commentId);
        if (comment.userId !== viewer.id) throw errors.forbidden('Only its author can delete a comment');
        await deleteComment(app.db, comment.id);
        return { success: true as const, data: { id: comment.id } };
      },
    );

    app.post(
      `${kind.base}/comments/:commentId/resolve`,
      {
        config: SIGNED_IN,
        schema: {
          tags: [kind.tag],
          summary: `Resolve a comment on a ${kind.thing}, or open it again (owner and editors)`,
          params,
          body: commentResolveSchema,
          response: { 200: commentResponseSchema, ...routeErrors },
        },
      },
      async (request) => {
        const viewer = requireViewer(request);
        const standing = await kind.standing(viewer, request.params.id);
        const comment = await findComment(app.db, standing.target, request.params.commentId);
        if (!standing.canEdit) throw errors.forbidden('Only the owner and editors can resolve comments');
        await setCommentResolved(app.db, comment.id, request.body.resolved ? viewer.id : null);
        return { success: true as const, data: await readOne(viewer, standing, comment.id) };
      },
    );
  }

  app.get(
    '/briefs/:id/comments',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Brief comments'],
        summary: "A brief's comments, oldest first, and who may be mentioned (owner and collaborators)",
        params: briefParamsSchema,
        response: { 200: commentListResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const standing = await briefStanding(viewer, request.params.id);
      const [rows, people] = await Promise.all([
        listComments(app.db, standing.target),
        mentionablePeople(app.db, standing.target),
      ]);
      return {
        success: true as const,
        data: {
          comments: rows.map((row) => present(row, viewer, standing, people)),
          people: people.map(({ name, email }) => ({ name, email })),
        },
      };
    },
  );

  app.post(
    '/briefs/:id/comments',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Brief comments'],
        summary: 'Comment on a brief, or on one of its hooks, beats, shots or cited videos (any reader)',
        params: briefParamsSchema,
        body: briefCommentCreateSchema,
        response: { 201: commentResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const standing = await briefStanding(viewer, request.params.id);
      const { anchor, body } = request.body;
      const row = await insertComment(app.db, standing.target, {
        userId: viewer.id,
        body,
        anchorKind: anchor.kind,
        anchorItem: anchorItemOf(standing.brief as BriefRow, anchor),
      });
      const people = await mentionablePeople(app.db, standing.target);
      mail(viewer, standing, body, people);
      reply.code(201);
      return { success: true as const, data: await readOne(viewer, standing, row.id) };
    },
  );

  app.get(
    '/swipefiles/:id/comments',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Swipefile comments'],
        summary: "The comments on a swipefile's saved videos (or one's, with saved_video_id), oldest first",
        params: swipefileParamsSchema,
        querystring: swipefileCommentQuerySchema,
        response: { 200: commentListResponseSchema, ...routeErrors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const standing = await swipefileStanding(viewer, request.params.id);
      const [rows, people] = await Promise.all([
        listComments(app.db, standing.target, request.query.saved_video_id),
        mentionablePeople(app.db, standing.target),
      ]);
      return {
        success: true as const,
        data: {
          comments: rows.map((row) => present(row, viewer, standing, people)),
          people: people.map(({ name, email }) => ({ name, email })),
        },
      };
    },
  );

  app.post(
    '/swipefiles/:id/comments',
    {
      config: SIGNED_IN,
      schema: {
        tags: ['Swipefile comments'],
        summary: 'Comment on a saved video of a swipefile (owner and collaborators)',
        params: swipefileParamsSchema,
        body: swipefileCommentCreateSchema,
        response: { 201: commentResponseSchema, ...routeErrors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const standing = await swipefileStanding(viewer, request.params.id);
      const { anchor, body } = request.body;
      const saved = await findSavedVideo(app.db, anchor.id);
      if (saved?.swipefileId !== standing.target.id)
        throw errors.invalidInput('anchor.id: the swipefile holds no saved video with this id');
      const row = await insertComment(app.db, standing.target, {
        userId: viewer.id,
        body,
        anchorKind: 'saved_video',
        anchorItem: null,
        savedVideoId: anchor.id,
      });
      const people = await mentionablePeople(app.db, standing.target);
      mail(viewer, standing, body, people);
      reply.code(201);
      return { success: true as const, data: await readOne(viewer, standing, row.id) };
    },
  );
};
