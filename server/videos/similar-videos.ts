import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { findVideoIds, listVideosAmong, type VideoAudience } from './video-repository';

/**
 * The rows of a video's similar videos (issue 17), closest first, with the audience's columns; a 404 for a
 * video that does not exist (with the public wording for visitors), an empty list for one with no vector yet.
 */
export async function readSimilarVideos(
  app: FastifyInstance,
  id: number,
  audience: VideoAudience,
  notFoundMessage?: string,
) {
  const [exists] = await findVideoIds(app.db, [id]);
  if (exists === undefined) throw errors.videoNotFound(notFoundMessage);
  const ids = await app.videoSearch.similar(id);
  return listVideosAmong(app.db, ids, { page: 1, limit: ids.length, sort: 'relevance' }, audience);
}
