import type { FastifyInstance } from 'fastify';
import { errors } from '../errors';
import { joinJson } from '../http/send-json';
import { findVideoIds, type VideoAudience } from './video-repository';

/**
 * A video's similar videos (issue 17) as the JSON of `{ success, data }`, closest first, each as the
 * audience receives it (presented-videos.ts); a 404 for a video that does not exist (with the public
 * wording for visitors), an empty list for one with no vector yet.
 */
export async function similarVideosJson(
  app: FastifyInstance,
  id: number,
  audience: VideoAudience,
  notFoundMessage?: string,
) {
  const [exists] = await findVideoIds(app.db, [id]);
  if (exists === undefined) throw errors.videoNotFound(notFoundMessage);
  const videos = await app.presentedVideos.json(await app.videoSearch.similar(id), audience);
  return joinJson('{"success":true,"data":[', videos, ']}');
}
