import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { BRIEF_LIMITS } from '../../shared/contracts/brief-limits';
import type { briefDraftSchema } from '../../shared/contracts/briefs';
import type { Viewer } from '../auth/access';
import { loadBotSettings } from '../bot/bot-settings';
import { loadFullVideos } from '../bot/chat-videos';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { type BriefRow, savedVideos } from '../db/schema';
import { errors } from '../errors';
import { loadSwipefile } from '../swipefiles/swipefile-access';
import { checkContent } from './brief-content';
import { createBrief } from './brief-repository';
import { briefModelFor, draftContent } from './model-brief';

type DraftRequest = z.output<typeof briefDraftSchema>;

/**
 * `POST /briefs/draft` (issue 34): reads the videos the draft is grounded in — a swipefile's newest 20
 * saves (the caller must be able to read the swipefile: `loadSwipefile` decides, a stranger's is a 404),
 * or the ids given — and writes the new brief as the caller's own. The model the bot settings choose
 * drafts it (model-brief.ts); with the offline strategist chosen, no key, or a draft that fails its checks
 * twice, the offline draft does.
 */
export async function draftBrief(
  app: { db: Db; log: FastifyBaseLogger; config: Pick<AppConfig, 'bot'> },
  viewer: Viewer,
  body: DraftRequest,
): Promise<BriefRow> {
  const { videos, sourceName, draftedFrom } = await draftSources(app.db, viewer, body);
  const { config: botConfig } = await loadBotSettings(app.db, app.log);
  const { content } = await draftContent({
    videos,
    choices: {
      title: body.title,
      goal: body.goal,
      audience: body.audience,
      brand: body.brand,
      platform: body.platform,
      sourceName,
    },
    model: briefModelFor(app.config, botConfig, app.log),
    log: app.log,
  });
  // The same checks as a brief written by hand: every citation is a real, cited video.
  await checkContent(app.db, content, null);
  return createBrief(app.db, viewer.id, content, draftedFrom);
}

async function draftSources(db: Db, viewer: Viewer, body: DraftRequest) {
  if (body.swipefile_id) {
    const { swipefile } = await loadSwipefile(db, viewer, body.swipefile_id, 'read');
    const rows = await db
      .select({ videoId: savedVideos.videoId })
      .from(savedVideos)
      .where(eq(savedVideos.swipefileId, swipefile.id))
      .orderBy(desc(savedVideos.savedAt), desc(savedVideos.id))
      .limit(BRIEF_LIMITS.draftVideosMax);
    const videos = await loadFullVideos(
      db,
      rows.map((row) => row.videoId),
    );
    if (videos.length < BRIEF_LIMITS.draftVideosMin)
      throw errors.invalidInput('swipefile_id: the swipefile has no videos to draft a brief from');
    return { videos, sourceName: swipefile.name, draftedFrom: `the swipefile ${swipefile.name}` };
  }
  const ids = [...new Set(body.video_ids ?? [])];
  const videos = await loadFullVideos(db, ids);
  const found = new Set(videos.map((video) => video.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) throw errors.invalidInput(`video_ids.${missing}: no video has the id ${ids[missing]}`);
  return { videos, sourceName: null, draftedFrom: 'a chat answer' };
}
