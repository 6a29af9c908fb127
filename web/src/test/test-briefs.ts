import type { Brief, BriefSummary, SharedBrief } from '../../../shared/contracts/briefs';
import { publicVideo } from './test-videos';

// Brief factories for web tests, with the API's shapes.

export const BRIEF_ID = '3f1e2d4c-5b6a-4789-8abc-def012345678';

/** A brief as GET /api/briefs/{id} answers it, owned by the caller unless overridden. */
export function brief(overrides: Partial<Brief> = {}): Brief {
  return {
    id: BRIEF_ID,
    title: 'Spring launch',
    goal: 'Get 50 sign-ups from one reel',
    audience: 'Busy parents who cook',
    brand: { name: 'Thrifty Table', line: 'Meal kits under $10' },
    platform: 'instagram',
    videos: [
      {
        video_id: 1042,
        why: 'The receipt reveal',
        video: publicVideo({ id: 1042, simple_description: 'Three grocery swaps', author_username: null }),
      },
    ],
    hooks: [{ id: 'hook-1', text: 'I was spending $140 a week', video_id: 1042, device: 'number promise' }],
    beats: [{ id: 'beat-1', name: 'Old receipt', description: 'Hold it up', video_id: null }],
    shots: [{ id: 'shot-1', description: 'Receipt close-up', on_screen_text: '$140', duration_s: 2 }],
    cta: 'Follow for part two',
    notes: 'Shoot on Tuesday',
    owner_name: 'Basil Brown',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-02T10:00:00.000Z',
    user_id: 'user-basic-0001',
    revision: 3,
    access_level: 'private',
    share_token: null,
    public_slug: null,
    user_role: 'owner',
    can_edit: true,
    collaborator_count: 0,
    drafted_from: null,
    ...overrides,
  };
}

/** A line of GET /api/briefs. */
export function briefSummary(overrides: Partial<BriefSummary> = {}): BriefSummary {
  return {
    id: BRIEF_ID,
    title: 'Spring launch',
    goal: 'Get 50 sign-ups from one reel',
    platform: 'tiktok',
    owner_name: 'Basil Brown',
    user_role: 'owner',
    access_level: 'private',
    video_count: 3,
    hook_count: 5,
    beat_count: 1,
    shot_count: 12,
    collaborator_count: 0,
    comment_count: 0,
    unread_comment_count: 0,
    cover: null,
    updated_at: '2026-03-02T10:00:00.000Z',
    ...overrides,
  };
}

/** A brief as a shared link or public address answers it: no notes, no ids of the owner. */
export function sharedBrief(overrides: Partial<SharedBrief> = {}): SharedBrief {
  const { notes: _notes, id: _id, user_id: _user, revision: _revision, ...content } = brief();
  const {
    share_token: _token,
    public_slug: _slug,
    user_role: _role,
    can_edit: _edit,
    collaborator_count: _count,
    drafted_from: _drafted,
    ...rest
  } = content;
  return { ...rest, access_level: 'link_only', ...overrides };
}
