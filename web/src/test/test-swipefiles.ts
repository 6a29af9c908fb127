import { pagination } from '../../../shared/contracts/api-envelope';
import type { Collaborator, SavedVideo, Swipefile } from '../../../shared/contracts/swipefiles';
import { publicVideo } from './test-videos';

// Swipefile, saved-video and collaborator factories for web tests, with the API's shapes.

export const OWNED_ID = '0b9c3f52-7a1e-4c7d-9f1e-6c2d8a4b5e01';
export const SHARED_ID = '6a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6';

/** A swipefile as GET /api/swipefiles answers it, owned by the caller unless overridden. */
export function swipefile(overrides: Partial<Swipefile> = {}): Swipefile {
  return {
    id: OWNED_ID,
    name: 'Scroll-stopping hooks',
    description: 'Openers worth borrowing',
    is_default: false,
    created_at: '2025-10-02T09:30:00.000Z',
    updated_at: '2025-10-02T09:30:00.000Z',
    user_id: 'user-basic-0001',
    owner_name: 'Basil Brown',
    access_level: 'private',
    share_token: null,
    public_slug: null,
    user_role: 'owner',
    can_edit: true,
    video_count: 2,
    collaborator_count: 0,
    covers: [],
    ...overrides,
  };
}

/** A saved video with its card fields; `n` varies the ids. */
export function savedVideo(n: number, overrides: Partial<SavedVideo> = {}): SavedVideo {
  return {
    id: `5d0e${String(n).padStart(4, '0')}-1111-4222-8333-444455556666`,
    video_id: 1000 + n,
    swipefile_id: OWNED_ID,
    user_notes: '',
    notes: '',
    saved_at: '2025-10-05T12:00:00.000Z',
    video_analysis: publicVideo({
      id: 1000 + n,
      simple_description: `Saved video number ${n}`,
      // Off-domain, so the card shows the thumbnail rather than loading an embed script in the test.
      url: `https://cdn.example.com/videos/${n}.mp4`,
    }),
    ...overrides,
  };
}

export function collaborator(overrides: Partial<Collaborator> = {}): Collaborator {
  return {
    id: '9e8d7c6b-5a49-4382-9170-6f5e4d3c2b1a',
    email: 'premium@hookshelf.local',
    role: 'viewer',
    status: 'accepted',
    created_at: '2025-10-03T08:00:00.000Z',
    ...overrides,
  };
}

/** One page of GET /api/saved-videos. */
export function savedPage(videos: SavedVideo[], page = 1, total = videos.length, limit = 50) {
  return {
    success: true,
    data: videos,
    pagination: pagination(page, limit, total),
  };
}
