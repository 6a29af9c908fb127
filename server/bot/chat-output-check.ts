import type { FastifyBaseLogger } from 'fastify';
import { type ChatAction, chatActionSchema } from '../../shared/contracts/chat';
import { citedIds } from '../../shared/domain/video-markers';
import type { Db } from '../db/database';
import type { ChatModelOutput } from './chat-model';
import { existingVideoIds } from './chat-videos';
import { keepMarkers } from './video-markers';

/** Actions kept from one answer; a model proposing more is rambling, and the panel applies them all. */
export const CHAT_ACTIONS_KEPT = 20;

/** A model's answer after the checks: what the user may see and what is stored. */
export interface CheckedOutput {
  text: string;
  actions: ChatAction[];
  /** The videos the text still cites, in order of first citation. */
  citedIds: number[];
}

/**
 * Checks a model's output before it reaches the user (issue 18): markers stay only for videos that exist
 * and that the model drew on (`drawnOn`: its tool results or the ids it reported); actions must match
 * chatActionSchema and name videos that exist. What is dropped is logged, for whoever tunes the prompts.
 */
export async function checkModelOutput(
  db: Db,
  log: FastifyBaseLogger,
  output: ChatModelOutput,
  drawnOn: (id: number) => boolean,
): Promise<CheckedOutput> {
  const proposed = Array.isArray(output.actions) ? output.actions.slice(0, CHAT_ACTIONS_KEPT) : [];
  const actions: ChatAction[] = [];
  for (const raw of proposed) {
    const parsed = chatActionSchema.safeParse(raw);
    if (parsed.success) actions.push(parsed.data);
    else log.warn({ action: raw, issues: parsed.error.issues }, 'chat action dropped: not a valid action');
  }
  const text = typeof output.text === 'string' ? output.text : '';
  const markerIds = citedIds(text).filter(drawnOn);
  const existing = await existingVideoIds(db, [...markerIds, ...actions.flatMap(actionVideoIds)]);

  const dropped = citedIds(text).filter((id) => !drawnOn(id) || !existing.has(id));
  if (dropped.length > 0) log.warn({ videoIds: dropped }, 'chat markers dropped: unknown or not drawn on');
  const checkedText = keepMarkers(text, (id) => drawnOn(id) && existing.has(id));
  return {
    text: checkedText,
    actions: actions.flatMap((action) => keepExistingVideos(action, existing, log)),
    citedIds: citedIds(checkedText),
  };
}

function actionVideoIds(action: ChatAction): number[] {
  switch (action.type) {
    case 'highlight':
    case 'compare':
      return action.data.videoIds;
    case 'scroll':
    case 'details':
      return [action.data.videoId];
    default:
      return [];
  }
}

/** The action with only videos that exist; none when it would name none (a card to ring, a modal to open). */
function keepExistingVideos(action: ChatAction, existing: Set<number>, log: FastifyBaseLogger): ChatAction[] {
  const missing = actionVideoIds(action).filter((id) => !existing.has(id));
  if (missing.length === 0) return [action];
  if (action.type === 'highlight' || action.type === 'compare') {
    const videoIds = action.data.videoIds.filter((id) => existing.has(id));
    if (videoIds.length > 0) return [{ ...action, data: { videoIds } }];
  }
  log.warn({ action, videoIds: missing }, 'chat action dropped: it names videos that do not exist');
  return [];
}
