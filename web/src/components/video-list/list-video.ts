import type { FullVideo, PublicVideo } from '../../../../shared/contracts/video';

/** A video as the list gets it: visitors receive the public shape, signed-in users the full one. */
export type ListVideo = PublicVideo | FullVideo;

/** docs/product/browsing.md#video-list: the description, or 'No description'. */
export function videoDescription(video: ListVideo): string {
  return video.simple_description?.trim() || 'No description';
}

export interface HookLine {
  kind: 'title' | 'verbal' | 'visual';
  label: string;
  content: string;
}

/**
 * The hooks a video shows in the hooks view, or null when the viewer was not sent hook fields at all
 * (docs/decisions/0004-gated-fields-on-the-server.md: visitors never receive them, so the view shows a locked state instead).
 */
export function videoHooks(video: ListVideo): HookLine[] | null {
  if (!('hook_title_present' in video)) return null;
  const candidates: [HookLine['kind'], string, boolean | null, string | null][] = [
    ['title', 'Title hook', video.hook_title_present, video.hook_title_content],
    ['verbal', 'Verbal hook', video.hook_verbal_present, video.hook_verbal_content],
    ['visual', 'Visual hook', video.hook_visual_present, video.hook_visual_content],
  ];
  // docs/product/browsing.md#hooks-view: hooks appear only when present and with content.
  return candidates
    .filter(([, , present, content]) => present === true && Boolean(content?.trim()))
    .map(([kind, label, , content]) => ({ kind, label, content: (content ?? '').trim() }));
}
